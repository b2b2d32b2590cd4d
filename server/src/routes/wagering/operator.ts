/**
 * The operator's view of bonus wagering: one member's requirements, by
 * account name, open ones unless `?status=all`. Mounted under the operator
 * API, behind its key: `routes.route('/', wageringOperatorRoutes())`.
 */
import { Hono } from 'hono';
import { ok } from '../../../../src/services/envelope';
import { errorCodes } from '../../../../src/services/error-codes';
import { requirementsForOperator } from '../../domain/wagering/requirements';
import type { GatewayEnv } from '../../http/context';
import { DomainError } from '../../http/domain-error';

const statuses = ['open', 'all'] as const;

export function wageringOperatorRoutes(): Hono<GatewayEnv> {
  const routes = new Hono<GatewayEnv>();
  routes.get('/members/:account/bonus-requirements', async (c) => {
    const status = c.req.query('status')?.trim() || 'open';
    if (!statuses.includes(status as never)) throw new DomainError(errorCodes.badRequest, 400, { allowed: statuses }, { status: errorCodes.fieldInvalid });
    const deps = c.get('deps');
    return c.json(ok(await requirementsForOperator(deps.db, c.req.param('account'), status as (typeof statuses)[number], deps.clock.now())));
  });
  return routes;
}
