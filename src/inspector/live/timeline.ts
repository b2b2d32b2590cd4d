/**
 * One actor's history for the timeline: the log entries it handled, oldest
 * first, and where a selected entry sits among them.
 */
import type { ActorView, LogEntry } from '../../inspection/bridge-protocol';
import { entryKey } from './live-store';

export function actorHistory(log: LogEntry[], actor: Pick<ActorView, 'pageId' | 'sessionId'> | null): LogEntry[] {
  if (!actor) return [];
  return log.filter((entry) => entry.pageId === actor.pageId && entry.sessionId === actor.sessionId);
}

/** The selected entry's place in the history; the end (one past the last entry) means "live". */
export function timelinePosition(history: LogEntry[], selectedKey: string | null): number {
  const index = selectedKey ? history.findIndex((entry) => entryKey(entry) === selectedKey) : -1;
  return index < 0 ? history.length : index;
}
