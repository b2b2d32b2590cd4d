/**
 * The demo game provider, served by the gateway under /provider/demo: the
 * pages the portal's iframe opens (slot, duel tables, lottery), their
 * scripts and styles, and the JSON API they play through. Money moves only
 * through the wallet ledger, in the same transactions as the bets rows.
 */
import { Hono } from 'hono';
import type { GatewayEnv } from '../http/context';
import { providerApi } from './http/api-routes';
import { mountPages, providerBase } from './http/pages';

export { providerBase };
export { runDueDraws, startDrawJob, type DrawJob } from './lotto/draw-job';

export function mountProvider(app: Hono<GatewayEnv>): void {
  const provider = new Hono<GatewayEnv>();
  provider.route('/api', providerApi());
  mountPages(provider);
  app.route(providerBase, provider);
}
