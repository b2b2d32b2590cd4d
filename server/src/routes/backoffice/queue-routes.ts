/** The deposit and withdrawal queues: pages with filters, claim and release, decisions, the member's context. */
import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { backofficeCalls as calls } from '../../../../src/services/backoffice-calls';
import { ok } from '../../../../src/services/envelope';
import { claimItem, releaseItem } from '../../domain/backoffice/claims';
import { decideItem, type QueueKind } from '../../domain/backoffice/decisions';
import { memberContext } from '../../domain/backoffice/member-context';
import { depositQueue, withdrawalQueue } from '../../domain/backoffice/queues';
import type { GatewayEnv } from '../../http/context';
import { sessionActor } from './actor';
import { guard } from './guard';
import { bodyOf, pageQuery, queryOf } from './input';

const queueQuery = (statuses: readonly [string, ...string[]]) =>
  v.object({ ...pageQuery, status: v.optional(v.picklist(statuses)), member: v.optional(v.pipe(v.string(), v.maxLength(40))) });
const depositQuery = queueQuery(['pending', 'approved', 'rejected']);
const withdrawalQuery = queueQuery(['pending', 'paid', 'rejected']);
const decisionBody = v.object({ reason: v.optional(v.pipe(v.string(), v.maxLength(500)), '') });

const now = (c: Context<GatewayEnv>) => c.get('deps').clock.now();
const db = (c: Context<GatewayEnv>) => c.get('deps').db;

export function queueRoutes(routes: Hono<GatewayEnv>): void {
  routes.get(calls.depositQueue.path, guard(calls.depositQueue), async (c) => c.json(ok(await depositQueue(db(c), queryOf(c, depositQuery), now(c)))));
  routes.get(calls.withdrawalQueue.path, guard(calls.withdrawalQueue), async (c) => c.json(ok(await withdrawalQueue(db(c), queryOf(c, withdrawalQuery), now(c)))));
  const perKind = [
    { kind: 'deposit' as QueueKind, claim: calls.claimDeposit, release: calls.releaseDeposit, decide: calls.decideDeposit },
    { kind: 'withdrawal' as QueueKind, claim: calls.claimWithdrawal, release: calls.releaseWithdrawal, decide: calls.decideWithdrawal },
  ];
  for (const { kind, claim, release, decide } of perKind) {
    routes.post(claim.path, guard(claim), async (c) => c.json(ok(await claimItem(db(c), kind, c.req.param('reference') ?? '', c.get('operatorSession').operatorId, now(c)))));
    routes.delete(release.path, guard(release), async (c) => {
      await releaseItem(db(c), kind, c.req.param('reference') ?? '', c.get('operatorSession').operatorId);
      return c.json(ok(null));
    });
    routes.post(decide.path, guard(decide), async (c) => {
      const { reason } = await bodyOf(c, decisionBody);
      const input = { kind, verb: c.req.param('verb') ?? '', reference: c.req.param('reference') ?? '', reason, reasonRequired: true };
      return c.json(ok(await decideItem(db(c), sessionActor(c), input, now(c))));
    });
  }
  routes.get(calls.memberContext.path, guard(calls.memberContext), async (c) => c.json(ok(await memberContext(db(c), c.req.param('account') ?? '', now(c)))));
}
