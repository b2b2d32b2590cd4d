/**
 * Turns environment variables into the gateway's settings. Pure: index.ts
 * passes `process.env` in, so tests can check every message without touching
 * the real environment. Each refusal names the variable and what it accepts.
 */
import * as v from 'valibot';
import { defaultConfig, type GatewayConfig } from './config';

export type EncryptionScheme = 'v2' | 'legacy';

export interface GatewaySettings {
  port: number;
  host: string;
  /** PGlite data folder; ignored when `databaseUrl` is set. */
  dataDir: string;
  databaseUrl?: string;
  encryption: EncryptionScheme;
  /** STATIC_DIR as given; index.ts falls back to ./dist when it exists. */
  staticDir?: string;
  /** How often this instance looks for contract periods to settle (SETTLEMENT_INTERVAL_MS, 30 s unless told). */
  settlementIntervalMs: number;
  /** PostgreSQL connection pool: size, statement timeout and idle timeout (DB_POOL_MAX, DB_STATEMENT_TIMEOUT_MS, DB_IDLE_TIMEOUT_MS). */
  pool: { max: number; statementTimeoutMs: number; idleTimeoutMs: number; connectTimeoutMs: number };
  /** How long SIGTERM waits for requests in flight and the jobs' transaction before it closes anyway (SHUTDOWN_GRACE_MS). */
  shutdownGraceMs: number;
  config: GatewayConfig;
}

/** Unset and blank both mean "not given": '' after trimming. */
const text = v.pipe(v.optional(v.string(), ''), v.trim());
const orUndefined = (value: string): string | undefined => (value === '' ? undefined : value);

/** A whole number within bounds, `fallback` when unset; the message names the variable and the range. */
const wholeNumber = (name: string, fallback: number, min: number, max: number, unit: string) =>
  v.pipe(
    text,
    v.transform((value: string) => (value === '' ? fallback : Number(value))),
    v.check((n: number) => Number.isInteger(n) && n >= min && n <= max, `${name} must be a whole number of ${unit} from ${min} to ${max}`),
  );

const originPattern = /^https?:\/\/[^/\s]+$/;

const originList = (name: string) =>
  v.pipe(
    text,
    v.transform((value: string) => value.split(',').map((origin) => origin.trim().replace(/\/$/, '')).filter(Boolean)),
    v.check((origins: string[]) => origins.every((origin) => originPattern.test(origin)), `${name} must be a comma-separated list of origins such as https://portal.example.com`),
  );

