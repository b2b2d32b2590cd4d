/**
 * The operator's side of affiliate applications: the list by status, and
 * the decision on one by id. Mounted under the operator API, behind its key:
 * `routes.route('/', affiliateOperatorRoutes())`.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { ok } from '../../../../src/services/envelope';
import { errorCodes } from '../../../../src/services/error-codes';
import { affiliateApplicationStatuses, decideAffiliateApplication, listAffiliateApplications } from '../../domain/agent/affiliate-decisions';
import type { GatewayEnv } from '../../http/context';
import { DomainError } from '../../http/domain-error';
import { remarkOf, statusOf } from '../../operator/request-parts';

function applicationId(c: Context<GatewayEnv>): number {
  const id = Number(c.req.param('id'));
  if (!Number.isSafeInteger(id) || id < 1) throw new DomainError(errorCodes.applicationNotFound, 404);
  return id;
}

export function affiliateOperatorRoutes(): Hono<GatewayEnv> {
  const routes = new Hono<GatewayEnv>();
  const deps = (c: Context<GatewayEnv>) => c.get('deps');
  routes.get('/affiliate-applications', async (c) => c.json(ok(await listAffiliateApplications(deps(c).db, statusOf(c, affiliateApplicationStatuses)))));
  routes.post('/affiliate-applications/:id/approve', async (c) =>
    c.json(ok(await decideAffiliateApplication(deps(c).db, applicationId(c), { approve: true }, deps(c).clock.now()))),
  );
  routes.post('/affiliate-applications/:id/reject', async (c) =>
    c.json(ok(await decideAffiliateApplication(deps(c).db, applicationId(c), { approve: false, remark: await remarkOf(c) }, deps(c).clock.now()))),
  );
  return routes;
}
