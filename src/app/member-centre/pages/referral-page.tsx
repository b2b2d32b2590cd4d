/**
 * Refer and earn: the invite link and code, its QR code, who registered
 * through it, and for a member who is not an agent the application to
 * become one (its texts are the agent centre's, loaded with this page).
 */
import { useCallback } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { AffiliateApplicationSection } from '../../../components/agent-centre/affiliate-application-section';
import { ReferralView } from '../../../components/member-centre/rewards/referral-view';
import { withInspection } from '../../../inspection/create-inspected-actor';
import { selectDetails } from '../../../machines/centre-details/centre-details.selectors';
import type { AffiliateApplication } from '../../../services/schemas/agent';
import type { ReferralInfo } from '../../../services/schemas/profile';
import { useLiveTopics } from '../../access/use-live-topics';
import { useSessionSelector } from '../../access/use-session';
import { useAgentLogic } from '../../agent-centre/pages/wiring/use-agent-logic';
import { useMoneyRequest } from '../funds/use-money-request';
import { useCentreTexts } from '../use-centre-texts';
import { copyText } from './wiring/copy-text';
import { useCentreLogic } from './wiring/use-centre-logic';

const agentTexts = ['agentCentre'] as const;

export default function ReferralPage() {
  const actor = useActorRef(useCentreLogic().referral, withInspection());
  const details = useSelector(actor, selectDetails<ReferralInfo>);
  const isAgent = useSessionSelector((view) => view.isAgent) ?? false;
  return (
    <ReferralView
      status={details.status}
      info={details.data}
      errorCode={details.errorCode}
      onCopy={copyText}
      onRetry={() => actor.send({ type: 'details.retry' })}
      affiliate={isAgent ? null : <BecomeAgent />}
    />
  );
}

function BecomeAgent() {
  const texts = useCentreTexts(agentTexts);
  return texts === 'ready' ? <BecomeAgentLoaded /> : null;
}

function BecomeAgentLoaded() {
  const logic = useAgentLogic();
  const actor = useActorRef(logic.affiliateApplication, withInspection());
  const application = useSelector(actor, selectDetails<AffiliateApplication>);
  // An operator's decision elsewhere shows here without a click.
  useLiveTopics(['applications'], () => actor.send({ type: 'details.refresh' }));
  const apply = useMoneyRequest<AffiliateApplication>(
    logic.applyAffiliate,
    useCallback(() => actor.send({ type: 'details.refresh' }), [actor]),
  );
  return (
    <AffiliateApplicationSection
      status={application.status}
      application={application.data}
      errorCode={application.errorCode}
      request={apply.view}
      onApply={(values) => apply.submit({ intro: values.intro.trim(), contact: values.contact.trim() })}
      onRetry={() => actor.send({ type: 'details.retry' })}
      onRequestRetry={apply.retry}
      onRequestCancel={apply.reset}
    />
  );
}
