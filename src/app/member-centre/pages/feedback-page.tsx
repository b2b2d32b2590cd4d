/**
 * Feedback (FEEDBACK3): the question types and word bounds come from the
 * gateway; one send per submission, refusals under their fields; after a
 * send the form starts over with a thank-you notice.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { FeedbackForm } from '../../../components/member-centre/account/feedback-form';
import { withInspection } from '../../../inspection/create-inspected-actor';
import { selectDetails } from '../../../machines/centre-details/centre-details.selectors';
import { selectSubmit } from '../../../machines/centre-submit/centre-submit.selectors';
import type { FeedbackSettings } from '../../../services/schemas/support';
import { useCentreLogic } from './wiring/use-centre-logic';

export default function FeedbackPage() {
  const logic = useCentreLogic();
  const settings = useActorRef(logic.feedbackSettings, withInspection());
  const send = useActorRef(logic.sendFeedback, withInspection());
  const settingsView = useSelector(settings, selectDetails<FeedbackSettings>);
  const submitView = useSelector(send, selectSubmit);
  return (
    <FeedbackForm
      settings={settingsView}
      submit={submitView}
      onSend={(values) => send.send({ type: 'form.submit', values })}
      onAnother={() => send.send({ type: 'form.reset' })}
      onRetry={() => settings.send({ type: 'details.retry' })}
    />
  );
}
