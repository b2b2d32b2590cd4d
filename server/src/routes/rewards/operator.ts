/**
 * The operator's side of the reward centre: the applications to activities
 * an operator reviews, approved (paid) or rejected by reference. Mounted
 * under the operator API, behind its key: `routes.route('/', rewardOperatorRoutes())`.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { ok } from '../../../../src/services/envelope';
import { promotionClaimStatuses } from '../../../../src/services/schemas/rewards';
import { decideApplication, listApplications } from '../../domain/rewards/applications';
import type { GatewayEnv } from '../../http/context';
import { remarkOf, statusOf } from '../../operator/request-parts';

export function rewardOperatorRoutes(): Hono<GatewayEnv> {
  const routes = new Hono<GatewayEnv>();
  const deps = (c: Context<GatewayEnv>) => c.get('deps');
  routes.get('/promotion-applications', async (c) => c.json(ok(await listApplications(deps(c).db, statusOf(c, promotionClaimStatuses)))));
  routes.post('/promotion-applications/:reference/approve', async (c) =>
    c.json(ok(await decideApplication(deps(c).db, c.req.param('reference'), { approve: true }, deps(c).clock.now()))),
  );
  routes.post('/promotion-applications/:reference/reject', async (c) =>
    c.json(ok(await decideApplication(deps(c).db, c.req.param('reference'), { approve: false, remark: await remarkOf(c) }, deps(c).clock.now()))),
  );
  return routes;
}
