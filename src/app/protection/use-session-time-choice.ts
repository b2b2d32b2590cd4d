/** Safer play's session-time section: the provided choice machine as an inspected actor, its view-model, and telling the clocks when a choice was saved. */
import { useEffect, useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { SessionTimeView } from '../../components/protection/session-time-panel';
import { withInspection } from '../../inspection/create-inspected-actor';
import type { SessionTimeInput } from '../../services/schemas/session-time';
import { useApp } from '../app-context';
import { createSessionTimeChoiceLogic } from './session-time-logic';
import { useSessionTime } from './session-time-host';

export function useSessionTimeChoice(): { view: SessionTimeView; onSave(choice: SessionTimeInput): void; onReload(): void } {
  const { http } = useApp();
  const logic = useMemo(() => createSessionTimeChoiceLogic({ http }), [http]);
  const actor = useActorRef(logic, withInspection());
  const clocks = useSessionTime();
  const saved = useSelector(actor, (snapshot) => snapshot.context.saved);
  const view = useSelector(
    actor,
    (snapshot): SessionTimeView => ({
      status: snapshot.context.time ? 'shown' : snapshot.hasTag('loading') ? 'loading' : 'failed',
      time: snapshot.context.time,
      sending: snapshot.hasTag('busy'),
      saved: snapshot.context.saved > 0,
      errorCode: snapshot.context.errorCode,
      fieldErrors: snapshot.context.fieldErrors,
    }),
    (a, b) => a.status === b.status && a.time === b.time && a.sending === b.sending && a.saved === b.saved && a.errorCode === b.errorCode && a.fieldErrors === b.fieldErrors,
  );
  useEffect(() => {
    if (saved > 0) clocks?.notifyChanged();
  }, [saved, clocks]);
  return useMemo(
    () => ({ view, onSave: (choice: SessionTimeInput) => actor.send({ type: 'choice.save', choice }), onReload: () => actor.send({ type: 'choice.reload' }) }),
    [view, actor],
  );
}
