/**
 * Reward centre: who may call, what bad input is told, which status each
 * promotion shows for figures read from real deposits and bets, and that a
 * claim pays once whatever the retries, repeats and races.
 */
import { and, eq, like } from 'drizzle-orm';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { calls, type CallName } from '../../../src/services/calls';
import { errorCodes } from '../../../src/services/error-codes';
import { trialType } from '../../../src/services/schemas/account';
import { availablePromotionsSchema, promotionClaimAnswerSchema, promotionClaimListSchema, type AvailablePromotion } from '../../../src/services/schemas/rewards';
import { ledgerEntries, promotionRules, wallets } from '../../src/db/schema';
import { ledgerSum } from '../../src/domain/ledger';
import { decideApplication } from '../../src/domain/rewards/applications';
import type { GatewayEnv } from '../../src/http/context';
import { envelopeFor } from '../../src/http/respond';
import { rewardOperatorRoutes } from '../../src/routes/rewards/operator';
import { describeOnBothDatabases } from '../databases';
import { callGateway, memberWithSession } from '../http';
import { answerOf, day, fixedClock, fixedNow, hour, insertDeposit, insertRound, requestId } from './support';

const rewardCalls: CallName[] = ['availablePromotions', 'promotionClaimList', 'promotionClaim', 'promotionClaimImage', 'raffleClaim', 'missionSummary', 'missionClaim', 'missionLeaderboard'];
const tinyPng = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describeOnBothDatabases(
  'reward centre',
  (gateway) => {
    const call = (name: CallName, token?: string, body?: unknown) =>
      callGateway(gateway(), name, calls[name].method === 'GET' ? { token, query: body as Record<string, string> } : { token, body: body ?? {} });
    const list = async (token: string) => (await answerOf(gateway(), 'availablePromotions', availablePromotionsSchema, { token })).list;
    const byId = (items: AvailablePromotion[], id: number) => items.find((item) => item.promotionId === id)!;
    const bonusRows = (memberId: number) =>
      gateway()
        .db.select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.memberId, memberId), eq(ledgerEntries.kind, 'bonus')));
    const balanceOf = async (memberId: number) =>
      (
        await gateway()
          .db.select({ balance: wallets.balance })
          .from(wallets)
          .where(and(eq(wallets.memberId, memberId), eq(wallets.accountTypeId, 0)))
      )[0]?.balance;

    describe('access and input', () => {
      it('refuses every reward call without a session (401) and to a trial account (403)', async () => {
        const trial = await memberWithSession(gateway(), { type: trialType });
        for (const name of rewardCalls) {
          const anonymous = await call(name);
          expect(anonymous.status, name).toBe(401);
          expect(anonymous.body.errorCode).toBe(errorCodes.notLoggedIn);
          const refused = await call(name, trial.token);
          expect(refused.status, name).toBe(403);
          expect(refused.body.errorCode).toBe(errorCodes.forbiddenAccountType);
        }
      });

      it('names each bad field with its code', async () => {
        const { token } = await memberWithSession(gateway());
        const fieldsOf = async (name: CallName, body: unknown) => {
          const answer = await call(name, token, body);
          expect(answer.status, JSON.stringify(answer.body)).toBe(400);
          expect(answer.body.errorCode).toBe(errorCodes.badRequest);
          return (answer.body as { fields?: Record<string, string> }).fields;
        };
        // A missing requestId is derived by the gateway (src/http/derived-request-id.ts).
        expect(await fieldsOf('promotionClaim', {})).toEqual({ promotionId: 'field.required' });
        const base = { requestId: requestId(), promotionId: 5 };
        expect(await fieldsOf('promotionClaim', { ...base, comment: 'x'.repeat(141) })).toEqual({ comment: errorCodes.applicationCommentLong });
        expect(await fieldsOf('promotionClaim', { ...base, images: ['data:image/gif;base64,R0lGOD'] })).toEqual({ 'images.0': errorCodes.applicationImageType });
        expect(await fieldsOf('promotionClaim', { ...base, images: [tinyPng, tinyPng, tinyPng, tinyPng] })).toEqual({ images: errorCodes.applicationImageCount });
        const big = `data:image/jpeg;base64,${'A'.repeat(Math.ceil(((5 * 1024 * 1024 + 1) * 4) / 3) + 4)}`;
        expect(await fieldsOf('promotionClaim', { ...base, images: [big] })).toEqual({ 'images.0': errorCodes.applicationImageSize });
        expect(await fieldsOf('raffleClaim', { requestId: 'short', promotionId: 0 })).toEqual({ requestId: 'field.invalid', promotionId: 'field.invalid' });
        expect(await fieldsOf('missionClaim', { requestId: requestId() })).toEqual({ missionId: 'field.required' });
        expect(await fieldsOf('missionLeaderboard', { period: 'daily' })).toEqual({ period: 'field.invalid' });
        expect(await fieldsOf('promotionClaimList', { pageSize: 'many' })).toEqual({ pageSize: 'field.invalid' });
      });

      it('answers an unknown promotion with 404', async () => {
        const { token } = await memberWithSession(gateway());
        const answer = await call('promotionClaim', token, { requestId: requestId(), promotionId: 9999 });
        expect(answer.status).toBe(404);
        expect(answer.body.errorCode).toBe(errorCodes.promotionNotFound);
      });
    });

    describe('statuses from real figures', () => {
      it('shows what a new member may do', async () => {
        const { token } = await memberWithSession(gateway());
        const items = await list(token);
        expect(items.map((item) => [item.promotionId, item.status])).toEqual([
          [2, 'claim'],
          [1, 'process'],
          [3, 'process'],
          [4, 'process'],
          [5, 'join'],
          [7, 'process'],
          [8, 'process'],
        ]);
        expect(byId(items, 1).requirement).toEqual({ kind: 'deposit', target: '100.00', progress: '0.00', categories: [] });
        expect(byId(items, 2)).toMatchObject({ rewardType: 'fixed', rewardAmount: '1000.00', estimatedReward: '1000.00', period: 'once', periodEndsAt: null });
        expect(byId(items, 8).prizes).toEqual(['88.00', '188.00', '888.00', '8888.00']);
      });

      it('measures deposits, stake and net loss in each promotion’s period', async () => {
        const { id, token } = await memberWithSession(gateway());
        await insertDeposit(gateway(), id, '2000.00', fixedNow - 2 * hour);
        await insertDeposit(gateway(), id, '500.00', fixedNow - day);
        // Slots this week: 250.00 staked, 30.00 paid; Sunday's round belongs to last week.
        for (const stake of ['50.00', '50.00', '50.00']) await insertRound(gateway(), { memberId: id, category: 'RNG', stake, at: fixedNow - hour });
        await insertRound(gateway(), { memberId: id, category: 'RNG', stake: '100.00', payout: '30.00', at: fixedNow - 2 * day });
        await insertRound(gateway(), { memberId: id, category: 'RNG', stake: '999.00', at: fixedNow - 3 * day });
        await insertRound(gateway(), { memberId: id, category: 'LIVE', stake: '600.00', payout: '1200.00', at: fixedNow - hour });
        await insertRound(gateway(), { memberId: id, category: 'LIVE', stake: '600.55', at: fixedNow - day });
        await insertRound(gateway(), { memberId: id, category: 'LOTT', stake: '1000.00', status: 'open', at: fixedNow - 10 * day });

        const items = await list(token);
        expect(byId(items, 1)).toMatchObject({ status: 'claim', estimatedReward: '2500.00', requirement: { progress: '2500.00' } });
        expect(byId(items, 3)).toMatchObject({ status: 'claim', estimatedReward: '200.00', requirement: { progress: '2000.00' }, periodEndsAt: Date.UTC(2026, 10, 26) });
        expect(byId(items, 4)).toMatchObject({
          status: 'claim',
          estimatedReward: '11.00',
          requirement: { kind: 'stake', target: '100.00', progress: '250.00', categories: ['RNG'] },
        });
        expect(byId(items, 7)).toMatchObject({ status: 'claim', estimatedReward: '12.00', requirement: { progress: '1200.55' }, periodEndsAt: Date.UTC(2026, 10, 30) });
        expect(byId(items, 8)).toMatchObject({ status: 'claim', requirement: { progress: '1000.00' }, periodEndsAt: Date.UTC(2026, 11, 1) });
      });

      it('shows coming soon before a promotion opens and closed after it ends', async () => {
        const { token } = await memberWithSession(gateway());
        await gateway()
          .db.insert(promotionRules)
          .values({ promotionId: 6, rewardType: 'fixed', rewardAmount: '5', period: 'daily', opensAt: fixedNow + day, sort: 9 });
        expect(byId(await list(token), 6).status).toBe('coming_soon');
        const early = await call('promotionClaim', token, { requestId: requestId(), promotionId: 6 });
        expect([early.status, early.body.errorCode]).toEqual([400, errorCodes.promotionNotOpen]);
        await gateway()
          .db.update(promotionRules)
          .set({ opensAt: fixedNow - 2 * day, closesAt: fixedNow - day })
          .where(eq(promotionRules.promotionId, 6));
        expect(byId(await list(token), 6).status).toBe('closed');
        const late = await call('promotionClaim', token, { requestId: requestId(), promotionId: 6 });
        expect([late.status, late.body.errorCode]).toEqual([400, errorCodes.promotionClosed]);
        await gateway().db.delete(promotionRules).where(eq(promotionRules.promotionId, 6));
      });

      it('refuses a claim whose requirement is not reached', async () => {
        const { token } = await memberWithSession(gateway());
        const answer = await call('promotionClaim', token, { requestId: requestId(), promotionId: 1 });
        expect([answer.status, answer.body.errorCode]).toEqual([400, errorCodes.promotionRequirementUnmet]);
      });
    });

    describe('claims pay once', () => {
      it('pays a claim, replays its retry and refuses a second claim in the period', async () => {
        const { id, token } = await memberWithSession(gateway());
        const first = requestId();
        const paid = await answerOf(gateway(), 'promotionClaim', promotionClaimAnswerSchema, { token, body: { requestId: first, promotionId: 2 } });
        expect(paid.claim).toMatchObject({ promotionId: 2, amount: '1000.00', status: 'claimed', periodKey: 'once' });
        expect(paid.balance).toBe('1000.00');
        const retried = await answerOf(gateway(), 'promotionClaim', promotionClaimAnswerSchema, { token, body: { requestId: first, promotionId: 2 } });
        expect(retried).toEqual(paid);
        const again = await call('promotionClaim', token, { requestId: requestId(), promotionId: 2 });
        expect([again.status, again.body.errorCode]).toEqual([409, errorCodes.promotionClaimed]);
        expect(await bonusRows(id)).toHaveLength(1);
        expect(byId(await list(token), 2).status).toBe('claimed');
        expect(await ledgerSum(gateway().db, id)).toBe('1000.00');
      });

      it('pays once when the same promotion is claimed many times at the same moment', async () => {
        const { id, token } = await memberWithSession(gateway());
        await insertRound(gateway(), { memberId: id, category: 'LIVE', stake: '2000.00', at: fixedNow - hour });
        const answers = await Promise.all(Array.from({ length: 6 }, () => call('promotionClaim', token, { requestId: requestId(), promotionId: 7 })));
        expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
        expect(answers.filter((answer) => answer.status === 409).every((answer) => answer.body.errorCode === errorCodes.promotionClaimed)).toBe(true);
        const bonus = await bonusRows(id);
        expect(bonus.map((row) => row.amount)).toEqual(['20.00']);
        expect(await ledgerSum(gateway().db, id)).toBe(await balanceOf(id));
      });

      it('draws a lucky-draw prize through raffleClaim only, once a month', async () => {
        const { id, token } = await memberWithSession(gateway());
        await insertRound(gateway(), { memberId: id, category: 'ELOTT', stake: '1500.00', at: fixedNow - day });
        const wrong = await call('promotionClaim', token, { requestId: requestId(), promotionId: 8 });
        expect([wrong.status, wrong.body.errorCode]).toEqual([400, errorCodes.promotionWrongCall]);
        const drawn = await answerOf(gateway(), 'raffleClaim', promotionClaimAnswerSchema, { token, body: { requestId: requestId(), promotionId: 8 } });
        expect(drawn.claim.status).toBe('joined');
        expect(['88.00', '188.00', '888.00', '8888.00']).toContain(drawn.claim.amount);
        expect(drawn.balance).toBe(drawn.claim.amount);
        expect(byId(await list(token), 8)).toMatchObject({ status: 'joined', estimatedReward: drawn.claim.amount });
        const again = await call('raffleClaim', token, { requestId: requestId(), promotionId: 8 });
        expect(again.status).toBe(409);
      });

      it('takes an application, pays it once when approved, and lists every claim', async () => {
        const { id, token } = await memberWithSession(gateway());
        const applied = await answerOf(gateway(), 'promotionClaim', promotionClaimAnswerSchema, {
          token,
          body: { requestId: requestId(), promotionId: 5, comment: '  Birthday on the 25th  ', images: [tinyPng] },
        });
        expect(applied.claim).toMatchObject({ status: 'applying', amount: '8888.00', comment: 'Birthday on the 25th', imageCount: 1 });
        expect(applied.balance).toBeNull();
        expect(await bonusRows(id)).toHaveLength(0);
        expect(byId(await list(token), 5).status).toBe('applying');

        const approvals = await Promise.allSettled([1, 2, 3].map(() => decideApplication(gateway().db, applied.claim.reference, { approve: true }, fixedNow + hour)));
        expect(approvals.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
        expect(approvals.filter((result) => result.status === 'rejected').map((result) => (result as PromiseRejectedResult).reason.code)).toEqual([
          errorCodes.requestNotPending,
          errorCodes.requestNotPending,
        ]);
        expect((await bonusRows(id)).map((row) => row.amount)).toEqual(['8888.00']);
        expect(byId(await list(token), 5).status).toBe('issued');

        await answerOf(gateway(), 'promotionClaim', promotionClaimAnswerSchema, { token, body: { requestId: requestId(), promotionId: 2 } });
        const claims = await answerOf(gateway(), 'promotionClaimList', promotionClaimListSchema, { token, query: { pageSize: '10' } });
        expect(claims.total).toBe(2);
        expect(claims.list.map((claim) => [claim.promotionId, claim.status])).toEqual([
          [2, 'claimed'],
          [5, 'issued'],
        ]);
        expect(claims.list[1].reference).toMatch(/^R261125\d{4,}$/);
        const issuedOnly = await answerOf(gateway(), 'promotionClaimList', promotionClaimListSchema, { token, query: { status: 'issued' } });
        expect(issuedOnly.list.map((claim) => claim.promotionId)).toEqual([5]);
        expect(await ledgerSum(gateway().db, id)).toBe('9888.00');
      });

      it('lets an operator list applications and decide them by reference', async () => {
        const operator = new Hono<GatewayEnv>();
        operator.use('*', async (c, next) => {
          c.set('deps', gateway().deps);
          await next();
        });
        operator.route('/', rewardOperatorRoutes());
        operator.onError((error, c) => envelopeFor.error(c, error));
        const { id, token } = await memberWithSession(gateway());
        const applied = await answerOf(gateway(), 'promotionClaim', promotionClaimAnswerSchema, { token, body: { requestId: requestId(), promotionId: 5, comment: 'hello' } });
        const waiting = (await (await operator.request('/promotion-applications?status=applying')).json()) as { value: { reference: string; account: string }[] };
        expect(waiting.value.find((row) => row.reference === applied.claim.reference)).toMatchObject({ comment: 'hello', status: 'applying' });
        expect((await operator.request('/promotion-applications?status=paid')).status).toBe(400);
        const approved = await operator.request(`/promotion-applications/${applied.claim.reference}/approve`, { method: 'POST' });
        expect(approved.status).toBe(200);
        expect(((await approved.json()) as { value: { status: string } }).value.status).toBe('issued');
        const again = await operator.request(`/promotion-applications/${applied.claim.reference}/reject`, { method: 'POST', body: JSON.stringify({ remark: 'late' }) });
        expect([again.status, ((await again.json()) as { errorCode: string }).errorCode]).toEqual([409, errorCodes.requestNotPending]);
        expect((await bonusRows(id)).map((row) => row.amount)).toEqual(['8888.00']);
      });

      it('keeps a rejected application rejected, without paying', async () => {
        const { id, token } = await memberWithSession(gateway());
        const applied = await answerOf(gateway(), 'promotionClaim', promotionClaimAnswerSchema, { token, body: { requestId: requestId(), promotionId: 5 } });
        const rejected = await decideApplication(gateway().db, applied.claim.reference, { approve: false, remark: 'no birthday this month' }, fixedNow);
        expect(rejected).toMatchObject({ status: 'rejected', remark: 'no birthday this month' });
        expect(byId(await list(token), 5).status).toBe('rejected');
        expect(await bonusRows(id)).toHaveLength(0);
        const rows = await gateway()
          .db.select()
          .from(ledgerEntries)
          .where(like(ledgerEntries.idempotencyKey, `promotion:${id}:%`));
        expect(rows).toHaveLength(0);
      });
    });
  },
  { clock: fixedClock },
);

describe('reward calls', () => {
  it('are all member-centre calls', () => {
    for (const name of rewardCalls) expect(calls[name]).toMatchObject({ token: true, noTrial: true });
  });
});
