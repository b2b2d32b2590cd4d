/** Actor binding of the live channel's stream: the channel machine's `openChannel`. */
import { fromCallback } from 'xstate';
import type { OpenChannelEvent } from '../machines/live-channel/live-channel.machine';
import type { HttpClient } from './http';
import { streamLiveUpdates, type LiveNotice } from './live.api';

const eventOf = (notice: LiveNotice): OpenChannelEvent =>
  notice.kind === 'change' ? { type: 'channel.change', topics: notice.topics } : { type: `channel.${notice.kind}` };

export function createLiveActors({ http }: { http: HttpClient }) {
  return {
    /** One stream per invocation; stopping the actor aborts it. */
    openChannel: fromCallback<OpenChannelEvent>(({ sendBack }) => {
      const controller = new AbortController();
      void streamLiveUpdates({ http, signal: controller.signal }, (notice) => sendBack(eventOf(notice)));
      return () => controller.abort();
    }),
  };
}
