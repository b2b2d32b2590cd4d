/**
 * Missions and their leaderboard: progress figures equal what the inserted
 * bets, deposits and logins add up to, a completed mission pays once, and
 * the leaderboard ranks by claimed points with masked accounts.
 */
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { errorCodes } from '../../../src/services/error-codes';
import { missionClaimAnswerSchema, missionLeaderboardSchema, missionSummarySchema, type Mission } from '../../../src/services/schemas/rewards';
import { ledgerEntries, missionClaims, missions, sessions } from '../../src/db/schema';
import { ledgerSum } from '../../src/domain/ledger';
import { maskAccount } from '../../src/domain/rewards/leaderboard';
import { describeOnBothDatabases } from '../databases';
import { callGateway, memberWithSession } from '../http';
import { answerOf, day, fixedClock, fixedNow, hour, insertDeposit, insertRound, requestId } from './support';

describe('account masks', () => {
  it('keep the first and last character', () => {
    expect([maskAccount('demo'), maskAccount('ab'), maskAccount('x'), maskAccount('player11')]).toEqual(['d**o', 'a*', 'x*', 'p****1']);
  });
});

describeOnBothDatabases(
  'missions',
  (gateway) => {
    const summaryOf = (token: string) => answerOf(gateway(), 'missionSummary', missionSummarySchema, { token });
    const byCode = (list: Mission[], code: string) => list.find((mission) => mission.code === code)!;
    const missionId = async (code: string) => (await gateway().db.select({ id: missions.id }).from(missions).where(eq(missions.code, code)))[0].id;
    const claim = async (token: string, code: string, request = requestId()) =>
      callGateway(gateway(), 'missionClaim', { token, body: { requestId: request, missionId: await missionId(code) } });

    it('measures progress from the member’s own bets, deposits and logins in each period', async () => {
      const member = await memberWithSession(gateway());
      const other = await memberWithSession(gateway());
      for (let round = 0; round < 20; round++) {
        await insertRound(gateway(), { memberId: member.id, category: 'RNG', stake: '1.00', payout: round < 6 ? '2.50' : '0', at: fixedNow - hour + round });
      }
      await insertRound(gateway(), { memberId: member.id, category: 'RNG', stake: '1.00', payout: '9.00', at: fixedNow - day });
      await insertRound(gateway(), { memberId: other.id, category: 'RNG', stake: '1.00', payout: '9.00', at: fixedNow - hour });
      for (let round = 0; round < 4; round++) await insertRound(gateway(), { memberId: member.id, category: 'LIVE', stake: '1000.00', at: fixedNow - 2 * hour });
      await insertRound(gateway(), { memberId: member.id, category: 'LIVE', stake: '500.25', at: fixedNow - day });
      await insertRound(gateway(), { memberId: member.id, category: 'LIVE', stake: '700.00', at: fixedNow - 4 * day });
      await insertDeposit(gateway(), member.id, '150.00', fixedNow - 3 * hour);
      await gateway()
        .db.insert(sessions)
        .values([
          { tokenHash: `t-a-${member.id}`, memberId: member.id, createdAt: fixedNow - day, expiresAt: fixedNow - day + hour },
          { tokenHash: `t-b-${member.id}`, memberId: member.id, createdAt: fixedNow - day + 2 * hour, expiresAt: fixedNow },
          { tokenHash: `t-c-${member.id}`, memberId: member.id, createdAt: fixedNow - 5 * day, expiresAt: fixedNow - 5 * day + hour },
        ]);

      const summary = await summaryOf(member.token);
      const figures = Object.fromEntries(summary.missions.map((mission) => [mission.code, [mission.progress, mission.target, mission.status]]));
      expect(figures).toEqual({
        daily_slot_rounds: ['20', '20', 'claim'],
        daily_wins: ['6', '5', 'claim'],
        daily_deposit: ['150.00', '100.00', 'claim'],
        weekly_live_stake: ['4500.25', '5000.00', 'process'],
        weekly_login_days: ['2', '3', 'process'],
      });
      expect(summary).toMatchObject({ enabled: true, count: 5, claimable: 3, points: 0 });
      expect(byCode(summary.missions, 'daily_slot_rounds')).toMatchObject({
        period: 'daily',
        categories: ['RNG'],
        rewardAmount: '20.00',
        points: 10,
        periodEndsAt: Date.UTC(2026, 10, 26),
      });
      expect(byCode(summary.missions, 'weekly_live_stake').periodEndsAt).toBe(Date.UTC(2026, 10, 30));

      const refused = await claim(member.token, 'weekly_live_stake');
      expect([refused.status, refused.body.errorCode]).toEqual([400, errorCodes.missionNotCompleted]);
      await insertRound(gateway(), { memberId: member.id, category: 'LIVE', stake: '499.75', at: fixedNow - hour });
      expect(byCode((await summaryOf(member.token)).missions, 'weekly_live_stake')).toMatchObject({ progress: '5000.00', status: 'claim' });
    });

    it('pays a completed mission once, replays a retry and counts its points', async () => {
      const member = await memberWithSession(gateway());
      for (let round = 0; round < 20; round++) await insertRound(gateway(), { memberId: member.id, category: 'RNG', stake: '2.00', at: fixedNow - hour });
      const request = requestId();
      const first = await claim(member.token, 'daily_slot_rounds', request);
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      const paid = v.parse(missionClaimAnswerSchema, first.body.value);
      expect(paid).toMatchObject({ amount: '20.00', points: 10, balance: '20.00' });
      expect((await claim(member.token, 'daily_slot_rounds', request)).body.value).toEqual(first.body.value);
      const again = await claim(member.token, 'daily_slot_rounds');
      expect([again.status, again.body.errorCode]).toEqual([409, errorCodes.missionClaimed]);

      const summary = await summaryOf(member.token);
      expect(byCode(summary.missions, 'daily_slot_rounds').status).toBe('claimed');
      expect(summary).toMatchObject({ count: 4, claimable: 0, points: 10 });
      expect(await ledgerSum(gateway().db, member.id)).toBe('20.00');
    });

    it('pays once when a mission is claimed many times at the same moment', async () => {
      const member = await memberWithSession(gateway());
      await insertDeposit(gateway(), member.id, '100.00', fixedNow - hour);
      const answers = await Promise.all(Array.from({ length: 6 }, () => claim(member.token, 'daily_deposit')));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
      const bonus = await gateway()
        .db.select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.memberId, member.id), eq(ledgerEntries.kind, 'bonus')));
      expect(bonus.map((row) => row.amount)).toEqual(['10.00']);
      expect(await ledgerSum(gateway().db, member.id)).toBe('110.00');
    });

    it('ranks members by the points they claimed in the period, masked, with the caller’s own rank', async () => {
      const [first, second, third, caller, idle] = await Promise.all(
        ['first', 'second', 'third', 'caller', 'idle'].map((name) => memberWithSession(gateway(), { account: `lb${name}${process.pid}` })),
      );
      const mission = await missionId('weekly_live_stake');
      const row = (memberId: number, points: number, at: number, periodKey: string) => ({ memberId, missionId: mission, periodKey, amount: '0.00', points, createdAt: at });
      await gateway()
        .db.insert(missionClaims)
        .values([
          row(first.id, 5000, fixedNow - hour, 'W-a'),
          row(second.id, 3000, fixedNow - 2 * hour, 'W-b'),
          row(third.id, 3000, fixedNow - hour, 'W-c'),
          row(third.id, 4000, fixedNow - 4 * day, 'W-d'),
          row(caller.id, 1, fixedNow - hour, 'W-e'),
        ]);

      const weekly = await answerOf(gateway(), 'missionLeaderboard', missionLeaderboardSchema, { token: caller.token });
      expect(weekly).toMatchObject({ period: 'weekly', startsAt: Date.UTC(2026, 10, 23), endsAt: Date.UTC(2026, 10, 30) });
      expect(weekly.list.slice(0, 3)).toEqual([
        { rank: 1, account: maskAccount(`lbfirst${process.pid}`), points: 5000, missions: 1 },
        { rank: 2, account: maskAccount(`lbsecond${process.pid}`), points: 3000, missions: 1 },
        { rank: 3, account: maskAccount(`lbthird${process.pid}`), points: 3000, missions: 1 },
      ]);
      expect(weekly.me).toMatchObject({ account: `lbcaller${process.pid}`, points: 1, missions: 1 });
      expect(weekly.list[weekly.me.rank! - 1]).toMatchObject({ points: 1 });
      expect(weekly.list.every((entry) => !entry.account.includes('caller'))).toBe(true);

      const monthly = await answerOf(gateway(), 'missionLeaderboard', missionLeaderboardSchema, { token: idle.token, query: { period: 'monthly' } });
      expect(monthly.list[0]).toEqual({ rank: 1, account: maskAccount(`lbthird${process.pid}`), points: 7000, missions: 2 });
      expect(monthly.me).toEqual({ rank: null, account: `lbidle${process.pid}`, points: 0, missions: 0 });
    });
  },
  { clock: fixedClock },
);
