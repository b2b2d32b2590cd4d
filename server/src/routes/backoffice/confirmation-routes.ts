/** Disputed withdrawal confirmations: pages with filters, the proof image, claim and release, decisions. */
import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { backofficeCalls as calls } from '../../../../src/services/backoffice-calls';
import { ok } from '../../../../src/services/envelope';
import { claimItem, releaseItem } from '../../domain/backoffice/claims';
import { decideConfirmation } from '../../domain/backoffice/confirmation-decisions';
import { confirmationProof, confirmationQueue, confirmationStatuses } from '../../domain/backoffice/confirmation-queue';
import type { GatewayEnv } from '../../http/context';
import { sessionActor } from './actor';
import { guard } from './guard';
import { bodyOf, pageQuery, queryOf } from './input';

const query = v.object({ ...pageQuery, status: v.optional(v.picklist(confirmationStatuses)), member: v.optional(v.pipe(v.string(), v.maxLength(40))) });
const decisionBody = v.object({ reason: v.optional(v.pipe(v.string(), v.maxLength(500)), '') });

const db = (c: Context<GatewayEnv>) => c.get('deps').db;
const now = (c: Context<GatewayEnv>) => c.get('deps').clock.now();
const reference = (c: Context<GatewayEnv>) => c.req.param('reference') ?? '';

export function confirmationRoutes(routes: Hono<GatewayEnv>): void {
  routes.get(calls.confirmationQueue.path, guard(calls.confirmationQueue), async (c) => c.json(ok(await confirmationQueue(db(c), queryOf(c, query), now(c)))));
  routes.get(calls.confirmationProof.path, guard(calls.confirmationProof), async (c) => c.json(ok(await confirmationProof(db(c), reference(c)))));
  routes.post(calls.claimConfirmation.path, guard(calls.claimConfirmation), async (c) =>
    c.json(ok(await claimItem(db(c), 'confirmation', reference(c), c.get('operatorSession').operatorId, now(c)))),
  );
  routes.delete(calls.releaseConfirmation.path, guard(calls.releaseConfirmation), async (c) => {
    await releaseItem(db(c), 'confirmation', reference(c), c.get('operatorSession').operatorId);
    return c.json(ok(null));
  });
  routes.post(calls.decideConfirmation.path, guard(calls.decideConfirmation), async (c) => {
    const { reason } = await bodyOf(c, decisionBody);
    return c.json(ok(await decideConfirmation(db(c), sessionActor(c), { reference: reference(c), verb: c.req.param('verb') ?? '', reason }, now(c))));
  });
}
