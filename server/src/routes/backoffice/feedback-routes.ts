/** The feedback queue: pages with filters, claim and release, an answer to the member or a closing note. */
import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { backofficeCalls as calls } from '../../../../src/services/backoffice-calls';
import { ok } from '../../../../src/services/envelope';
import { feedbackQuestionTypes } from '../../../../src/services/schemas/support';
import { claimItem, releaseItem } from '../../domain/backoffice/claims';
import { feedbackQueue, feedbackStatuses } from '../../domain/backoffice/feedback-queue';
import { decideFeedback, feedbackReplyMaxLength } from '../../domain/backoffice/feedback-replies';
import type { GatewayEnv } from '../../http/context';
import { sessionActor } from './actor';
import { guard } from './guard';
import { bodyOf, pageQuery, queryOf } from './input';

const query = v.object({
  ...pageQuery,
  status: v.optional(v.picklist(feedbackStatuses)),
  questionType: v.optional(v.picklist(feedbackQuestionTypes)),
  member: v.optional(v.pipe(v.string(), v.maxLength(40))),
});
const decisionBody = v.object({ reason: v.optional(v.pipe(v.string(), v.maxLength(feedbackReplyMaxLength)), '') });

const db = (c: Context<GatewayEnv>) => c.get('deps').db;
const now = (c: Context<GatewayEnv>) => c.get('deps').clock.now();
const reference = (c: Context<GatewayEnv>) => c.req.param('reference') ?? '';

export function feedbackRoutes(routes: Hono<GatewayEnv>): void {
  routes.get(calls.feedbackQueue.path, guard(calls.feedbackQueue), async (c) => c.json(ok(await feedbackQueue(db(c), queryOf(c, query), now(c)))));
  routes.post(calls.claimFeedback.path, guard(calls.claimFeedback), async (c) =>
    c.json(ok(await claimItem(db(c), 'feedback', reference(c), c.get('operatorSession').operatorId, now(c)))),
  );
  routes.delete(calls.releaseFeedback.path, guard(calls.releaseFeedback), async (c) => {
    await releaseItem(db(c), 'feedback', reference(c), c.get('operatorSession').operatorId);
    return c.json(ok(null));
  });
  routes.post(calls.decideFeedback.path, guard(calls.decideFeedback), async (c) => {
    const { reason } = await bodyOf(c, decisionBody);
    return c.json(ok(await decideFeedback(db(c), sessionActor(c), { reference: reference(c), verb: c.req.param('verb') ?? '', reason }, now(c))));
  });
}
