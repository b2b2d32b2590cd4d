/**
 * LISTEN for one gateway instance. PGlite hands notifications to its own
 * process; on PostgreSQL one dedicated connection per instance listens (a
 * pool client held forever would take one of the pool's ten for good).
 *
 * A dropped connection misses every notification sent while it is down, so
 * it reconnects with backoff and then tells each subscriber to
 * resynchronise. A connection that hangs without an error (a network that
 * drops packets) is found by a `select 1` every `healthCheckMs`.
 */
import pg from 'pg';

export interface ListenOptions {
  /** Called after the connection came back: notifications may have been missed in between. */
  onReconnect?(): void;
}

/** Subscribes to a channel; the answer unsubscribes. */
export type Listen = (channel: string, onPayload: (payload: string) => void, options?: ListenOptions) => Promise<() => Promise<void>>;

export interface ListenerSettings {
  minBackoffMs: number;
  maxBackoffMs: number;
  healthCheckMs: number;
}

const defaultSettings: ListenerSettings = { minBackoffMs: 100, maxBackoffMs: 10_000, healthCheckMs: 30_000 };

interface Subscriber {
  onPayload(payload: string): void;
  options: ListenOptions;
}

const quoted = (channel: string) => `"${channel.replace(/"/g, '""')}"`;

export function postgresListener(connectionString: string, settings: Partial<ListenerSettings> = {}): { listen: Listen; close(): Promise<void> } {
  const { minBackoffMs, maxBackoffMs, healthCheckMs } = { ...defaultSettings, ...settings };
  const channels = new Map<string, Set<Subscriber>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;
  let healthCheck: NodeJS.Timeout | undefined;

  function connect(): Promise<pg.Client> {
    connecting ??= (async () => {
      // query_timeout: a health check that gets no answer ends the connection, which reconnects.
      const next = new pg.Client({ connectionString, keepAlive: true, query_timeout: Math.max(1000, healthCheckMs / 2), application_name: 'gateway-live' });
      next.on('notification', (message) => {
        for (const subscriber of channels.get(message.channel) ?? []) subscriber.onPayload(message.payload ?? '');
      });
      next.on('error', () => lost(next));
      next.on('end', () => lost(next));
      try {
        await next.connect();
        for (const channel of channels.keys()) await next.query(`listen ${quoted(channel)}`);
      } catch (error) {
        next.removeAllListeners('end');
        next.on('error', () => undefined);
        await next.end().catch(() => undefined);
        throw error;
      }
      if (closed) {
        await next.end().catch(() => undefined);
        throw new Error('the listener is closed');
      }
      client = next;
      return next;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  }

  function lost(which: pg.Client): void {
    if (which !== client) return;
    client = null;
    which.removeAllListeners('notification');
    which.end().catch(() => undefined);
    if (!closed) reconnectLater();
  }

  function reconnectLater(): void {
    if (retry || closed) return;
    const ceiling = Math.min(maxBackoffMs, minBackoffMs * 2 ** failures);
    retry = setTimeout(() => {
      retry = undefined;
      // A subscription made during the outage may have connected already; the subscribers still missed notifications.
      (client ? Promise.resolve(client) : connect()).then(
        () => {
          failures = 0;
          for (const subscribers of channels.values()) for (const subscriber of subscribers) subscriber.options.onReconnect?.();
        },
        () => {
          failures += 1;
          reconnectLater();
        },
      );
    }, ceiling / 2 + Math.random() * (ceiling / 2));
    retry.unref();
  }

  const listen: Listen = async (channel, onPayload, options = {}) => {
    if (closed) throw new Error('the listener is closed');
    if (!healthCheck) {
      healthCheck = setInterval(() => client?.query('select 1').catch(() => undefined), healthCheckMs);
      healthCheck.unref();
    }
    const subscriber: Subscriber = { onPayload, options };
    const known = channels.get(channel);
    if (known) known.add(subscriber);
    else channels.set(channel, new Set([subscriber]));
    try {
      // A connection made now listens on every channel of the map, this one included.
      const current = client ?? (await connect());
      if (!known) await current.query(`listen ${quoted(channel)}`);
    } catch (error) {
      if (client || connecting || retry) return unsubscribeOf(channel, subscriber);
      channels.get(channel)?.delete(subscriber);
      throw error;
    }
    return unsubscribeOf(channel, subscriber);
  };

  function unsubscribeOf(channel: string, subscriber: Subscriber): () => Promise<void> {
    return async () => {
      const subscribers = channels.get(channel);
      if (!subscribers?.delete(subscriber) || subscribers.size > 0) return;
      channels.delete(channel);
      await client?.query(`unlisten ${quoted(channel)}`).catch(() => undefined);
    };
  }

  return {
    listen,
    async close() {
      closed = true;
      clearInterval(healthCheck);
      clearTimeout(retry);
      const current = client ?? (await connecting?.catch(() => null));
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
