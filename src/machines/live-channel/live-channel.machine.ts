/**
 * The live channel of a signed-in browser: one stream from the gateway
 * saying what changed (never the new values), turned into one event for
 * the session, `live.changed { topics }`, which re-reads the authoritative
 * answers. A lost stream comes back after a growing pause, and what
 * happened meanwhile is re-read as a whole when it opens again; a channel
 * the gateway refuses (an operator's gateway without it) becomes polling,
 * a re-read of everything at a fixed interval. A session that ended behind
 * the stream is re-read too: the next call finds it gone and the session
 * machine closes it, so the channel never decides that by itself.
 */
import { assign, enqueueActions, fromCallback, setup, type AnyActorRef } from 'xstate';
import type { LiveTopic } from '../../services/schemas/live';
import { allLiveTopics, backoffDelayMs, livePollMs, liveSilenceMs, type LiveChannelEvent, type LiveChannelInput } from './live-channel-rules';

export type { LiveChannelEvent, LiveChannelInput, LiveChangedEvent, OpenChannelEvent } from './live-channel-rules';
export { allLiveTopics, backoffDelayMs, livePollMs, liveSilenceMs } from './live-channel-rules';

export interface LiveChannelContext {
  /** Told about every change; the session that invoked the channel. */
  parent: AnyActorRef | null;
  /** Losses since the stream last opened: the pause before the next try grows with them. */
  failures: number;
  /** The stream was lost since it last opened: what changed meanwhile is unknown. */
  gap: boolean;
}

export const liveChannelMachine = setup({
  types: {
    context: {} as LiveChannelContext,
    events: {} as LiveChannelEvent,
    input: {} as LiveChannelInput,
  },
  actors: {
    /** Streams the gateway's notifications back as `channel.*` events until stopped. */
    openChannel: fromCallback<LiveChannelEvent>(() => {
      throw new Error('openChannel not provided');
    }),
  },
  delays: {
    backoff: ({ context }) => backoffDelayMs(context.failures),
    pollInterval: livePollMs,
    silenceLimit: liveSilenceMs,
  },
  guards: {
    hadGap: ({ context }) => context.gap,
  },
  actions: {
    /** Sends `live.changed` to the parent; no parent (a channel run on its own) hears nothing. */
    notifyParent: enqueueActions(({ context, enqueue }, topics: readonly LiveTopic[]) => {
      if (context.parent && topics.length) enqueue.sendTo(context.parent, { type: 'live.changed', topics: [...topics] });
    }),
    countFailure: assign(({ context }) => ({ failures: context.failures + 1, gap: true })),
    markOpen: assign({ failures: 0, gap: false }),
  },
}).createMachine({
  id: 'liveChannel',
  context: ({ input }) => ({ parent: input?.parent ?? null, failures: 0, gap: false }),
  initial: 'streaming',
  states: {
    streaming: {
      invoke: { id: 'openChannel', src: 'openChannel' },
      initial: 'connecting',
      on: {
        'channel.lost': { target: 'backingOff', description: 'The stream broke, could not be opened, or the gateway answered 5xx or 429: try again after a pause.' },
        'channel.refused': { target: 'polling', description: 'This gateway has no live channel (404, 405, 501, or not an event stream): re-read at an interval instead.' },
        'channel.ended': {
          target: 'ended',
          actions: { type: 'notifyParent', params: allLiveTopics },
          description: 'The session behind the token ended (or the token was refused): a re-read lets the next call find it, and the session close itself.',
        },
      },
      states: {
        connecting: {
          on: {
            'channel.opened': [
              {
                guard: 'hadGap',
                target: 'open',
                actions: ['markOpen', { type: 'notifyParent', params: allLiveTopics }],
                description: 'Open again after a gap: whatever changed meanwhile was not told, so everything is re-read.',
              },
              { target: 'open', actions: 'markOpen', description: 'First open: the session is loading its answers anyway.' },
            ],
          },
        },
        open: {
          after: { silenceLimit: { target: '#liveChannel.backingOff', description: 'No change and no ping for longer than the gateway ever stays quiet: the connection is dead without saying so.' } },
          on: {
            'channel.change': { target: 'open', reenter: true, actions: { type: 'notifyParent', params: ({ event }) => event.topics } },
            'channel.ping': { target: 'open', reenter: true, description: 'The gateway is still there: the silence limit starts again.' },
          },
        },
      },
    },
    backingOff: {
      entry: 'countFailure',
      after: { backoff: { target: 'streaming', description: 'Try the stream again: 1 s after the first loss, doubling to at most 30 s.' } },
    },
    polling: {
      after: {
        pollInterval: {
          target: 'polling',
          reenter: true,
          actions: { type: 'notifyParent', params: allLiveTopics },
          description: 'No channel: every interval the session re-reads everything the screen shows.',
        },
      },
    },
    ended: { type: 'final' },
  },
});
