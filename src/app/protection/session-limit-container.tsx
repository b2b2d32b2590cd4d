/** The session-limit warning wired to its actor. */
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { formatDateTime } from '../../components/member-centre/kit/date-time';
import { SessionLimitWarning } from '../../components/protection/session-limit-warning';
import { sameSessionLimit, selectSessionLimit } from '../../machines/session-limit/session-limit.selectors';
import type { createSessionLimitLogic } from './session-time-logic';

export function SessionLimitContainer({ actor }: { actor: ActorRefFrom<ReturnType<typeof createSessionLimitLogic>> }) {
  const view = useSelector(actor, selectSessionLimit, sameSessionLimit);
  if (!view.warning || view.endsAt === null || view.now === null) return null;
  const minutesLeft = Math.max(1, Math.ceil((view.endsAt - view.now) / 60_000));
  return <SessionLimitWarning minutesLeft={minutesLeft} endsAtText={formatDateTime(view.endsAt).slice(-5)} onDismiss={() => actor.send({ type: 'warning.dismiss' })} />;
}
