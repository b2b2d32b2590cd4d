/**
 * A live-channel reader for tests: opens `GET /wps/live` as the portal does
 * (fetch with the token headers, the body read as a stream) and parses the
 * events as they arrive.
 */
import { calls } from '../../../src/services/calls';
import { headers } from '../../../src/services/headers';
import type { LiveTopic } from '../../../src/services/schemas/live';
import type { TestGateway } from '../harness';

export interface LiveEventSeen {
  event: string;
  topics: LiveTopic[];
  /** Milliseconds since the reader opened. */
  at: number;
}

export interface LiveReader {
  status: number;
  contentType: string;
  /** Every event so far, in order. */
  events: LiveEventSeen[];
  /** Comment lines (pings) so far. */
  comments: number;
  /** The first event after `from` (an index into events) that matches, or an error after `timeoutMs`. */
  next(match?: (event: LiveEventSeen) => boolean, options?: { from?: number; timeoutMs?: number }): Promise<LiveEventSeen>;
  /** Resolves when the gateway closed the stream. */
  closed: Promise<void>;
  close(): void;
  /** The JSON body of a refused request. */
  refusal?: { errorCode?: string; success?: boolean };
}

const openedAt = () => performance.now();

export async function openLive(gateway: Pick<TestGateway, 'url'> & { deps: { config: { merchant: string } } }, token?: string, extra: Record<string, string> = {}, path = calls.liveUpdates.path): Promise<LiveReader> {
  const controller = new AbortController();
  const response = await fetch(new URL(path, gateway.url), {
    headers: { [headers.merchant]: gateway.deps.config.merchant, [headers.device]: 'web', [headers.language]: 'EN', ...(token ? { [headers.authorization]: token } : {}), ...extra },
    signal: controller.signal,
  });
  const start = openedAt();
  const contentType = response.headers.get('content-type') ?? '';
  const events: LiveEventSeen[] = [];
  let comments = 0;
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const waiter of [...waiters]) waiter();
  };
  let ended = false;
  if (!contentType.startsWith('text/event-stream')) {
    const refusal = (await response.json()) as LiveReader['refusal'];
    return { status: response.status, contentType, events, comments, next: () => Promise.reject(new Error('refused')), closed: Promise.resolve(), close: () => undefined, refusal };
  }
  const closed = (async () => {
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += value;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          if (block.startsWith(':')) comments += 1;
          else {
            const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
            const data = /^data: (.*)$/m.exec(block)?.[1] ?? '{}';
            events.push({ event, topics: (JSON.parse(data) as { topics: LiveTopic[] }).topics, at: openedAt() - start });
          }
          wake();
        }
      }
    } catch {
      // Aborted by close().
    } finally {
      ended = true;
      wake();
    }
  })();
  const reader: LiveReader = {
    status: response.status,
    contentType,
    events,
    get comments() {
      return comments;
    },
    closed,
    close: () => controller.abort(),
    next(match = () => true, { from = 0, timeoutMs = 5000 } = {}) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.slice(from).find(match);
          if (found) return finish(() => resolve(found));
          if (ended) return finish(() => reject(new Error(`the stream closed; events: ${JSON.stringify(events)}`)));
        };
        const timer = setTimeout(() => finish(() => reject(new Error(`no matching event in ${timeoutMs} ms; events: ${JSON.stringify(events)}`))), timeoutMs);
        const finish = (then: () => void) => {
          clearTimeout(timer);
          waiters.delete(check);
          then();
        };
        waiters.add(check);
        check();
      });
    },
  };
  return reader;
}

export const changes = (reader: LiveReader, from = 0) => reader.events.slice(from).filter((event) => event.event === 'change');

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
