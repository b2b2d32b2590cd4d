/**
 * The Safer play page's limits: the provided machine as an inspected actor,
 * its view-model and the section's callbacks. Limits move when money does,
 * so a deposit or a round (live notices) reloads them.
 */
import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { LimitsActions } from '../../../components/member-centre/safer-play/limits/limits-panel';
import { withInspection } from '../../../inspection/create-inspected-actor';
import { sameLimitChange, selectLimitChange, type LimitChangeView } from '../../../machines/limit-change/limit-change.selectors';
import { useLiveTopics } from '../../access/use-live-topics';
import { useApp } from '../../app-context';
import { limitChangeLogicFor } from './limit-change-logic';

export function useLimitChange(): { view: LimitChangeView; actions: LimitsActions } {
  const { http } = useApp();
  const actor = useActorRef(limitChangeLogicFor(http), withInspection());
  const view = useSelector(actor, selectLimitChange, sameLimitChange);
  useLiveTopics(['balance', 'deposits'], () => actor.send({ type: 'list.reload' }));

  const actions = useMemo<LimitsActions>(
    () => ({
      onReload: () => actor.send({ type: 'list.reload' }),
      onSubmit: (values) => actor.send({ type: 'limit.submit', kind: values.kind, window: values.window, amount: values.amount }),
      onProceed: () => actor.send({ type: 'limit.proceed' }),
      onBack: () => actor.send({ type: 'limit.back' }),
      onConfirm: (target) => actor.send({ type: 'limit.confirm', ...target }),
      onCancel: (target) => actor.send({ type: 'limit.cancel', ...target }),
      onRemove: (target) => actor.send({ type: 'limit.submit', ...target, amount: null }),
    }),
    [actor],
  );
  return { view, actions };
}
