/**
 * What the portal's inspection bridge posts to the inspector, in the same page
 * or in another tab of the same origin (BroadcastChannel). Everything in a
 * message is already sanitized: plain JSON, secrets masked.
 */

export const INSPECTOR_CHANNEL = 'portal-inspector';

export interface SnapshotView {
  /** State value, as XState gives it. */
  value: unknown;
  /** Context, sanitized. */
  context: unknown;
  status: string;
  /** Ids of every active state node (compound and atomic). */
  states: string[];
}

export interface ActorView {
  /** Bridge that reports this actor (one per portal page). */
  pageId: string;
  sessionId: string;
  /** The actor's id within its parent (`systemId` when it has one). */
  actorId: string;
  machineId: string;
  parentSessionId?: string;
  snapshot: SnapshotView;
  updatedAt: number;
}

export interface LogEntry {
  pageId: string;
  /** Increases by one per entry within a page. */
  seq: number;
  at: number;
  sessionId: string;
  machineId: string;
  /** The event, sanitized (passwords, codes and tokens masked). */
  event: { type: string } & Record<string, unknown>;
  before: SnapshotView | null;
  after: SnapshotView;
  /** Transition keys (`sourceId|eventType|index`) taken while handling the event. */
  transitions: string[];
}

export type BridgeMessage =
  | { kind: 'hello' }
  | { kind: 'sync'; pageId: string; actors: ActorView[]; log: LogEntry[] }
  | { kind: 'actor'; actor: ActorView }
  | { kind: 'event'; entry: LogEntry }
  /** From the inspector, in development builds only: an event for one live actor of one page. */
  | { kind: 'send-event'; pageId: string; sessionId: string; event: { type: string } & Record<string, unknown> };
