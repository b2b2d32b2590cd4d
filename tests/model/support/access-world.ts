/**
 * The real world the access machines are replayed in: a test gateway (human
 * check bypass on, a clock the test can move forward), the one HTTP client
 * per path with its own device id, in-memory stores for the token and
 * remember-me, a network switch that makes chosen calls fail the way a lost
 * connection does, and helpers that act like the person at the keyboard:
 * solve the slide puzzle, read the SMS outbox, plant a known captcha.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AnyActorRef } from 'xstate';
import { waitFor } from 'xstate';
import { startTestGateway, type TestGateway } from '../../../server/test/harness';
import type { GatewayConfig } from '../../../server/src/config';
import { humanChecks } from '../../../server/src/db/schema';
import { storeCaptcha } from '../../../server/src/domain/captcha';
import { challengeTtlMs } from '../../../server/src/domain/human-check';
import { keyboardPersonTrail } from '../../../server/test/human-check/person';
import type { RememberedLogin } from '../../../src/machines/login/login-rules';
import { createPayloadEncryptor } from '../../../src/services/crypto';
import { createHttpClient, type HttpClient } from '../../../src/services/http';
import { changeRequiredKey, type RememberStore, type SessionStore } from '../../../src/services/session-stores';

export interface World {
  gateway: TestGateway;
  now(): number;
  /** Moves the gateway's clock (and the actors' "now") forward. */
  advance(ms: number): void;
  network: NetworkSwitch;
  close(): Promise<void>;
}

export interface NetworkSwitch {
  /** Calls to these paths fail like a dropped connection until restored. */
  fail(paths: readonly string[]): void;
  restore(paths: readonly string[]): void;
}

const realFetch = globalThis.fetch;

/** One switch per test process, however many worlds it starts: the fetch wrapper is installed once. */
const failing = new Map<string, number>();
let installs = 0;

function installNetworkSwitch(): NetworkSwitch & { uninstall(): void } {
  if (installs++ === 0) {
    globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
      if ((failing.get(url.pathname) ?? 0) > 0) return Promise.reject(new TypeError('fetch failed'));
      return realFetch(input, init);
    };
  }
  return {
    fail: (paths) => paths.forEach((path) => failing.set(path, (failing.get(path) ?? 0) + 1)),
    restore: (paths) => paths.forEach((path) => failing.set(path, Math.max(0, (failing.get(path) ?? 0) - 1))),
    uninstall: () => {
      if (--installs === 0) globalThis.fetch = realFetch;
    },
  };
}

const consoleInfo = console.info;
let quiet = 0;

export async function startWorld(config: Partial<GatewayConfig> = {}): Promise<World> {
  // The local SMS and e-mail senders print to the console; the outbox is what the tests read.
  if (quiet++ === 0) console.info = () => {};
  let offset = 0;
  const clock = { now: () => Date.now() + offset };
  const gateway = await startTestGateway({ config: { testHumanCheckBypass: true, ...config }, clock });
  const network = installNetworkSwitch();
  return {
    gateway,
    now: clock.now,
    advance: (ms) => {
      offset += ms;
    },
    network,
    async close() {
      if (--quiet === 0) console.info = consoleInfo;
      network.uninstall();
      await gateway.close();
    },
  };
}

/** sessionStorage and the remember-me cookie, in memory. */
export function memoryStores() {
  const session = new Map<string, string>([['merchantCode', 'XSP']]);
  let remembered: RememberedLogin | null = null;
  const store: SessionStore = {
    takeQueryToken: () => null,
    read: () => session.get('token') ?? null,
    write: (token) => void session.set('token', token),
    readChangeRequired: () => session.get(changeRequiredKey) === 'true',
    writeChangeRequired: (required) => void (required ? session.set(changeRequiredKey, 'true') : session.delete(changeRequiredKey)),
    clear: () => {
      for (const key of [...session.keys()]) if (key !== 'merchantCode' && key !== 'merchant') session.delete(key);
    },
  };
  const remember: RememberStore = {
    read: () => remembered,
    write: (value) => {
      remembered = value;
    },
    forget: () => {
      remembered = null;
    },
  };
  return { session, store, remember, remembered: () => remembered };
}

