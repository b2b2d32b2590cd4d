/**
 * The settings of the demo provider running as its own process, from its
 * environment: where the wallet API is, who it is there, its key, where it
 * listens and where it keeps its own rows. Pure, like the gateway's env.ts.
 */
import * as v from 'valibot';

export interface ProviderSettings {
  walletUrl: string;
  providerId: string;
  /** `<keyId>.<secret>` as the operator's `provider-add` or `provider-rotate-key` printed it. */
  key: string;
  port: number;
  host: string;
  /** Its own database: PostgreSQL when given, else a PGlite folder. */
  databaseUrl?: string;
  dataDir: string;
}

const text = v.pipe(v.optional(v.string(), ''), v.trim());

const schema = v.object({
  WALLET_URL: v.pipe(
    text,
    v.transform((value: string) => (value || 'http://127.0.0.1:8787').replace(/\/+$/, '')),
    v.regex(/^https?:\/\/[^/\s]+$/, 'WALLET_URL must be the gateway’s origin, such as http://127.0.0.1:8787'),
  ),
  PROVIDER_ID: v.pipe(
    text,
    v.transform((value: string) => value || 'demo'),
    v.regex(/^[a-z0-9][a-z0-9-]{1,31}$/, 'PROVIDER_ID must be the provider id the operator registered'),
  ),
  PROVIDER_KEY: v.pipe(text, v.regex(/^wk_[A-Za-z0-9_-]{4,40}\.[A-Za-z0-9_-]{20,100}$/, 'PROVIDER_KEY must be the key the operator CLI printed (wk_….…)')),
  PROVIDER_PORT: v.pipe(
    text,
    v.transform((value: string) => (value === '' ? 8788 : Number(value))),
    v.check((port: number) => Number.isInteger(port) && port >= 0 && port <= 65535, 'PROVIDER_PORT must be a whole number from 0 to 65535'),
  ),
  PROVIDER_HOST: v.pipe(text, v.transform((value: string) => value || '127.0.0.1')),
  PROVIDER_DATABASE_URL: v.pipe(
    text,
    v.check((url: string) => url === '' || /^postgres(ql)?:\/\//.test(url), 'PROVIDER_DATABASE_URL must start with postgres:// or postgresql://'),
  ),
  PROVIDER_DATA_DIR: v.pipe(text, v.transform((value: string) => value || './data/provider-pglite')),
});

export function parseProviderEnv(env: Record<string, string | undefined>): ProviderSettings {
  const parsed = v.safeParse(schema, env);
  if (!parsed.success) {
    throw new Error(`Invalid provider settings:\n${parsed.issues.map((issue) => `  - ${issue.message}`).join('\n')}`);
  }
  const values = parsed.output;
  return {
    walletUrl: values.WALLET_URL,
    providerId: values.PROVIDER_ID,
    key: values.PROVIDER_KEY,
    port: values.PROVIDER_PORT,
    host: values.PROVIDER_HOST,
    databaseUrl: values.PROVIDER_DATABASE_URL || undefined,
    dataDir: values.PROVIDER_DATA_DIR,
  };
}
