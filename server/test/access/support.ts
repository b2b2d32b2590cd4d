/**
 * Helpers for the access tests: a clock tests can move, device ids, calls
 * over real HTTP with E-call encryption, and the steps a real portal takes
 * (passing the slide puzzle, reading an SMS code from the dev outbox).
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { calls, type CallName } from '../../../src/services/calls';
import { createPayloadEncryptor } from '../../../src/services/crypto';
import type { Envelope } from '../../../src/services/envelope';
import { headers } from '../../../src/services/headers';
import type { HumanCheckAction, HumanCheckChallenge, LoginResult } from '../../../src/services/schemas/account';
import type { Clock } from '../../src/config';
import { humanChecks } from '../../src/db/schema';
import type { DatabaseKind } from '../databases';
import type { TestGateway } from '../harness';
import { solveProof } from './proof-solver';

export { solveProof };

export interface MovableClock extends Clock {
  advance(ms: number): void;
}

export function movableClock(start = Date.now()): MovableClock {
  let now = start;
  return { now: () => now, advance: (ms) => void (now += ms) };
}

/** One clock per database kind, so the PGlite and the PostgreSQL runs see the same times. */
export const movableClocks = (): Record<DatabaseKind, MovableClock> => ({ pglite: movableClock(), postgres: movableClock() });

export const newDevice = (): string => `device-${randomUUID()}`;

export interface SendOptions {
  device?: string;
  token?: string;
  data?: Record<string, unknown>;
  headers?: Record<string, string>;
}

export interface Answer<T = unknown> {
  status: number;
  body: Envelope<T>;
}

const encryptor = createPayloadEncryptor('v2');
const moduli = new Map<string, string>();

/** The gateway's RSA modulus, fetched once per gateway. */
export async function modulusOf(gateway: TestGateway): Promise<string> {
  let modulus = moduli.get(gateway.url);
  if (!modulus) {
    modulus = (await (await fetch(new URL(calls.rsaKey.path, gateway.url))).text()).trim();
    moduli.set(gateway.url, modulus);
  }
  return modulus;
}

/** One call as the portal's client makes it: query for GET, encrypted body for E calls, a form where the registry says so. */
export async function send<T = unknown>(gateway: TestGateway, name: CallName, options: SendOptions = {}): Promise<Answer<T>> {
  const def = calls[name];
  const url = new URL(def.path, gateway.url);
  const requestHeaders: Record<string, string> = {
    [headers.merchant]: gateway.deps.config.merchant,
    [headers.device]: 'web',
    [headers.language]: 'EN',
    ...(options.device ? { [headers.deviceId]: options.device } : {}),
    ...(options.token ? { [headers.authorization]: options.token } : {}),
    ...options.headers,
  };
  const data = options.data ?? {};
  const asText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value) ?? '');
  let body: string | undefined;
  if (def.method === 'GET') {
    for (const [key, value] of Object.entries(data)) url.searchParams.set(key, asText(value));
  } else if (def.encrypted) {
    const encrypted = await encryptor.encrypt(data, await modulusOf(gateway));
    requestHeaders[headers.encryption] = encrypted.header;
    requestHeaders['Content-Type'] = 'application/json';
    body = JSON.stringify({ value: encrypted.value });
  } else if (def.form) {
    requestHeaders['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(Object.entries(data).map(([key, value]) => [key, asText(value)])).toString();
  } else {
    requestHeaders['Content-Type'] = 'application/json';
    body = JSON.stringify(data);
  }
  const response = await fetch(url, { method: def.method, headers: requestHeaders, body });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

/** A drag a person could make: accelerating, wobbling a little, taking its time. */
export function humanTrail(targetX: number, y = 40): { x: number; y: number; t: number }[] {
  const steps = 18;
  return Array.from({ length: steps + 1 }, (_, i) => {
    const progress = i / steps;
    const eased = 1 - (1 - progress) ** 3;
    return { x: Math.round(targetX * eased * 10) / 10, y: y + Math.round(Math.sin(i * 1.7) * 2), t: i * 25 + (i % 3) * 4 };
  });
}

/** Solves the slide puzzle the way the tests may: by reading the answer the server kept. */
export async function passHumanCheck(gateway: TestGateway, device: string, action: HumanCheckAction): Promise<string> {
  const challenge = await send<HumanCheckChallenge>(gateway, 'humanCheckChallenge', { device });
  const [row] = await gateway.db.select().from(humanChecks).where(eq(humanChecks.id, challenge.body.value.id));
  const answer = await send<{ token: string }>(gateway, 'humanCheckVerify', {
    device,
    data: { id: challenge.body.value.id, x: row.answerX, trail: humanTrail(row.answerX), action, proofOfWork: await solveProof(challenge.body.value) },
  });
  if (!answer.body.success) throw new Error(`human check refused: ${answer.body.errorCode}`);
  return answer.body.value.token;
}

/** The newest code sent to the number, read from the development outbox. */
export async function latestSmsCode(gateway: TestGateway, mobile: string): Promise<string | null> {
  const response = await fetch(new URL(`/dev/sms-outbox?mobile=${encodeURIComponent(mobile)}`, gateway.url));
  const body = (await response.json()) as Envelope<{ code: string | null }[]>;
  return body.value[0]?.code ?? null;
}

export async function loginWithPassword(gateway: TestGateway, username: string, password: string, device = newDevice(), extra: Record<string, unknown> = {}): Promise<Answer<LoginResult>> {
  const humanCheckToken = await passHumanCheck(gateway, device, 'login');
  return send<LoginResult>(gateway, 'login', { device, data: { username, password, captcha: '', type: 'username', humanCheckToken, ...extra } });
}

/**
 * A username login from another address and browser, on a gateway with the test bypass of the slide check
 * (the test gateways trust one proxy, so X-Forwarded-For names the caller); answers the session token.
 */
export async function signInFrom(gateway: TestGateway, username: string, password: string, ip: string, userAgent: string): Promise<string> {
  const answer = await send<LoginResult>(gateway, 'login', {
    device: newDevice(),
    headers: { 'X-Forwarded-For': ip, 'User-Agent': userAgent },
    data: { username, password, type: 'username', humanCheckToken: 'bypassed' },
  });
  if (!answer.body.success) throw new Error(`login refused: ${answer.body.errorCode}`);
  return answer.body.value.token;
}