export interface PathClient {
  http: HttpClient;
  deviceId: string;
  /** What the client calls when a call finds the session gone; the test points it at its actor. */
  onSessionExpired: () => void;
}

export function createPathClient(world: World, store: SessionStore): PathClient {
  const client: PathClient = { http: null as unknown as HttpClient, deviceId: `model-${randomUUID()}`, onSessionExpired: () => {} };
  client.http = createHttpClient({
    baseURL: world.gateway.url,
    merchant: world.gateway.deps.config.merchant,
    getToken: () => store.read(),
    getLanguage: () => 'EN',
    getDeviceId: () => client.deviceId,
    encryptor: createPayloadEncryptor('v2'),
    onSessionExpired: () => client.onSessionExpired(),
    timeout: 15_000,
  });
  return client;
}

export type DropCase = 'solve' | 'keys' | 'miss' | 'late';

/** A drag a hand could have made: uneven steps, a wobble in y, a few hundred milliseconds. */
export function humanTrail(toX: number, y: number, startAt: number) {
  const points = [];
  const steps = 9;
  for (let i = 0; i <= steps; i++) {
    const progress = i === steps ? 1 : Math.sin((i / steps) * (Math.PI / 2)) * 0.97;
    points.push({ x: Math.round(toX * progress), y: y + (i % 3 === 0 ? 1 : 0), t: startAt + i * 40 + i * i * 3 });
  }
  return points;
}

/** Plays the person at the slide puzzle of a human-check actor: solve it (by drag or by keys), miss it, or drop after the challenge died. */
export async function dragPiece(world: World, humanCheck: AnyActorRef, how: DropCase): Promise<void> {
  const ready = await waitFor(humanCheck, (snapshot) => snapshot.matches({ answering: 'dragging' }), { timeout: 10_000 });
  const challenge = ready.context.challenge as { id: string; y: number; width: number; pieceSize: number };
  const [row] = await world.gateway.db.select({ answerX: humanChecks.answerX }).from(humanChecks).where(eq(humanChecks.id, challenge.id));
  if (!row) throw new Error(`challenge ${challenge.id} not stored`);
  if (how === 'late') world.advance(challengeTtlMs + 1_000);
  const x = how === 'miss' ? (row.answerX > challenge.width / 2 ? row.answerX - 40 : row.answerX + 40) : row.answerX;
  if (how === 'keys') humanCheck.send({ type: 'piece.drop', x, trail: keyboardPersonTrail(x), gesture: 'keys' });
  else humanCheck.send({ type: 'piece.drop', x, trail: humanTrail(x, challenge.y, Date.now()) });
}

/** The newest code the outbox holds for a number (what the phone shows). */
export async function latestSmsCode(world: World, mobile: string, countryDialingCode = '+63'): Promise<string> {
  const query = new URLSearchParams({ mobile, countryDialingCode });
  const response = await realFetch(`${world.gateway.url}/dev/sms-outbox?${query}`);
  const body = (await response.json()) as { value: { code: string | null }[] };
  const code = body.value[0]?.code;
  if (!code) throw new Error(`no SMS for ${countryDialingCode} ${mobile}`);
  return code;
}

/** Replaces the device's live captcha with a known answer, as a person reading the picture would know it. */
export async function plantCaptcha(world: World, deviceId: string, answer = 'K7PX'): Promise<string> {
  await storeCaptcha(world.gateway.deps, deviceId, answer);
  return answer;
}

/** Unique values for accounts and numbers created during a run. */
let serial = 0;
export const uniqueSuffix = (): string => `${Date.now().toString(36).slice(-4)}${(serial++).toString(36)}`.replace(/[^a-z0-9]/g, '');
export const uniqueMobile = (): string => `91${String(Date.now() % 1e6).padStart(6, '0')}${String(serial++ % 100).padStart(2, '0')}`;
