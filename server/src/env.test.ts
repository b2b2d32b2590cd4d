/** Environment parsing: defaults, each refusal's message, and the production guard. */
import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

const problems = (env: Record<string, string>) => {
  try {
    parseEnv(env);
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  return [];
};

describe('parseEnv', () => {
  it('has defaults for everything', () => {
    const settings = parseEnv({});
    expect(settings).toMatchObject({ port: 8787, host: '127.0.0.1', dataDir: './data/pglite', encryption: 'v2', databaseUrl: undefined, staticDir: undefined });
    expect(settings.config).toMatchObject({ merchant: 'XSP', production: false, testHumanCheckBypass: false, corsOrigins: [], systemStatus: undefined });
  });

  it('reads every setting', () => {
    const settings = parseEnv({
      PORT: '9000',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u@db/x',
      MERCHANT: 'ABC',
      SYSTEM_STATUS: '2',
      TEST_HUMAN_CHECK: '1',
      CORS_ORIGINS: 'https://a.example, http://localhost:5173/',
      STATIC_DIR: 'build',
      ENCRYPTION: 'legacy',
    });
    expect(settings).toMatchObject({ port: 9000, host: '0.0.0.0', databaseUrl: 'postgres://u@db/x', staticDir: 'build', encryption: 'legacy' });
    expect(settings.config).toMatchObject({ merchant: 'ABC', systemStatus: 2, testHumanCheckBypass: true, corsOrigins: ['https://a.example', 'http://localhost:5173'] });
  });

  it('reads the phone-authentication adapter and the weak default password', () => {
    expect(parseEnv({ PHONE_AUTH: 'local', DEFAULT_PASSWORD: 'Welcome1' }).config).toMatchObject({ phoneAuth: 'local', defaultPassword: 'Welcome1' });
    expect(parseEnv({}).config.phoneAuth).toBeUndefined();
    expect(problems({ PHONE_AUTH: 'firebase', DEFAULT_PASSWORD: 'a b' }).join('\n')).toMatch(/PHONE_AUTH must be local[\s\S]*DEFAULT_PASSWORD must be 6 to 30/);
  });

  it('reads how often this instance settles contract periods', () => {
    expect(parseEnv({}).settlementIntervalMs).toBe(30_000);
    expect(parseEnv({ SETTLEMENT_INTERVAL_MS: '100' }).settlementIntervalMs).toBe(100);
    expect(problems({ SETTLEMENT_INTERVAL_MS: '10' })[0]).toMatch(/SETTLEMENT_INTERVAL_MS must be a whole number of milliseconds from 50 to 3600000/);
  });

  it('reads the proof-of-work difficulty', () => {
    expect(parseEnv({}).config.proofOfWorkMaxNumber).toBeUndefined();
    expect(parseEnv({ PROOF_OF_WORK_MAX_NUMBER: '20000' }).config.proofOfWorkMaxNumber).toBe(20_000);
    expect(problems({ PROOF_OF_WORK_MAX_NUMBER: '0' })[0]).toMatch(/PROOF_OF_WORK_MAX_NUMBER must be a whole number from 1 to 10000000/);
  });

  it('treats blank values as unset', () => {
    expect(parseEnv({ PORT: ' ', SYSTEM_STATUS: '' }).port).toBe(8787);
  });

  it('names each bad variable and what it accepts', () => {
    const found = problems({ PORT: '70000', SYSTEM_STATUS: '3', ENCRYPTION: 'rot13', DATABASE_URL: 'mysql://x', CORS_ORIGINS: 'nope', MERCHANT: 'a b' });
    expect(found).toHaveLength(6);
    expect(found.join('\n')).toMatch(/PORT must be .*"70000"/);
    expect(found.join('\n')).toMatch(/SYSTEM_STATUS must be 0 \(normal\), 1 \(maintenance\) or 2 \(region block\)/);
    expect(found.join('\n')).toMatch(/ENCRYPTION must be v2 or legacy/);
  });

  it('refuses the human-check bypass in production', () => {
    expect(problems({ NODE_ENV: 'production', TEST_HUMAN_CHECK: '1' })[0]).toMatch(/TEST_HUMAN_CHECK=1 .* refused when NODE_ENV=production/);
    expect(parseEnv({ NODE_ENV: 'production' }).config.production).toBe(true);
  });

  it('opens /dev/* only when asked, never in production', () => {
    expect(parseEnv({}).config.devEndpoints).toBe(false);
    expect(parseEnv({ HOST: '127.0.0.1' }).config.devEndpoints).toBe(false);
    expect(parseEnv({ HOST: '::1', DEV_ENDPOINTS: '0' }).config.devEndpoints).toBe(false);
    expect(parseEnv({ DEV_ENDPOINTS: '1' }).config.devEndpoints).toBe(true);
    expect(parseEnv({ HOST: '0.0.0.0', DEV_ENDPOINTS: '1' }).config.devEndpoints).toBe(true);
    expect(parseEnv({ NODE_ENV: 'production' }).config.devEndpoints).toBe(false);
    expect(problems({ NODE_ENV: 'production', DEV_ENDPOINTS: '1' })[0]).toMatch(/DEV_ENDPOINTS=1 .* refused when NODE_ENV=production/);
  });

  it('reads the game-provider origins the game frame may show', () => {
    expect(parseEnv({ GAME_FRAME_ORIGINS: 'https://games.example/, https://live.example' }).config.gameFrameOrigins).toEqual(['https://games.example', 'https://live.example']);
    expect(problems({ GAME_FRAME_ORIGINS: 'games' })[0]).toMatch(/GAME_FRAME_ORIGINS must be a comma-separated list of origins/);
  });

  it('reads the proxies in front of the gateway', () => {
    expect(parseEnv({}).config.trustedProxies).toBe(0);
    expect(parseEnv({ TRUST_PROXY: '1' }).config.trustedProxies).toBe(1);
    expect(problems({ TRUST_PROXY: 'yes' })[0]).toMatch(/TRUST_PROXY must be the number of reverse proxies/);
  });

  it('reads the scale of the rate limits', () => {
    expect(parseEnv({}).config.rateLimitScale).toBe(1);
    expect(parseEnv({ RATE_LIMIT_SCALE: '0' }).config.rateLimitScale).toBe(0);
    expect(problems({ RATE_LIMIT_SCALE: '-1' })[0]).toMatch(/RATE_LIMIT_SCALE must be a number/);
  });
});
