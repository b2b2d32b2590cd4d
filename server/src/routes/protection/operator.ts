/**
 * The operator's view of time-outs and self-exclusions: a member's breaks by
 * account name, and lifting the ones in force with a recorded reason (a
 * permanent exclusion only ends this way). Mounted under the operator API,
 * behind its key: `routes.route('/', breaksOperatorRoutes())`.
 */
import { Hono } from 'hono';
import { ok } from '../../../../src/services/envelope';
import { errorCodes } from '../../../../src/services/error-codes';
import { breaksOf, liftByOperator } from '../../domain/protection/breaks/lift';
import type { GatewayEnv } from '../../http/context';
import { DomainError } from '../../http/domain-error';
import { keyActor } from '../../operator/key-guard';

export function breaksOperatorRoutes(): Hono<GatewayEnv> {
  const routes = new Hono<GatewayEnv>();
  routes.get('/members/:account/breaks', async (c) => c.json(ok(await breaksOf(c.get('deps').db, c.req.param('account')))));
  routes.post('/members/:account/breaks/lift', async (c) => {
    const deps = c.get('deps');
    const body = (await c.req.json().catch(() => null)) as { reason?: unknown } | null;
    if (typeof body?.reason !== 'string') throw new DomainError(errorCodes.badRequest, 400, null, { reason: errorCodes.fieldRequired });
    const { memberId } = await breaksOf(deps.db, c.req.param('account'));
    const lifted = await liftByOperator(deps.db, { memberId, operator: keyActor(c).actor, reason: body.reason, now: deps.clock.now() });
    return c.json(ok(lifted));
  });
  return routes;
}
