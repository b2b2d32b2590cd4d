/** The provider's JSON API under /provider/demo/api: every call is a POST with the play session in the body, never in an address. */
import { Hono } from 'hono';
import type { ProviderEnv } from '../deps';
import { mountDuelRoute } from './duel-route';
import { mountLottoRoutes } from './lotto-routes';
import { mountSessionRoutes } from './session-routes';
import { mountSlotRoute } from './slot-route';

export function providerApi(): Hono<ProviderEnv> {
  const api = new Hono<ProviderEnv>();
  mountSessionRoutes(api);
  mountSlotRoute(api);
  mountDuelRoute(api);
  mountLottoRoutes(api);
  return api;
}
