/** Small fetch helpers for gateway tests: real HTTP, the wire headers of the portal. */
import { calls, type CallName } from '../../src/services/calls';
import type { Envelope } from '../../src/services/envelope';
import { headers } from '../../src/services/headers';
import { openSession } from '../src/domain/sessions';
import { members } from '../src/db/schema';
import type { TestGateway } from './harness';

export interface CallOptions {
  query?: Record<string, string>;
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  /** Overrides the registry's method (for 405 checks). */
  method?: string;
}

export interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  body: Envelope<T>;
}

export async function callGateway<T = unknown>(gateway: TestGateway, name: CallName, options: CallOptions = {}): Promise<Answer<T>> {
  const def = calls[name];
  const url = new URL(def.path, gateway.url);
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
  const response = await fetch(url, {
    method: options.method ?? def.method,
    headers: {
      [headers.merchant]: gateway.deps.config.merchant,
      [headers.device]: 'web',
      [headers.language]: 'EN',
      ...(options.token ? { [headers.authorization]: options.token } : {}),
      ...(options.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...options.headers,
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Envelope<T> };
}

let memberCounter = 0;

/** A member straight in the database with a live session: for token calls without going through login. */
export async function memberWithSession(gateway: TestGateway, fields: Partial<typeof members.$inferInsert> = {}): Promise<{ id: number; token: string }> {
  const now = gateway.deps.clock.now();
  const [row] = await gateway.db
    .insert(members)
    .values({
      account: `tester${++memberCounter}${process.pid}`,
      nickname: 'Tester',
      passwordHash: 'unused',
      passwordChangedAt: now,
      createdAt: now,
      ...fields,
    })
    .returning({ id: members.id });
  return { id: row.id, token: await openSession(gateway.deps, row.id) };
}
