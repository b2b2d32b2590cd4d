/**
 * The operator API under /operator, guarded by a bearer key: the operator
 * key of the environment (admin) or a scoped, revocable key (key-guard.ts). It is not a member call: a member's session
 * token is not an operator key, and none of the portal's calls reach here.
 * An address that keeps sending wrong keys is refused for a while (failed-keys.ts).
 * Without a key (production without OPERATOR_KEY) nothing is mounted.
 */
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { fail } from '../../../src/services/envelope';
import { errorCodes } from '../../../src/services/error-codes';
import type { GatewayConfig } from '../config';
import type { GatewayEnv } from '../http/context';
import { messageFor } from '../http/messages';
import { envelopeFor } from '../http/respond';
import { limitFailedKeys } from './failed-keys';
import { auditOtherChanges, keyGuard } from './key-guard';
import { operatorRoutes } from './routes';

export function mountOperator(app: Hono<GatewayEnv>, config: Pick<GatewayConfig, 'operatorKey'>): void {
  if (!config.operatorKey) return;
  const operator = new Hono<GatewayEnv>();
  operator.use('*', limitFailedKeys());
  // Every refusal (no header, not a bearer header, wrong or revoked key) is the same 401 envelope; a key whose role
  // does not allow the path is a 403 (key-guard.ts).
  operator.use('*', keyGuard(config.operatorKey));
  operator.use('*', auditOtherChanges());
  operator.route('/', operatorRoutes());
  // Mounted before the portal's history fallback: an unknown operator path is a 404, never the portal's page.
  operator.all('*', (c) => c.json(fail(errorCodes.notFound, messageFor(errorCodes.notFound)), 404));
  operator.onError((error, c) => (error instanceof HTTPException ? error.getResponse() : envelopeFor.error(c, error)));
  app.route('/operator', operator);
}
