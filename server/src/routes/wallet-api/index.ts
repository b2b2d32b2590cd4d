/**
 * The seamless-wallet API for game providers, under /wallet/v1: its own
 * area of the gateway, reached only with a provider's signed requests. Its
 * OpenAPI document, generated from the same valibot schemas the calls
 * validate with (hono-openapi), is served unsigned at /wallet/v1/openapi.json.
 */
import { Hono } from 'hono';
import { openAPIRouteHandler } from 'hono-openapi';
import { brandCurrency } from '../../domain/wallet';
import { contentVersionReader } from '../../cache/content-version';
import { valueByVersion } from '../../cache/versioned-value';
import { cachedAllowedGames } from '../../domain/wallet-api/games';
import { clockSkewMs, signatureHeaders } from '../../domain/wallet-api/signature';
import type { GatewayDeps, GatewayEnv } from '../../http/context';
import { walletFailure } from './answers';
import { mountCalls } from './calls';
import { verifySignature, type WalletEnv } from './signature';

export const walletApiBase = '/wallet/v1';

const signingNote = `Every call is signed with HMAC-SHA256 under the provider's key secret, over the method, the path, the timestamp and the raw body, one per line: \`POST\\n/wallet/v1/bet\\n<timestamp>\\n<body>\`. Headers: ${Object.values(signatureHeaders).join(', ')} (hex). The timestamp is milliseconds since 1970 and must be within ${clockSkewMs / 60_000} minutes of the wallet's clock.`;

/**
 * The wallet API as an app of its own, answering /wallet/v1/*: the gateway
 * mounts it, and the in-process demo provider hands its signed requests
 * straight to its fetch (the gateway's page middleware has nothing to add to
 * a call that never crossed the network).
 */
export function createWalletApi(deps: GatewayDeps): Hono<WalletEnv> {
  const currencyAt = valueByVersion(() => brandCurrency(deps.db));
  const allowedGameAt = cachedAllowedGames();
  const calls = new Hono<WalletEnv>();
  // The signature check reads the content version once; the call's caches answer from that read, so a wallet call
  // costs one version read (none inside its money transaction, where a pool wait could starve the pool).
  calls.use('*', verifySignature(contentVersionReader(deps.db)));
  mountCalls(calls, (c) => {
    const version = c.get('contentVersion');
    return {
      db: deps.db,
      now: deps.clock.now(),
      providerId: c.get('walletProvider'),
      currency: () => currencyAt(version),
      allowedGame: (tx, providerId, gameCode) => allowedGameAt(tx, providerId, gameCode, version),
    };
  });
  calls.onError((error, c) => walletFailure(c, error));
  const api = new Hono<WalletEnv>();
  api.use(`${walletApiBase}/*`, async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  api.get(
    `${walletApiBase}/openapi.json`,
    openAPIRouteHandler(calls, {
      documentation: {
        info: { title: 'Seamless wallet API', version: '1.0.0', description: signingNote },
        servers: [{ url: walletApiBase }],
        components: {
          securitySchemes: Object.fromEntries(Object.values(signatureHeaders).map((name) => [name, { type: 'apiKey', in: 'header', name }])),
        },
        security: [Object.fromEntries(Object.values(signatureHeaders).map((name) => [name, []]))],
      },
    }),
  );
  api.route(walletApiBase, calls);
  return api;
}

export function mountWalletApi(app: Hono<GatewayEnv>, deps: GatewayDeps): Hono<WalletEnv> {
  const api = createWalletApi(deps);
  app.route('/', api);
  return api;
}
