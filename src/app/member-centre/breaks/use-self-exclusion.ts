/** The Safer play page's breaks: the provided machine as an inspected actor, its view-model and the section's callbacks. */
import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { BreaksActions } from '../../../components/member-centre/safer-play/breaks/breaks-panel';
import { withInspection } from '../../../inspection/create-inspected-actor';
import { sameSelfExclusion, selectSelfExclusion, type SelfExclusionView } from '../../../machines/self-exclusion/self-exclusion.selectors';
import { useApp } from '../../app-context';
import { selfExclusionLogicFor } from './self-exclusion-logic';

export function useSelfExclusion(): { view: SelfExclusionView; actions: BreaksActions } {
  const { http } = useApp();
  const actor = useActorRef(selfExclusionLogicFor(http), withInspection());
  const view = useSelector(actor, selectSelfExclusion, sameSelfExclusion);
  const actions = useMemo<BreaksActions>(
    () => ({
      onReload: () => actor.send({ type: 'break.reload' }),
      onChoose: (term) => actor.send({ type: 'term.choose', term }),
      onBack: () => actor.send({ type: 'term.back' }),
      onConfirm: (password) => actor.send({ type: 'break.confirm', password }),
      onRequestLift: () => actor.send({ type: 'lift.request' }),
    }),
    [actor],
  );
  return { view, actions };
}
