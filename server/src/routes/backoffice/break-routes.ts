/** A member's time-outs and self-exclusions, and lifting them with a reason. */
import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { backofficeCalls as calls } from '../../../../src/services/backoffice-calls';
import { ok } from '../../../../src/services/envelope';
import { liftMemberBreaks, memberBreaks } from '../../domain/backoffice/member-breaks';
import type { GatewayEnv } from '../../http/context';
import { sessionActor } from './actor';
import { guard } from './guard';
import { bodyOf } from './input';

const reasonBody = v.object({ reason: v.optional(v.pipe(v.string(), v.maxLength(500)), '') });

const db = (c: Context<GatewayEnv>) => c.get('deps').db;
const now = (c: Context<GatewayEnv>) => c.get('deps').clock.now();
const account = (c: Context<GatewayEnv>) => c.req.param('account') ?? '';

export function breakRoutes(routes: Hono<GatewayEnv>): void {
  routes.get(calls.memberBreaks.path, guard(calls.memberBreaks), async (c) => c.json(ok(await memberBreaks(db(c), account(c), now(c)))));
  routes.post(calls.liftMemberBreaks.path, guard(calls.liftMemberBreaks), async (c) => {
    const { reason } = await bodyOf(c, reasonBody);
    return c.json(ok(await liftMemberBreaks(db(c), sessionActor(c), { account: account(c), reason }, now(c))));
  });
}
