/** A member's whole picture: search, profile, ledger, bets, bonuses, sign-ins, notes, lock and unlock. */
import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { backofficeCalls as calls } from '../../../../src/services/backoffice-calls';
import { ok } from '../../../../src/services/envelope';
import { lockMember, unlockMember } from '../../domain/backoffice/member-locks';
import { addMemberNote, memberNotesOf, noteMaxLength } from '../../domain/backoffice/member-notes';
import { memberProfile } from '../../domain/backoffice/member-profile';
import { memberBets, memberBonuses, memberLedger, memberSignIns } from '../../domain/backoffice/member-records';
import { searchMembers } from '../../domain/backoffice/member-search';
import type { GatewayEnv } from '../../http/context';
import { sessionActor } from './actor';
import { guard } from './guard';
import { bodyOf, pageQuery, queryOf } from './input';

const searchQuery = v.object({ q: v.optional(v.pipe(v.string(), v.maxLength(80)), '') });
const paged = v.object({ page: pageQuery.page, size: pageQuery.size });
const noteBody = v.object({ body: v.pipe(v.string(), v.maxLength(noteMaxLength)) });
const reasonBody = v.object({ reason: v.optional(v.pipe(v.string(), v.maxLength(500)), '') });

const db = (c: Context<GatewayEnv>) => c.get('deps').db;
const now = (c: Context<GatewayEnv>) => c.get('deps').clock.now();
const account = (c: Context<GatewayEnv>) => c.req.param('account') ?? '';

export function memberRoutes(routes: Hono<GatewayEnv>): void {
  routes.get(calls.memberSearch.path, guard(calls.memberSearch), async (c) => c.json(ok({ rows: await searchMembers(db(c), queryOf(c, searchQuery).q) })));
  routes.get(calls.memberProfile.path, guard(calls.memberProfile), async (c) => c.json(ok(await memberProfile(db(c), account(c), now(c)))));
  routes.get(calls.memberLedger.path, guard(calls.memberLedger), async (c) => c.json(ok(await memberLedger(db(c), account(c), queryOf(c, paged)))));
  routes.get(calls.memberBets.path, guard(calls.memberBets), async (c) => c.json(ok(await memberBets(db(c), account(c), queryOf(c, paged)))));
  routes.get(calls.memberBonuses.path, guard(calls.memberBonuses), async (c) => c.json(ok(await memberBonuses(db(c), account(c), now(c)))));
  routes.get(calls.memberSignIns.path, guard(calls.memberSignIns), async (c) => c.json(ok(await memberSignIns(db(c), account(c), queryOf(c, paged), now(c)))));
  routes.get(calls.memberNotes.path, guard(calls.memberNotes), async (c) => c.json(ok(await memberNotesOf(db(c), account(c)))));
  routes.post(calls.addMemberNote.path, guard(calls.addMemberNote), async (c) => {
    const { body } = await bodyOf(c, noteBody);
    return c.json(ok(await addMemberNote(db(c), sessionActor(c), { account: account(c), body }, now(c))));
  });
  routes.post(calls.lockMember.path, guard(calls.lockMember), async (c) => {
    const { reason } = await bodyOf(c, reasonBody);
    return c.json(ok(await lockMember(db(c), sessionActor(c), { account: account(c), reason }, now(c))));
  });
  routes.post(calls.unlockMember.path, guard(calls.unlockMember), async (c) => {
    const { reason } = await bodyOf(c, reasonBody);
    return c.json(ok(await unlockMember(db(c), sessionActor(c), { account: account(c), reason }, now(c))));
  });
}
