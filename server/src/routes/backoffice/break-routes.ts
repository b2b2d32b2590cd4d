/** A member's time-outs and self-exclusions, lifting them with a reason, and deciding members' requests to lift. */
import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { backofficeCalls as calls } from '../../../../src/services/backoffice-calls';
import { ok } from '../../../../src/services/envelope';
import { errorCodes } from '../../../../src/services/error-codes';
import { decideMemberLift, waitingLiftRequests } from '../../domain/backoffice/lift-requests';
import { liftMemberBreaks, memberBreaks } from '../../domain/backoffice/member-breaks';
import type { GatewayEnv } from '../../http/context';
import { DomainError } from '../../http/domain-error';
import { sessionActor } from './actor';
import { guard } from './guard';
import { bodyOf } from './input';

const reasonBody = v.object({ reason: v.optional(v.pipe(v.string(), v.maxLength(500)), '') });
const decisions = { approve: 'approved', refuse: 'refused' } as const;

const db = (c: Context<GatewayEnv>) => c.get('deps').db;
const now = (c: Context<GatewayEnv>) => c.get('deps').clock.now();
const account = (c: Context<GatewayEnv>) => c.req.param('account') ?? '';

export function breakRoutes(routes: Hono<GatewayEnv>): void {
  routes.get(calls.memberBreaks.path, guard(calls.memberBreaks), async (c) => c.json(ok(await memberBreaks(db(c), account(c), now(c)))));
  routes.post(calls.liftMemberBreaks.path, guard(calls.liftMemberBreaks), async (c) => {
    const { reason } = await bodyOf(c, reasonBody);
    return c.json(ok(await liftMemberBreaks(db(c), sessionActor(c), { account: account(c), reason }, now(c))));
  });
  routes.get(calls.liftRequests.path, guard(calls.liftRequests), async (c) => c.json(ok(await waitingLiftRequests(db(c), now(c)))));
  routes.post(calls.decideMemberLift.path, guard(calls.decideMemberLift), async (c) => {
    const verb = c.req.param('decision') ?? '';
    if (!Object.hasOwn(decisions, verb)) throw new DomainError(errorCodes.notFound, 404);
    const { reason } = await bodyOf(c, reasonBody);
    const decision = decisions[verb as keyof typeof decisions];
    return c.json(ok(await decideMemberLift(db(c), sessionActor(c), { account: account(c), decision, reason }, now(c))));
  });
}
