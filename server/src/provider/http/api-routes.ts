/** The provider's JSON API under /provider/demo/api: every call is a POST with the play session in the body, never in an address. */
import { Hono } from 'hono';
import type { GatewayEnv } from '../../http/context';
import { mountDuelRoute } from './duel-route';
import { mountLottoRoutes } from './lotto-routes';
import { mountSessionRoutes } from './session-routes';
import { mountSlotRoute } from './slot-route';

export function providerApi(): Hono<GatewayEnv> {
  const api = new Hono<GatewayEnv>();
  mountSessionRoutes(api);
  mountSlotRoute(api);
  mountDuelRoute(api);
  mountLottoRoutes(api);
  return api;
}
