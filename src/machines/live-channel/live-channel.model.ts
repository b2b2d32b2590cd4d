/**
 * Event cases for path generation over the live channel: what the stream
 * actor reports (opened, a change, a ping, lost, refused, ended) and the
 * channel's own timers (the back-off, the silence limit, the poll). Whether
 * a gap lies behind decides what an open does, so it is part of the node.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { MachineModel } from '../model-types';
import type { LiveChannelContext, LiveChannelInput } from './live-channel.machine';

export const liveChannelAfter = {
  backoff: 'xstate.after.backoff.liveChannel.backingOff',
  silence: 'xstate.after.silenceLimit.liveChannel.streaming.open',
  poll: 'xstate.after.pollInterval.liveChannel.polling',
} as const;

export const liveChannelEvents: (EventObject & Record<string, unknown>)[] = [
  { type: 'channel.opened' },
  { type: 'channel.change', topics: ['balance', 'deposits'] },
  { type: 'channel.ping' },
  { type: 'channel.lost' },
  { type: 'channel.refused' },
  { type: 'channel.ended' },
  { type: liveChannelAfter.backoff },
  { type: liveChannelAfter.silence },
  { type: liveChannelAfter.poll },
];

export const liveChannelInput: LiveChannelInput = { parent: null };

export const serializeLiveChannel = (snapshot: AnyMachineSnapshot): string =>
  JSON.stringify([snapshot.value, (snapshot.context as LiveChannelContext).gap]);

export const liveChannelModel: MachineModel = {
  events: liveChannelEvents,
  input: liveChannelInput,
  serializeState: serializeLiveChannel,
};
