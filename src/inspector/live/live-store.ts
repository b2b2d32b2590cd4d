/**
 * What the inspector knows about running actors, folded from bridge messages:
 * the latest snapshot of each actor and the event log, across every portal
 * page that reports (this one and other tabs).
 */
import type { ActorView, BridgeMessage, LogEntry } from '../../inspection/bridge-protocol';

export interface LiveState {
  actors: Record<string, ActorView>;
  /** Oldest first. */
  log: LogEntry[];
}

export const emptyLive: LiveState = { actors: {}, log: [] };

const LOG_LIMIT = 500;
const STOPPED_LIMIT = 30;

export const entryKey = (entry: Pick<LogEntry, 'pageId' | 'seq'>) => `${entry.pageId}:${entry.seq}`;
/** Session ids restart in every page, so an actor is known by its page and session. */
export const actorKey = (actor: Pick<ActorView, 'pageId' | 'sessionId'>) => `${actor.pageId}/${actor.sessionId}`;

function addEntries(log: LogEntry[], entries: LogEntry[]): LogEntry[] {
  const known = new Set(log.map(entryKey));
  const fresh = entries.filter((entry) => !known.has(entryKey(entry)));
  if (!fresh.length) return log;
  const merged = [...log, ...fresh].sort((a, b) => a.at - b.at || a.seq - b.seq);
  return merged.length > LOG_LIMIT ? merged.slice(merged.length - LOG_LIMIT) : merged;
}

/** Stopped actors stay visible for a while (their last state is worth seeing), then make room. */
function pruneStopped(actors: Record<string, ActorView>): Record<string, ActorView> {
  const stopped = Object.values(actors)
    .filter((actor) => actor.snapshot.status !== 'active')
    .sort((a, b) => b.updatedAt - a.updatedAt);
  if (stopped.length <= STOPPED_LIMIT) return actors;
  const next = { ...actors };
  for (const actor of stopped.slice(STOPPED_LIMIT)) delete next[actorKey(actor)];
  return next;
}

export function reduceLive(state: LiveState, message: BridgeMessage | { kind: 'clear' }): LiveState {
  switch (message.kind) {
    case 'sync': {
      const actors = Object.fromEntries(Object.entries(state.actors).filter(([, actor]) => actor.pageId !== message.pageId));
      for (const actor of message.actors) actors[actorKey(actor)] = actor;
      return { actors, log: addEntries(state.log, message.log) };
    }
    case 'actor':
      return { ...state, actors: pruneStopped({ ...state.actors, [actorKey(message.actor)]: message.actor }) };
    case 'event':
      return { ...state, log: addEntries(state.log, [message.entry]) };
    case 'clear':
      return { ...state, log: [] };
    default:
      return state;
  }
}

/** The portal page a message reports about; null for messages that are not reports. */
export function pageOf(message: BridgeMessage | { kind: 'clear' }): string | null {
  switch (message.kind) {
    case 'sync':
      return message.pageId;
    case 'actor':
      return message.actor.pageId;
    case 'event':
      return message.entry.pageId;
    default:
      return null;
  }
}

/**
 * `reduceLive` blind to one page's reports. The inspector is a page of the
 * portal, so its own tab starts the app-wide actors too (a second
 * systemStatus, session, shell...): they would stand beside the inspected
 * portal's as if they were part of it.
 */
export const reduceLiveIgnoring =
  (ignoredPageId: string | undefined) =>
  (state: LiveState, message: BridgeMessage | { kind: 'clear' }): LiveState =>
    ignoredPageId !== undefined && pageOf(message) === ignoredPageId ? state : reduceLive(state, message);

/**
 * The actor whose state a machine's chart highlights: the chosen one, else a
 * running one, preferring other tabs (the portal being inspected) over the
 * inspector's own page, most recently updated first.
 */
export function pickActor(state: LiveState, machineId: string, key?: string | null, ownPageId?: string): ActorView | null {
  const candidates = Object.values(state.actors).filter((actor) => actor.machineId === machineId);
  if (key) {
    const chosen = candidates.find((actor) => actorKey(actor) === key);
    if (chosen) return chosen;
  }
  const rank = (actor: ActorView) => (actor.snapshot.status === 'active' ? 2 : 0) + (actor.pageId !== ownPageId ? 1 : 0);
  return candidates.sort((a, b) => rank(b) - rank(a) || b.updatedAt - a.updatedAt)[0] ?? null;
}
