/** The provider process's settings: what it needs is asked for by name, the rest has defaults. */
import { expect, it } from 'vitest';
import { parseProviderEnv } from '../../src/provider/env';

const key = `wk_abcdEFGH1234.${'s'.repeat(43)}`;

it('takes the key it was given and defaults the rest', () => {
  expect(parseProviderEnv({ PROVIDER_KEY: key })).toEqual({
    walletUrl: 'http://127.0.0.1:8787',
    providerId: 'demo',
    key,
    port: 8788,
    host: '127.0.0.1',
    databaseUrl: undefined,
    dataDir: './data/provider-pglite',
  });
  expect(parseProviderEnv({ PROVIDER_KEY: key, WALLET_URL: 'https://wallet.example.com/', PROVIDER_DATABASE_URL: 'postgres://x/y' })).toMatchObject({
    walletUrl: 'https://wallet.example.com',
    databaseUrl: 'postgres://x/y',
  });
});

it('refuses a missing or malformed key, wallet address or port, naming each', () => {
  expect(() => parseProviderEnv({})).toThrow(/PROVIDER_KEY/);
  expect(() => parseProviderEnv({ PROVIDER_KEY: key, WALLET_URL: 'wallet.example.com' })).toThrow(/WALLET_URL/);
  expect(() => parseProviderEnv({ PROVIDER_KEY: key, PROVIDER_PORT: 'x' })).toThrow(/PROVIDER_PORT/);
});
