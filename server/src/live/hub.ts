/**
 * This instance's open live streams, by member. Changes come from the
 * database's `live` channel (domain/live/publish.ts), whoever made them: this
 * instance, another one, a job or an operator. The hub keeps nothing another
 * instance needs: a browser may connect to any instance, and every instance
 * hears every notice.
 *
 * Idle streams are what an instance holds most of, so a stream is one
 * ReadableStream the response reads from, and the hub keeps per stream the
 * member, the session's token hash and end, and the stream's controller.
 * (Hono's `streamSSE` wraps a TransformStream and a second ReadableStream
 * around the same thing: 28 kB of heap per idle stream against 14 kB.)
 *
 * Events go out at most once per `coalesceMs`: a notice after a quiet spell
 * goes out at once (the notices of one commit arrive together, so they make
 * one event), and notices arriving within `coalesceMs` of the last event wait
 * and go out together when it is over. One timer serves the whole hub.
 */
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { liveTopics, type LiveTopic } from '../../../src/services/schemas/live';
import type { Listen } from '../db/listen';
import type { Db } from '../db';
import { sessions } from '../db/schema';
import type { Clock } from '../config';
import { liveChannel, parseNotice, type LiveNotice } from '../domain/live/publish';

export interface LiveSettings {
  /** A comment line this often keeps proxies from closing an idle stream; expired sessions end at these ticks too. */
  pingMs: number;
  /** Events go out at most this often; notices arriving in between go out together. */
  coalesceMs: number;
  /** Streams one member may hold open on one instance (tabs, windows); one more is refused. */
  maxStreamsPerMember: number;
}

export const defaultLiveSettings: LiveSettings = { pingMs: 20_000, coalesceMs: 50, maxStreamsPerMember: 16 };

/** Frames the socket has not taken: past this the browser is not reading, and the stream is cut (it reconnects). */
const maxBacklog = 64;

interface Connection {
  memberId: number;
  tokenHash: string;
  expiresAt: number;
  controller: ReadableStreamDefaultController<Uint8Array>;
}

export interface LiveHub {
  /** Whether this gateway can stream at all (it was given a way to LISTEN). */
  readonly available: boolean;
  /** Listening on the channel: before a stream answers 200, so a database that cannot be reached is an error answer. */
  ready(): Promise<void>;
  /** Whether this member may open one more stream on this instance. */
  accepts(memberId: number): boolean;
  /** The body of one stream: events until the browser leaves or the session ends. */
  open(caller: { memberId: number; tokenHash: string }): ReadableStream<Uint8Array>;
  /** Open streams on this instance. */
  readonly size: number;
}

const topicBit = new Map(liveTopics.map((topic, index) => [topic, 1 << index]));
const allTopics = (1 << liveTopics.length) - 1;
const maskOf = (topics: readonly LiveTopic[]) => topics.reduce((mask, topic) => mask | (topicBit.get(topic) ?? 0), 0);
const topicsOf = (mask: number) => liveTopics.filter((_, index) => mask & (1 << index));

const encoder = new TextEncoder();
/** Frames are encoded once and the same bytes go to every stream. */
const frame = (event: string, topics: readonly LiveTopic[]) => encoder.encode(`event: ${event}\ndata: ${JSON.stringify({ topics })}\n\n`);
const helloFrame = frame('hello', []);
const endedFrame = frame('ended', []);
const pingFrame = encoder.encode(': ping\n\n');
const changeFrames = new Map<number, Uint8Array>();
const changeFrame = (mask: number) => {
  let bytes = changeFrames.get(mask);
  if (!bytes) changeFrames.set(mask, (bytes = frame('change', topicsOf(mask))));
  return bytes;
};

/** Sessions checked per query when many streams are re-checked at once. */
const sessionCheckBatch = 500;

