/** The reality-check dialog wired to its actor: the gateway's figures, keep playing or stop. */
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { RealityCheckDialog } from '../../components/protection/reality-check-dialog';
import { sameRealityCheck, selectRealityCheck } from '../../machines/reality-check/reality-check.selectors';
import { useMember } from '../session-view';
import type { createRealityCheckLogic } from './session-time-logic';
import { useElapsed } from './use-elapsed';

export function RealityCheckContainer({ actor }: { actor: ActorRefFrom<ReturnType<typeof createRealityCheckLogic>> }) {
  const view = useSelector(actor, selectRealityCheck, sameRealityCheck);
  const member = useMember();
  const elapsedMs = useElapsed(view.open ? view.time : null);
  if (!view.open || !view.time) return null;
  return (
    <RealityCheckDialog
      elapsedMs={elapsedMs}
      startedAt={view.time.startedAt}
      wagered={view.time.wagered}
      net={view.time.net}
      currency={member?.currency ?? ''}
      busy={view.busy}
      errorCode={view.errorCode}
      onContinue={() => actor.send({ type: 'check.continue' })}
      onStop={() => actor.send({ type: 'check.stop' })}
    />
  );
}
