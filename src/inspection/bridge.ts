/**
 * Turns inspection events of the portal's actors into bridge messages for the
 * live inspector: the current snapshot of every running machine actor, and a
 * log entry per handled event with the snapshot before and after. Secrets are
 * masked here, before anything leaves the actor system.
 */
import type { InspectionEvent } from 'xstate';
import type { ActorView, BridgeMessage, LogEntry, SnapshotView } from './bridge-protocol';
import { transitionKey } from './coverage';
import { sanitize } from './mask';

interface MachineLikeSnapshot {
  machine?: { id: string };
  value: unknown;
  context: unknown;
  status: string;
  _nodes?: { id: string }[];
}

export interface BridgeOptions {
  post: (message: BridgeMessage) => void;
  pageId?: string;
  now?: () => number;
  /** Entries kept for inspectors that connect later. */
  logLimit?: number;
}

export interface InspectionBridge {
  observe: (event: InspectionEvent) => void;
  receive: (message: BridgeMessage) => void;
}

const isMachineSnapshot = (snapshot: unknown): snapshot is MachineLikeSnapshot & { machine: { id: string } } =>
  typeof snapshot === 'object' && snapshot !== null && 'machine' in snapshot && Array.isArray((snapshot as MachineLikeSnapshot)._nodes);

export function toSnapshotView(snapshot: MachineLikeSnapshot): SnapshotView {
  return {
    value: sanitize(snapshot.value, { maskSecrets: false, depth: 20 }),
    context: sanitize(snapshot.context),
    status: snapshot.status,
    // The root node is always active; leaving it out keeps highlights meaningful.
    states: (snapshot._nodes ?? []).map((node) => node.id).filter((id) => id.includes('.')),
  };
}

interface ActorLike {
  sessionId: string;
  id?: string;
  send?: (event: { type: string }) => void;
}

function describeActor(actorRef: ActorLike): { actorId: string; parentSessionId?: string } {
  const internals = actorRef as ActorLike & { _systemId?: string; _parent?: ActorLike };
  return { actorId: internals._systemId ?? actorRef.id ?? actorRef.sessionId, parentSessionId: internals._parent?.sessionId };
}

export function createInspectionBridge({ post, pageId = Math.random().toString(36).slice(2, 10), now = Date.now, logLimit = 300 }: BridgeOptions): InspectionBridge {
  const actors = new Map<string, ActorView>();
  const pending = new Map<string, string[]>();
  const log: LogEntry[] = [];
  /** Live actors by session, so the inspector can send them events; kept in development builds only. */
  const refs = new Map<string, ActorLike>();
  let seq = 0;

  const onSnapshot = (actorRef: ActorLike, event: { type: string }, snapshot: MachineLikeSnapshot & { machine: { id: string } }) => {
    const sessionId = actorRef.sessionId;
    const after = toSnapshotView(snapshot);
    const previous = actors.get(sessionId);
    const entry: LogEntry = {
      pageId,
      seq: ++seq,
      at: now(),
      sessionId,
      machineId: snapshot.machine.id,
      event: sanitize(event) as LogEntry['event'],
      before: previous?.snapshot ?? null,
      after,
      transitions: pending.get(sessionId) ?? [],
    };
    pending.delete(sessionId);
    const actor: ActorView = { pageId, sessionId, machineId: snapshot.machine.id, ...describeActor(actorRef), snapshot: after, updatedAt: entry.at };
    if (after.status === 'active') actors.set(sessionId, actor);
    else actors.delete(sessionId);
    if (import.meta.env.DEV) {
      if (after.status === 'active') refs.set(sessionId, actorRef);
      else refs.delete(sessionId);
    }
    log.push(entry);
    if (log.length > logLimit) log.splice(0, log.length - logLimit);
    post({ kind: 'actor', actor });
    post({ kind: 'event', entry });
  };

  return {
    observe(event) {
      if (event.type === '@xstate.microstep' && event._transitions.length) {
        const keys = pending.get(event.actorRef.sessionId) ?? [];
        keys.push(...event._transitions.map(transitionKey));
        pending.set(event.actorRef.sessionId, keys);
      }
      if (event.type === '@xstate.snapshot' && isMachineSnapshot(event.snapshot)) onSnapshot(event.actorRef, event.event, event.snapshot);
    },
    receive(message) {
      if (message.kind === 'hello') post({ kind: 'sync', pageId, actors: [...actors.values()], log: [...log] });
      // A constant at build time: production bundles drop this branch, so no page of theirs takes events from outside.
      if (import.meta.env.DEV && message.kind === 'send-event' && message.pageId === pageId) refs.get(message.sessionId)?.send?.(message.event);
    },
  };
}
