/**
 * The gateway's only constructor. Everything it needs comes in as arguments,
 * so tests build as many gateways as they like, on PGlite or PostgreSQL, with
 * their own clock.
 */
import { Hono } from 'hono';
import { fail } from '../../src/services/envelope';
import { errorCodes } from '../../src/services/error-codes';
import type { GatewayDeps, GatewayEnv } from './http/context';
import { gatewayReads } from './cache/gateway-reads';
import { bodyLimits } from './http/body-limits';
import { mountRoutes } from './http/call-route';
import { envelopeFor } from './http/respond';
import { messageFor } from './http/messages';
import { mountPortalCors } from './http/portal-cors';
import { securityHeaders } from './http/security-headers';
import { allRoutes } from './routes';
import { mountExtras } from './routes/extras';
import { mountDemoProvider } from './routes/wallet-api/demo-provider';
import { mountWalletApi } from './routes/wallet-api';
import { mountOperator } from './operator';
import { mountBackoffice } from './routes/backoffice';
import { createLiveHub, defaultLiveSettings } from './live/hub';

/** Paths this gateway serves: another method on one of them is a 405, anything else a 404. */
const servedPaths = new Set(allRoutes.map((route) => route.call.path));

/** Every handler reaches `deps` as given: a field added to GatewayDeps needs no change here. */
export function createApp(deps: GatewayDeps): Hono<GatewayEnv> {
  const { db, clock, config } = deps;
  const app = new Hono<GatewayEnv>();
  const reads = gatewayReads({ db, clock });
  const live = createLiveHub(deps, { ...defaultLiveSettings, ...config.live });
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    c.set('reads', reads);
    c.set('live', live);
    await next();
  });
  app.use('*', securityHeaders(config));
  app.use('*', bodyLimits);
  mountPortalCors(app, config.corsOrigins);

  mountRoutes(app, allRoutes);
  mountDemoProvider(app, deps, mountWalletApi(app, deps));
  mountOperator(app, config);
  mountBackoffice(app, config);
  mountExtras(app);

  app.notFound((c) => {
    const known = servedPaths.has(c.req.path);
    const code = known ? errorCodes.methodNotAllowed : errorCodes.notFound;
    return c.json(fail(code, messageFor(code)), known ? 405 : 404);
  });
  app.onError((error, c) => envelopeFor.error(c, error));
  return app;
}
