/**
 * The live channel's stream (`liveUpdates`, GET /wps/live): opened with the
 * headers of every call (an `EventSource` cannot send `Authorization` or
 * `Device-Id`, so this is fetch, read as it arrives), parsed as server-sent
 * events by eventsource-parser, and told back as what happened to it.
 */
import * as v from 'valibot';
import { createParser } from 'eventsource-parser';
import { envelopeSchema } from './envelope';
import { sessionErrorCodes } from './error-codes';
import { ApiError } from './http';
import type { ApiContext } from './session.api';
import { liveDataSchema, type LiveTopic } from './schemas/live';

export type LiveNotice =
  | { kind: 'opened' }
  | { kind: 'change'; topics: LiveTopic[] }
  | { kind: 'ping' }
  /** Broken, closed without a word, or answered 5xx or 429: worth trying again. */
  | { kind: 'lost' }
  /** This gateway has no channel (404, 405, 501, another refusal, or not an event stream). */
  | { kind: 'refused' }
  /** The session behind the token ended (`event: ended`, a 401 or a session error code). */
  | { kind: 'ended' };

const eventStream = 'text/event-stream';

/** What an answer that is not a stream means for the channel. */
async function noticeOfRefusal(response: Response): Promise<LiveNotice> {
  if (response.status === 401) return { kind: 'ended' };
  if (response.status === 501) return { kind: 'refused' };
  if (response.status === 429 || response.status >= 500) return { kind: 'lost' };
  const envelope = v.safeParse(envelopeSchema, await response.json().catch(() => null));
  if (envelope.success && sessionErrorCodes.includes(envelope.output.errorCode ?? '')) return { kind: 'ended' };
  return { kind: 'refused' };
}

/**
 * Streams the channel until it closes, `signal` aborts, or the session
 * ends, telling `notify` each step; resolves after the last notice. An abort
 * (the actor stopped) tells nothing more.
 */
export async function streamLiveUpdates({ http, signal }: ApiContext & { signal: AbortSignal }, notify: (notice: LiveNotice) => void): Promise<void> {
  const tell = (notice: LiveNotice) => {
    if (!signal.aborted) notify(notice);
  };
  if (!http.open) return tell({ kind: 'refused' });
  let response: Response;
  try {
    response = await http.open('liveUpdates', { signal, accept: eventStream });
  } catch (error) {
    // No token to send is a session already gone; anything else is the network.
    return tell(error instanceof ApiError && error.status === 401 ? { kind: 'ended' } : { kind: 'lost' });
  }
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.startsWith(eventStream) || !response.body) return tell(await noticeOfRefusal(response).catch((): LiveNotice => ({ kind: 'refused' })));

  let ended = false;
  const parser = createParser({
    onEvent: (message) => {
      if (ended) return;
      if (message.event === 'ended') {
        ended = true;
        return tell({ kind: 'ended' });
      }
      const data = v.safeParse(liveDataSchema, safeJson(message.data));
      if (message.event === 'hello') tell({ kind: 'opened' });
      else if (message.event === 'change' && data.success && data.output.topics.length) tell({ kind: 'change', topics: data.output.topics });
    },
    onComment: () => tell({ kind: 'ping' }),
  });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done || ended) break;
      parser.feed(value);
    }
  } catch {
    // A broken connection and an abort both end the read; only the first is news.
  } finally {
    reader.cancel().catch(() => undefined);
  }
  if (!ended) tell({ kind: 'lost' });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
