/** Snapshot → the session-limit warning: shown or not, and when the session ends. */
import type { SnapshotFrom } from 'xstate';
import type { sessionLimitMachine } from './session-limit.machine';

export type SessionLimitSnapshot = SnapshotFrom<typeof sessionLimitMachine>;

export interface SessionLimitView {
  warning: boolean;
  /** Gateway time the session ends; null without a limit. */
  endsAt: number | null;
  /** Gateway time the warning counts from (the answer's, or the warning's start), to turn `endsAt` into minutes left. */
  now: number | null;
}

export function selectSessionLimit(snapshot: SessionLimitSnapshot): SessionLimitView {
  return {
    warning: snapshot.hasTag('open'),
    endsAt: snapshot.context.time?.endsAt ?? null,
    now: snapshot.context.time ? snapshot.context.at : null,
  };
}

export const sameSessionLimit = (a: SessionLimitView, b: SessionLimitView): boolean => a.warning === b.warning && a.endsAt === b.endsAt && a.now === b.now;
