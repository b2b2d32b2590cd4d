/** Snapshot → what the header clock and the reality-check dialog show. */
import type { SnapshotFrom } from 'xstate';
import type { SessionTime } from '../../services/schemas/session-time';
import type { realityCheckMachine } from './reality-check.machine';

export type RealityCheckSnapshot = SnapshotFrom<typeof realityCheckMachine>;

export interface RealityCheckView {
  /** The gateway's answer the clock ticks from; null until the first one. */
  time: SessionTime | null;
  /** The dialog is open (a check due and not answered here yet). */
  open: boolean;
  busy: boolean;
  stopping: boolean;
  errorCode: string | null;
}

export function selectRealityCheck(snapshot: RealityCheckSnapshot): RealityCheckView {
  return {
    time: snapshot.context.time,
    open: snapshot.hasTag('open'),
    busy: snapshot.hasTag('busy'),
    stopping: snapshot.matches('stopping') || snapshot.matches('stopped'),
    errorCode: snapshot.hasTag('open') ? snapshot.context.errorCode : null,
  };
}

export const sameRealityCheck = (a: RealityCheckView, b: RealityCheckView): boolean =>
  a.time === b.time && a.open === b.open && a.busy === b.busy && a.stopping === b.stopping && a.errorCode === b.errorCode;
