/** Refer and earn: the invite link and code, its QR code, and who registered through it. */
import { useActorRef, useSelector } from '@xstate/react';
import { ReferralView } from '../../../components/member-centre/rewards/referral-view';
import { withInspection } from '../../../inspection/create-inspected-actor';
import { selectDetails } from '../../../machines/centre-details/centre-details.selectors';
import type { ReferralInfo } from '../../../services/schemas/profile';
import { copyText } from './wiring/copy-text';
import { useCentreLogic } from './wiring/use-centre-logic';

export default function ReferralPage() {
  const actor = useActorRef(useCentreLogic().referral, withInspection());
  const details = useSelector(actor, selectDetails<ReferralInfo>);
  return <ReferralView status={details.status} info={details.data} errorCode={details.errorCode} onCopy={copyText} onRetry={() => actor.send({ type: 'details.retry' })} />;
}
