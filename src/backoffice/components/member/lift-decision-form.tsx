/**
 * Risk or admin decides a member's request to lift a finished self-exclusion:
 * approve (the 24-hour cooling-off starts) or refuse (it stays), always with
 * a reason the member reads in the inbox and the audit log keeps.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { disputesApi } from '../../services/disputes.api';
import { Button } from '../button';
import { ReasonField } from './reason-field';
import { useReasonedAction } from './use-reasoned-action';

/** `onDecided` gets the decision; the panel then reads the break again, and this form leaves with the request it decided. */
export function LiftDecisionForm({ account, onDecided }: { account: string; onDecided: (decision: 'approved' | 'refused') => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const action = useReasonedAction(async ({ reason: text, decision }, signal) => disputesApi.decideLift(account, decision === 'approve' ? 'approve' : 'refuse', text ?? '', { signal }));
  const decision = (action.outcome as { decision?: string } | null)?.decision;

  useEffect(() => {
    if (action.done) onDecided(decision === 'approved' ? 'approved' : 'refused');
  }, [action.done, decision, onDecided]);

  return (
    <form className="bo-form" aria-labelledby="lift-decision-heading" data-testid="lift-decision" onSubmit={(event) => event.preventDefault()}>
      <h3 id="lift-decision-heading">{t('backoffice.breaks.decideHeading')}</h3>
      <ReasonField name="lift-decision-reason" value={reason} onChange={setReason} errorCode={action.errorCode} hint={t('backoffice.breaks.decideHint')} />
      <div className="bo-actions">
        <Button disabled={action.busy} onClick={() => action.submit({ reason, decision: 'approve' })} data-testid="lift-approve">
          {t('backoffice.breaks.approve')}
        </Button>
        <Button variant="secondary" disabled={action.busy} onClick={() => action.submit({ reason, decision: 'refuse' })} data-testid="lift-refuse">
          {t('backoffice.breaks.refuse')}
        </Button>
      </div>
    </form>
  );
}
