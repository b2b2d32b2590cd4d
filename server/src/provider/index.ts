/**
 * The demo game provider: the pages the portal's iframe opens (slot, duel
 * tables, lottery), their scripts and styles, and the JSON API they play
 * through, under /provider/demo. It reaches money only through the wallet
 * API, with signed calls from its wallet client; its own rows are the round
 * claims and the lottery's draws and tickets. It runs inside the gateway by
 * default (routes/wallet-api/demo-provider.ts wires it) or as its own
 * process (main.ts, `npm run provider`).
 */
import { Hono } from 'hono';
import type { ProviderDeps, ProviderEnv } from './deps';
import { providerApi } from './http/api-routes';
import { mountPages, providerBase } from './http/pages';

export { providerBase };
export { providerDeps, registerWallet, type ProviderDeps } from './deps';
export { runDueDraws, startDrawJob, type DrawJob } from './lotto/draw-job';

/** The provider's pages and API, answering under `providerBase`. */
export function createProviderApp(deps: ProviderDeps): Hono<ProviderEnv> {
  const provider = new Hono<ProviderEnv>();
  provider.use('*', async (c, next) => {
    c.set('providerDeps', deps);
    await next();
  });
  provider.route('/api', providerApi());
  mountPages(provider);
  return new Hono<ProviderEnv>().route(providerBase, provider);
}
