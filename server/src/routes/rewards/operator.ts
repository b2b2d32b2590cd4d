/**
 * The operator's side of the reward centre: the applications to activities
 * an operator reviews, approved (paid) or rejected by reference, and their
 * images by reference and position (1 to 3). Mounted
 * under the operator API, behind its key: `routes.route('/', rewardOperatorRoutes())`.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { ok } from '../../../../src/services/envelope';
import { promotionClaimStatuses } from '../../../../src/services/schemas/rewards';
import { decideApplication, listApplications } from '../../domain/rewards/applications';
import { operatorClaimImage } from '../../domain/rewards/claim-images';
import type { GatewayEnv } from '../../http/context';
import { remarkOf, statusOf } from '../../operator/request-parts';

export function rewardOperatorRoutes(): Hono<GatewayEnv> {
  const routes = new Hono<GatewayEnv>();
  const deps = (c: Context<GatewayEnv>) => c.get('deps');
  routes.get('/promotion-applications', async (c) => c.json(ok(await listApplications(deps(c).db, statusOf(c, promotionClaimStatuses)))));
  routes.get('/promotion-applications/:reference/images/:position', async (c) =>
    c.json(ok(await operatorClaimImage(deps(c).db, c.req.param('reference'), Number(c.req.param('position'))))),
  );
  routes.post('/promotion-applications/:reference/approve', async (c) =>
    c.json(ok(await decideApplication(deps(c).db, c.req.param('reference'), { approve: true }, deps(c).clock.now()))),
  );
  routes.post('/promotion-applications/:reference/reject', async (c) =>
    c.json(ok(await decideApplication(deps(c).db, c.req.param('reference'), { approve: false, remark: await remarkOf(c) }, deps(c).clock.now()))),
  );
  return routes;
}
