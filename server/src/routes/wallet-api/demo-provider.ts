/**
 * Where the gateway's demo games come from. By default the demo provider
 * runs inside the gateway: its wallet client sends the same signed requests
 * a remote provider sends, handed to the wallet API's own request handler
 * instead of the network (signature check, validation and all), under the
 * demo provider's key, registered on first use. With DEMO_PROVIDER_URL the
 * provider runs as its own process (`npm run provider`), and the gateway
 * forwards the game pages and their API to it, so launch addresses and the
 * pages' same-origin rules stay as they are.
 */
import type { Hono } from 'hono';
import { proxy } from 'hono/proxy';
import { demoProviderId, demoProviderKey } from '../../domain/wallet-api/provider-keys';
import type { GatewayDeps, GatewayEnv } from '../../http/context';
import { createProviderApp, providerBase, providerDeps, registerWallet } from '../../provider';
import { createWalletClient } from '../../provider/wallet/client';
import type { ProviderCredentials } from '../../provider/wallet/sign';
import type { WalletEnv } from './signature';

function inProcessCredentials(deps: GatewayDeps) {
  let held: Promise<ProviderCredentials> | null = null;
  const load = async (): Promise<ProviderCredentials> => {
    const key = await demoProviderKey(deps, deps.clock.now());
    if (!key) throw new Error('the demo provider is revoked: its games take no rounds');
    return { providerId: demoProviderId, key };
  };
  return {
    credentials: () => {
      held ??= load().catch((error: unknown) => {
        held = null;
        throw error;
      });
      return held;
    },
    /** A rotated key: read the newest one at the next call. */
    forget: () => {
      held = null;
    },
  };
}

/**
 * The provider's pages send their own policy, which the gateway's security
 * headers leave alone, and it names no frame ancestors: the gateway adds
 * them, so that only the portal (this origin and CORS_ORIGINS) may frame the
 * games, as with the gateway's own pages. A policy that names its own is kept.
 */
function framedByPortalOnly(app: Hono<GatewayEnv>, corsOrigins: readonly string[]): void {
  const ancestors = ["'self'", ...corsOrigins].join(' ');
  app.use(`${providerBase}/*`, async (c, next) => {
    await next();
    const policy = c.res.headers.get('Content-Security-Policy');
    if (!policy || /(^|;)\s*frame-ancestors\s/i.test(policy)) return;
    c.res.headers.set('Content-Security-Policy', `${policy}; frame-ancestors ${ancestors}`);
  });
}

export function mountDemoProvider(app: Hono<GatewayEnv>, deps: GatewayDeps, walletApi: Hono<WalletEnv>): void {
  framedByPortalOnly(app, deps.config.corsOrigins);
  const remote = deps.config.demoProviderUrl;
  if (remote) {
    app.all(`${providerBase}/*`, (c) => {
      const url = new URL(c.req.url);
      return proxy(`${remote}${url.pathname}${url.search}`, { raw: c.req.raw, headers: { ...c.req.header(), authorization: undefined, cookie: undefined } });
    });
    return;
  }
  const key = inProcessCredentials(deps);
  const wallet = createWalletClient({
    baseUrl: 'http://gateway.internal',
    transport: (request) => Promise.resolve(walletApi.fetch(request)),
    credentials: key.credentials,
    onKeyRefused: key.forget,
    clock: deps.clock,
  });
  registerWallet(deps.db, wallet);
  app.route('/', createProviderApp(providerDeps({ db: deps.db, clock: deps.clock, random: deps.random, wallet })));
}
