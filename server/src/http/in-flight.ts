/**
 * Counts the requests a gateway process is answering, so SIGTERM can wait for them. A request counts until its
 * answer has been written out (Node's response 'finish' or 'close'). A live stream counts only until its headers
 * are ready: it lasts as long as the browser stays, and shutdown ends it (the browser reconnects elsewhere).
 */
import type { ServerResponse } from 'node:http';

export interface InFlight<A extends unknown[]> {
  fetch(...args: A): Promise<Response>;
  count(): number;
  /** Resolves once no request is in flight. */
  drained(): Promise<void>;
}

const isStream = (response: Response) => response.headers.get('content-type')?.startsWith('text/event-stream') ?? false;

/** @hono/node-server passes Node's response as `outgoing` in the second argument. */
const outgoingOf = (binding: unknown): ServerResponse | undefined => (binding as { outgoing?: ServerResponse } | undefined)?.outgoing;

export function trackInFlight<A extends unknown[]>(fetch: (...args: A) => Response | Promise<Response>): InFlight<A> {
  let count = 0;
  let waiters: (() => void)[] = [];
  const ended = () => {
    count -= 1;
    if (count > 0) return;
    for (const waiter of waiters) waiter();
    waiters = [];
  };
  return {
    async fetch(...args) {
      count += 1;
      let response: Response;
      try {
        response = await fetch(...args);
      } catch (error) {
        ended();
        throw error;
      }
      const outgoing = outgoingOf(args[1]);
      if (!outgoing || isStream(response) || outgoing.writableFinished) {
        ended();
        return response;
      }
      let done = false;
      const once = () => {
        if (done) return;
        done = true;
        ended();
      };
      outgoing.once('finish', once);
      outgoing.once('close', once);
      return response;
    },
    count: () => count,
    drained: () => (count === 0 ? Promise.resolve() : new Promise((resolve) => waiters.push(resolve))),
  };
}
