/**
 * The operator API under /operator, guarded by Hono's bearer-auth middleware
 * against the operator key. It is not a member call: a member's session
 * token is not an operator key, and none of the portal's calls reach here.
 * An address that keeps sending wrong keys is refused for a while (failed-keys.ts).
 * Without a key (production without OPERATOR_KEY) nothing is mounted.
 */
import { Hono, type Context } from 'hono';
import { bearerAuth } from 'hono/bearer-auth';
import { HTTPException } from 'hono/http-exception';
import { fail } from '../../../src/services/envelope';
import { errorCodes } from '../../../src/services/error-codes';
import type { GatewayConfig } from '../config';
import type { GatewayEnv } from '../http/context';
import { messageFor } from '../http/messages';
import { envelopeFor } from '../http/respond';
import { limitFailedKeys } from './failed-keys';
import { operatorRoutes } from './routes';

const unauthorized = (c: Context) => c.json(fail(errorCodes.operatorUnauthorized, 'Operator key required.'), 401);

export function mountOperator(app: Hono<GatewayEnv>, config: Pick<GatewayConfig, 'operatorKey'>): void {
  if (!config.operatorKey) return;
  const operator = new Hono<GatewayEnv>();
  operator.use('*', limitFailedKeys());
  // Every refusal (no header, not a bearer header, wrong key) is the same 401 envelope.
  operator.use(
    '*',
    bearerAuth({
      token: config.operatorKey,
      noAuthenticationHeader: { message: unauthorized },
      invalidAuthenticationHeader: { message: unauthorized },
      invalidToken: { message: unauthorized },
    }),
  );
  operator.route('/', operatorRoutes());
  // Mounted before the portal's history fallback: an unknown operator path is a 404, never the portal's page.
  operator.all('*', (c) => c.json(fail(errorCodes.notFound, messageFor(errorCodes.notFound)), 404));
  operator.onError((error, c) => (error instanceof HTTPException ? error.getResponse() : envelopeFor.error(c, error)));
  app.route('/operator', operator);
}
