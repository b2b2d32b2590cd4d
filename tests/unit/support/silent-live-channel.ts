/** The session's live channel with a stream that never says anything: for tests of the session that are not about live updates. */
import { fromCallback } from 'xstate';
import { liveChannelMachine } from '../../../src/machines/live-channel/live-channel.machine';

export const silentLiveChannel = liveChannelMachine.provide({ actors: { openChannel: fromCallback(() => undefined) } });
