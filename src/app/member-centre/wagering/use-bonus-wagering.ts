/**
 * A page's bonus wagering: the provided machine as an inspected actor, its
 * view-model, the panel's callbacks, and `onForfeited`, run when a forfeit
 * went through (the page refreshes the balance and what else it shows).
 */
import { useEffect, useMemo, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { WageringActions } from '../../../components/member-centre/wagering/wagering-panel';
import { withInspection } from '../../../inspection/create-inspected-actor';
import { sameBonusWagering, selectBonusWagering, type BonusWageringView } from '../../../machines/bonus-wagering/bonus-wagering.selectors';
import type { ForfeitBonusAnswer } from '../../../services/schemas/wagering';
import { useApp } from '../../app-context';
import { bonusWageringLogicFor } from './bonus-wagering-logic';

export function useBonusWagering(onForfeited?: (answer: ForfeitBonusAnswer) => void): { view: BonusWageringView; actions: WageringActions } {
  const { http } = useApp();
  const actor = useActorRef(bonusWageringLogicFor(http), withInspection());
  const view = useSelector(actor, selectBonusWagering, sameBonusWagering);
  const latest = useRef(onForfeited);
  latest.current = onForfeited;

  useEffect(() => {
    const subscription = actor.on('bonus.forfeited', ({ answer }) => latest.current?.(answer));
    return () => subscription.unsubscribe();
  }, [actor]);

  const actions = useMemo<WageringActions>(
    () => ({
      onReload: () => actor.send({ type: 'list.reload' }),
      onAsk: (requirementId) => actor.send({ type: 'forfeit.ask', requirementId }),
      onConfirm: () => actor.send({ type: 'forfeit.confirm' }),
      onCancel: () => actor.send({ type: 'forfeit.cancel' }),
      onRetry: () => actor.send({ type: 'forfeit.retry' }),
      onDismiss: () => actor.send({ type: 'forfeit.dismiss' }),
    }),
    [actor],
  );
  return { view, actions };
}
