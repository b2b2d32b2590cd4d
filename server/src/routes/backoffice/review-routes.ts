/** The review queues (redemptions, activity applications, affiliate applications): pages, claim and release, decisions, an application's images. */
import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { backofficeCalls as calls } from '../../../../src/services/backoffice-calls';
import { ok } from '../../../../src/services/envelope';
import { errorCodes } from '../../../../src/services/error-codes';
import { claimItem, releaseItem } from '../../domain/backoffice/claims';
import { decideReview } from '../../domain/backoffice/review-decisions';
import { isReviewKind, reviewQueue, reviewStatuses, type ReviewKind } from '../../domain/backoffice/review-queues';
import { operatorClaimImage } from '../../domain/rewards/claim-images';
import type { GatewayEnv } from '../../http/context';
import { DomainError } from '../../http/domain-error';
import { sessionActor } from './actor';
import { guard } from './guard';
import { bodyOf, pageQuery, queryOf } from './input';

const queryFor = (kind: ReviewKind) =>
  v.object({ ...pageQuery, status: v.optional(v.picklist(reviewStatuses[kind])), member: v.optional(v.pipe(v.string(), v.maxLength(40))) });
const decisionBody = v.object({ reason: v.optional(v.pipe(v.string(), v.maxLength(500)), '') });

const db = (c: Context<GatewayEnv>) => c.get('deps').db;
const now = (c: Context<GatewayEnv>) => c.get('deps').clock.now();
const reference = (c: Context<GatewayEnv>) => c.req.param('reference') ?? '';
function kindOf(c: Context<GatewayEnv>): ReviewKind {
  const kind = c.req.param('kind') ?? '';
  if (!isReviewKind(kind)) throw new DomainError(errorCodes.notFound, 404);
  return kind;
}

export function reviewRoutes(routes: Hono<GatewayEnv>): void {
  routes.get(calls.reviewImage.path, guard(calls.reviewImage), async (c) => c.json(ok(await operatorClaimImage(db(c), reference(c), Number(c.req.param('position'))))));
  routes.get(calls.reviewQueue.path, guard(calls.reviewQueue), async (c) => {
    const kind = kindOf(c);
    return c.json(ok(await reviewQueue(db(c), kind, queryOf(c, queryFor(kind)), now(c))));
  });
  routes.post(calls.claimReview.path, guard(calls.claimReview), async (c) =>
    c.json(ok(await claimItem(db(c), kindOf(c), reference(c), c.get('operatorSession').operatorId, now(c)))),
  );
  routes.delete(calls.releaseReview.path, guard(calls.releaseReview), async (c) => {
    await releaseItem(db(c), kindOf(c), reference(c), c.get('operatorSession').operatorId);
    return c.json(ok(null));
  });
  routes.post(calls.decideReview.path, guard(calls.decideReview), async (c) => {
    const kind = kindOf(c);
    const { reason } = await bodyOf(c, decisionBody);
    return c.json(ok(await decideReview(db(c), sessionActor(c), { kind, verb: c.req.param('verb') ?? '', reference: reference(c), reason }, now(c))));
  });
}