export function createLiveHub(deps: { db: Db; clock: Clock; listen?: Listen }, settings: LiveSettings = defaultLiveSettings): LiveHub {
  const { db, clock, listen } = deps;
  const byMember = new Map<number, Set<Connection>>();
  let size = 0;
  let subscribed: Promise<unknown> | null = null;
  let pendingAll = 0;
  const pendingByMember = new Map<number, number>();
  let flushTimer: NodeJS.Timeout | NodeJS.Immediate | undefined;
  let flushedAt = Number.NEGATIVE_INFINITY;
  let pingTimer: NodeJS.Timeout | undefined;

  function write(connection: Connection, bytes: Uint8Array): void {
    if ((connection.controller.desiredSize ?? 0) < -maxBacklog) return drop(connection, false);
    connection.controller.enqueue(bytes);
  }

  function remove(connection: Connection): boolean {
    const streams = byMember.get(connection.memberId);
    if (!streams?.delete(connection)) return false;
    if (streams.size === 0) byMember.delete(connection.memberId);
    size -= 1;
    if (size === 0) {
      clearInterval(pingTimer);
      pingTimer = undefined;
    }
    return true;
  }

  /** Ends a stream: `ended` tells the browser its session is over; any other stream is cut, frames still queued dropped. */
  function drop(connection: Connection, ended: boolean): void {
    if (!remove(connection)) return;
    try {
      if (ended) {
        connection.controller.enqueue(endedFrame);
        connection.controller.close();
      } else connection.controller.error(new Error('live stream dropped'));
    } catch {
      // The response was gone already.
    }
  }

  const isOpen = (connection: Connection) => byMember.get(connection.memberId)?.has(connection) ?? false;

  /** Starts a registered stream: listening first, then the session, then hello. */
  async function begin(connection: Connection): Promise<void> {
    try {
      await subscribe();
      const expiresAt = await sessionEnd(connection.tokenHash);
      if (!isOpen(connection)) return;
      if (expiresAt === null) return drop(connection, true);
      connection.expiresAt = expiresAt;
      write(connection, helloFrame);
    } catch {
      // The database could not answer: cut, and the browser connects again.
      drop(connection, false);
    }
  }

  function each(visit: (connection: Connection) => void): void {
    for (const streams of [...byMember.values()]) for (const connection of [...streams]) visit(connection);
  }

  function flush(): void {
    flushTimer = undefined;
    flushedAt = performance.now();
    const all = pendingAll;
    const members = new Map(pendingByMember);
    pendingAll = 0;
    pendingByMember.clear();
    if (all) each((connection) => write(connection, changeFrame(all | (members.get(connection.memberId) ?? 0))));
    else for (const [memberId, mask] of members) for (const connection of byMember.get(memberId) ?? []) write(connection, changeFrame(mask));
  }

  function queue(to: LiveNotice['to'], mask: number): void {
    if (mask === 0) return;
    if (to === 'all') pendingAll |= mask;
    else if (byMember.has(to)) pendingByMember.set(to, (pendingByMember.get(to) ?? 0) | mask);
    else return;
    if (flushTimer) return;
    const wait = flushedAt + settings.coalesceMs - performance.now();
    // setImmediate: after every notice the database handed over with this one (a commit's notices come in one read).
    flushTimer = wait > 0 ? setTimeout(flush, wait) : setImmediate(flush);
  }

  /** Ends the streams among `connections` whose session was revoked or ran out. */
  async function checkSessions(connections: Connection[]): Promise<void> {
    const now = clock.now();
    for (let start = 0; start < connections.length; start += sessionCheckBatch) {
      const batch = connections.slice(start, start + sessionCheckBatch);
      const hashes = [...new Set(batch.map((connection) => connection.tokenHash))];
      const rows = await db
        .select({ tokenHash: sessions.tokenHash })
        .from(sessions)
        .where(and(inArray(sessions.tokenHash, hashes), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
      const live = new Set(rows.map((row) => row.tokenHash));
      for (const connection of batch) if (!live.has(connection.tokenHash)) drop(connection, true);
    }
  }

  function checkLater(connections: Connection[]): void {
    // Never from inside the listener's callback: PGlite calls it while a statement's result is read.
    if (connections.length > 0) setImmediate(() => void checkSessions(connections).catch(() => undefined));
  }

  function onNotice(payload: string): void {
    const notice = parseNotice(payload);
    if (!notice) return;
    if (notice.ended) {
      const connections = notice.to === 'all' ? collectAll() : [...(byMember.get(notice.to) ?? [])];
      checkLater(connections);
    }
    queue(notice.to, maskOf(notice.topics));
  }

  function collectAll(): Connection[] {
    const all: Connection[] = [];
    each((connection) => all.push(connection));
    return all;
  }

  /** After the listening connection came back: anything may have changed, any session may have ended. */
  function resynchronise(): void {
    queue('all', allTopics);
    checkLater(collectAll());
  }

  function ping(): void {
    const now = clock.now();
    each((connection) => (connection.expiresAt <= now ? drop(connection, true) : write(connection, pingFrame)));
  }

  function subscribe(): Promise<unknown> {
    if (!listen) return Promise.reject(new Error('this gateway cannot listen'));
    subscribed ??= listen(liveChannel, onNotice, { onReconnect: resynchronise }).catch((error: unknown) => {
      subscribed = null;
      throw error;
    });
    return subscribed;
  }

  async function sessionEnd(tokenHash: string): Promise<number | null> {
    const [row] = await db
      .select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, clock.now())));
    return row?.expiresAt ?? null;
  }

  return {
    available: Boolean(listen),
    get size() {
      return size;
    },
    ready: async () => void (await subscribe()),
    accepts: (memberId) => (byMember.get(memberId)?.size ?? 0) < settings.maxStreamsPerMember,
    open({ memberId, tokenHash }) {
      let connection: Connection;
      return new ReadableStream<Uint8Array>({
        start(controller) {
          connection = { memberId, tokenHash, expiresAt: Number.POSITIVE_INFINITY, controller };
          // Registered before the session is read: a sign-out committed after that read reaches this stream as a notice.
          const streams = byMember.get(memberId);
          if (streams) streams.add(connection);
          else byMember.set(memberId, new Set([connection]));
          size += 1;
          if (!pingTimer) {
            pingTimer = setInterval(ping, settings.pingMs);
            pingTimer.unref();
          }
          void begin(connection);
        },
        // The browser left (the server cancels the response's reader when its socket closes).
        cancel() {
          remove(connection);
        },
      });
    },
  };
}
