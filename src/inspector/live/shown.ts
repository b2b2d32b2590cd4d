/**
 * What the chart shows for a machine: which actor, and either its live state
 * or the snapshot after a selected event of its history (the timeline's
 * position), with the transitions that led there.
 */
import type { ActorView, LogEntry } from '../../inspection/bridge-protocol';
import { actorKey, entryKey, pickActor, type LiveState } from './live-store';
import { actorHistory, timelinePosition } from './timeline';

export interface Shown {
  actor: ActorView | null;
  /** The actor's events, oldest first. */
  history: LogEntry[];
  /** Index in `history`; `history.length` when live. */
  position: number;
  /** The selected event when it belongs to this machine: the chart shows the snapshot after it. */
  replaying: LogEntry | null;
  active: Set<string>;
  fired: Set<string>;
}

export function shownFor(live: LiveState, machineId: string | null, actorChoice: string | null, selectedKey: string | null): Shown {
  const selected = selectedKey ? (live.log.find((item) => entryKey(item) === selectedKey) ?? null) : null;
  const replaying = selected && selected.machineId === machineId ? selected : null;
  // A selected event shows its own actor, whichever the header had chosen.
  const choice = replaying ? actorKey(replaying) : actorChoice;
  const actor = machineId ? pickActor(live, machineId, choice) : null;
  const history = actorHistory(live.log, actor);
  const last = history.at(-1);
  return {
    actor,
    history,
    position: timelinePosition(history, replaying ? selectedKey : null),
    replaying,
    active: new Set(replaying ? replaying.after.states : (actor?.snapshot.states ?? [])),
    fired: new Set(replaying ? replaying.transitions : (last?.transitions ?? [])),
  };
}
