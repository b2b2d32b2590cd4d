/** Pure rules and types of the live channel: its timing and the events between the stream, the channel and the session. */
import type { AnyActorRef } from 'xstate';
import type { LiveTopic } from '../../services/schemas/live';

/** Every topic: what a re-read after a gap, a poll or an ended session asks for. */
export const allLiveTopics = [
  'balance',
  'deposits',
  'withdrawals',
  'redemptions',
  'applications',
  'inbox',
  'missions',
  'contracts',
  'maintenance',
  'points',
] as const satisfies readonly LiveTopic[];
// Written out here because a machine imports no values from services; a topic the schema adds and this list lacks fails the type-check.
const everyTopicListed: Exclude<LiveTopic, (typeof allLiveTopics)[number]> extends never ? true : never = true;
void everyTopicListed;

/** Pause before the next try: 1 s after the first loss, doubling, at most 30 s. */
export const backoffDelayMs = (failures: number): number => Math.min(30_000, 1_000 * 2 ** Math.max(0, failures - 1));

/** A refused channel: how often the session re-reads everything instead. */
export const livePollMs = 10_000;

/** The gateway pings every 20 s; two missed pings and a margin mean the connection is dead. */
export const liveSilenceMs = 45_000;

/** What the stream actor reports. */
export type OpenChannelEvent =
  | { type: 'channel.opened' }
  | { type: 'channel.change'; topics: LiveTopic[] }
  | { type: 'channel.ping' }
  | { type: 'channel.lost' }
  | { type: 'channel.refused' }
  | { type: 'channel.ended' };

export type LiveChannelEvent = OpenChannelEvent;

/** The one event the channel sends its parent. */
export interface LiveChangedEvent {
  type: 'live.changed';
  topics: LiveTopic[];
}

export interface LiveChannelInput {
  /** Who hears `live.changed`: the session that invokes the channel. */
  parent: AnyActorRef | null;
}