const envSchema = v.object({
  PORT: v.pipe(
    text,
    v.transform((value: string) => (value === '' ? 8787 : Number(value))),
    v.check((port: number) => Number.isInteger(port) && port >= 0 && port <= 65535, 'PORT must be a whole number from 0 to 65535'),
  ),
  HOST: v.pipe(text, v.transform((value: string) => value || '127.0.0.1')),
  DATA_DIR: v.pipe(text, v.transform((value: string) => value || './data/pglite')),
  DATABASE_URL: v.pipe(
    text,
    v.check((url: string) => url === '' || /^postgres(ql)?:\/\//.test(url), 'DATABASE_URL must start with postgres:// or postgresql://'),
    v.transform(orUndefined),
  ),
  MERCHANT: v.pipe(
    text,
    v.transform((value: string) => value || defaultConfig.merchant),
    v.regex(/^[A-Za-z0-9_]{2,20}$/, 'MERCHANT must be 2 to 20 letters, digits or underscores'),
  ),
  SYSTEM_STATUS: v.pipe(
    text,
    v.check((value: string) => ['', '0', '1', '2'].includes(value), 'SYSTEM_STATUS must be 0 (normal), 1 (maintenance) or 2 (region block)'),
    v.transform((value: string) => (value === '' ? undefined : (Number(value) as 0 | 1 | 2))),
  ),
  NODE_ENV: text,
  TEST_HUMAN_CHECK: v.pipe(
    text,
    v.check((value: string) => ['', '0', '1', 'true', 'false'].includes(value), 'TEST_HUMAN_CHECK must be 1 or 0'),
    v.transform((value: string) => value === '1' || value === 'true'),
  ),
  CORS_ORIGINS: originList('CORS_ORIGINS'),
  GAME_FRAME_ORIGINS: originList('GAME_FRAME_ORIGINS'),
  TRUST_PROXY: v.pipe(
    text,
    v.transform((value: string) => (value === '' ? 0 : Number(value))),
    v.check((hops: number) => Number.isInteger(hops) && hops >= 0 && hops <= 5, 'TRUST_PROXY must be the number of reverse proxies in front of the gateway, 0 to 5'),
  ),
  RATE_LIMIT_SCALE: v.pipe(
    text,
    v.transform((value: string) => (value === '' ? 1 : Number(value))),
    v.check((scale: number) => Number.isFinite(scale) && scale >= 0 && scale <= 1000, 'RATE_LIMIT_SCALE must be a number from 0 (no limits) to 1000'),
  ),
  DEV_ENDPOINTS: v.pipe(
    text,
    v.check((value: string) => ['', '0', '1', 'true', 'false'].includes(value), 'DEV_ENDPOINTS must be 1 or 0'),
    v.transform((value: string) => value === '1' || value === 'true'),
  ),
  STATIC_DIR: v.pipe(text, v.transform(orUndefined)),
  DEMO_PROVIDER_URL: v.pipe(
    text,
    v.transform((value: string) => value.replace(/\/+$/, '')),
    v.check((url: string) => url === '' || originPattern.test(url), 'DEMO_PROVIDER_URL must be the origin of the demo provider process, such as http://127.0.0.1:8788'),
    v.transform(orUndefined),
  ),
  PHONE_AUTH: v.pipe(
    text,
    v.check((value: string) => value === '' || value === 'local', 'PHONE_AUTH must be local (the local third-party phone-authentication adapter) or unset'),
    v.transform((value: string) => (value === 'local' ? ('local' as const) : undefined)),
  ),
  DEFAULT_PASSWORD: v.pipe(
    text,
    v.check((value: string) => value === '' || /^[\x21-\x7e]{6,30}$/.test(value), 'DEFAULT_PASSWORD must be 6 to 30 printable characters without spaces'),
    v.transform(orUndefined),
  ),
  OPERATOR_KEY: v.pipe(
    text,
    v.check((value: string) => value === '' || /^[A-Za-z0-9._~+/-]{16,200}$/.test(value), 'OPERATOR_KEY must be 16 to 200 letters, digits or ._~+/- characters'),
    v.transform(orUndefined),
  ),
  OPERATOR_SECRET_KEY: v.pipe(
    text,
    v.check((value: string) => value === '' || /^[\x21-\x7e]{32,200}$/.test(value), 'OPERATOR_SECRET_KEY must be 32 to 200 printable characters without spaces'),
    v.transform(orUndefined),
  ),
  DB_POOL_MAX: wholeNumber('DB_POOL_MAX', 10, 1, 1000, 'connections'),
  DB_STATEMENT_TIMEOUT_MS: wholeNumber('DB_STATEMENT_TIMEOUT_MS', 30_000, 0, 3_600_000, 'milliseconds (0 switches the timeout off)'),
  DB_IDLE_TIMEOUT_MS: wholeNumber('DB_IDLE_TIMEOUT_MS', 30_000, 0, 3_600_000, 'milliseconds (0 keeps idle connections open)'),
  DB_CONNECT_TIMEOUT_MS: wholeNumber('DB_CONNECT_TIMEOUT_MS', 15_000, 100, 600_000, 'milliseconds'),
  SHUTDOWN_GRACE_MS: wholeNumber('SHUTDOWN_GRACE_MS', 10_000, 0, 600_000, 'milliseconds'),
  SETTLEMENT_INTERVAL_MS: v.pipe(
    text,
    v.transform((value: string) => (value === '' ? 30_000 : Number(value))),
    v.check((ms: number) => Number.isInteger(ms) && ms >= 50 && ms <= 3_600_000, 'SETTLEMENT_INTERVAL_MS must be a whole number of milliseconds from 50 to 3600000'),
  ),
  PROOF_OF_WORK_MAX_NUMBER: v.pipe(
    text,
    v.transform((value: string) => (value === '' ? undefined : Number(value))),
    v.check(
      (max: number | undefined) => max === undefined || (Number.isInteger(max) && max >= 1 && max <= 10_000_000),
      'PROOF_OF_WORK_MAX_NUMBER must be a whole number from 1 to 10000000',
    ),
  ),
  ENCRYPTION: v.pipe(
    text,
    v.transform((value: string) => value || 'v2'),
    v.picklist(['v2', 'legacy'], 'ENCRYPTION must be v2 or legacy'),
  ),
});

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid gateway settings:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

export function parseEnv(env: Record<string, string | undefined>): GatewaySettings {
  const parsed = v.safeParse(envSchema, env);
  if (!parsed.success) {
    throw new EnvError(
      parsed.issues.map((issue) => {
        const name = issue.path?.map((item) => String(item.key)).join('.') ?? '';
        return issue.message.startsWith(name) ? `${issue.message} (got ${JSON.stringify(env[name])})` : `${name}: ${issue.message}`;
      }),
    );
  }
  const values = parsed.output;
  const production = values.NODE_ENV === 'production';
  if (production && values.TEST_HUMAN_CHECK) {
    throw new EnvError(['TEST_HUMAN_CHECK=1 lets anyone pass the human check; it is refused when NODE_ENV=production']);
  }
  if (production && values.DEV_ENDPOINTS) {
    throw new EnvError(['DEV_ENDPOINTS=1 shows the SMS and e-mail outboxes; it is refused when NODE_ENV=production']);
  }
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir: values.DATA_DIR,
    databaseUrl: values.DATABASE_URL,
    encryption: values.ENCRYPTION,
    staticDir: values.STATIC_DIR,
    settlementIntervalMs: values.SETTLEMENT_INTERVAL_MS,
    pool: { max: values.DB_POOL_MAX, statementTimeoutMs: values.DB_STATEMENT_TIMEOUT_MS, idleTimeoutMs: values.DB_IDLE_TIMEOUT_MS, connectTimeoutMs: values.DB_CONNECT_TIMEOUT_MS },
    shutdownGraceMs: values.SHUTDOWN_GRACE_MS,
    config: {
      ...defaultConfig,
      merchant: values.MERCHANT,
      systemStatus: values.SYSTEM_STATUS,
      production,
      testHumanCheckBypass: values.TEST_HUMAN_CHECK,
      corsOrigins: values.CORS_ORIGINS,
      gameFrameOrigins: values.GAME_FRAME_ORIGINS,
      trustedProxies: values.TRUST_PROXY,
      rateLimitScale: values.RATE_LIMIT_SCALE,
      // Opt-in only: listening on loopback says nothing about a reverse proxy on the same host.
      devEndpoints: !production && values.DEV_ENDPOINTS,
      phoneAuth: values.PHONE_AUTH,
      defaultPassword: values.DEFAULT_PASSWORD,
      operatorKey: values.OPERATOR_KEY,
      operatorSecretKey: values.OPERATOR_SECRET_KEY,
      proofOfWorkMaxNumber: values.PROOF_OF_WORK_MAX_NUMBER,
      demoProviderUrl: values.DEMO_PROVIDER_URL,
    },
  };
}
