/** Manual balance adjustments: asked on a member's page, approved or rejected by a second operator from their queue. */
import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { backofficeCalls as calls } from '../../../../src/services/backoffice-calls';
import { ok } from '../../../../src/services/envelope';
import { adjustBalance, adjustmentQueue, decideAdjustment } from '../../domain/backoffice/adjustments';
import type { GatewayEnv } from '../../http/context';
import { sessionActor } from './actor';
import { guard } from './guard';
import { bodyOf, pageQuery, queryOf } from './input';

const adjustmentBody = v.object({
  direction: v.picklist(['credit', 'debit']),
  amount: v.pipe(v.string(), v.regex(/^\d{1,12}(\.\d{1,2})?$/)),
  reason: v.optional(v.pipe(v.string(), v.maxLength(500)), ''),
  requestId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{8,64}$/)),
});
const queueQuery = v.object({
  page: pageQuery.page,
  size: pageQuery.size,
  status: v.optional(v.picklist(['pending', 'applied', 'rejected'])),
  member: v.optional(v.pipe(v.string(), v.maxLength(40))),
});
const decisionBody = v.object({ reason: v.optional(v.pipe(v.string(), v.maxLength(500)), '') });

const db = (c: Context<GatewayEnv>) => c.get('deps').db;
const now = (c: Context<GatewayEnv>) => c.get('deps').clock.now();

export function adjustmentRoutes(routes: Hono<GatewayEnv>): void {
  routes.post(calls.adjustBalance.path, guard(calls.adjustBalance), async (c) => {
    const input = { ...(await bodyOf(c, adjustmentBody)), account: c.req.param('account') ?? '' };
    return c.json(ok(await adjustBalance(db(c), sessionActor(c), input, now(c))));
  });
  routes.get(calls.adjustmentQueue.path, guard(calls.adjustmentQueue), async (c) => c.json(ok(await adjustmentQueue(db(c), queryOf(c, queueQuery)))));
  routes.post(calls.decideAdjustment.path, guard(calls.decideAdjustment), async (c) => {
    const { reason } = await bodyOf(c, decisionBody);
    const input = { reference: c.req.param('reference') ?? '', verb: c.req.param('verb') ?? '', reason };
    return c.json(ok(await decideAdjustment(db(c), sessionActor(c), input, now(c))));
  });
}
