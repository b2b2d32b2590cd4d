/**
 * VIP ranks: who may ask, the turnover figures after real rounds through the
 * demo provider, a rank raised once (one inbox message) when settled
 * turnover crosses a threshold, by a spin or by a lottery draw, never
 * lowered when the brand raises the thresholds, and member info naming the
 * same club.
 */
import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { errorCodes } from '../../../src/services/error-codes';
import { memberInfoSchema } from '../../../src/services/schemas/account';
import { playerRankSchema } from '../../../src/services/schemas/vip';
import { bets, members, messages, settings } from '../../src/db/schema';
import { openIssue } from '../../src/domain/lottery-schedule';
import { raiseRankIfDue } from '../../src/domain/vip/raise-rank';
import { vipRanksSettingKey } from '../../src/domain/vip/ranks';
import { monthStartUtc } from '../../src/domain/vip/turnover';
import { runDueDraws } from '../../src/provider';
import { movableClocks } from '../access/support';
import { describeOnBothDatabases } from '../databases';
import { callGateway, memberWithSession } from '../http';
import { fundedMember, insertGame, launch, openTable, providerPost, spin, tokenOf, type GameRow } from '../provider/support';

const clocks = movableClocks();

describeOnBothDatabases(
  'VIP rank',
  (gateway, kind) => {
    const clock = clocks[kind];
    const playerRank = async (token: string) => {
      const answer = await callGateway(gateway(), 'playerRank', { token });
      expect(answer.status).toBe(200);
      return v.parse(playerRankSchema, answer.body.value);
    };
    const inbox = (memberId: number) => gateway().db.select().from(messages).where(eq(messages.memberId, memberId));
    const rankOf = async (memberId: number) =>
      (await gateway().db.select({ rankLevel: members.rankLevel, clubLabel: members.clubLabel }).from(members).where(eq(members.id, memberId)))[0];

    /** A slot whose stakes run 100.00 … 10,000.00, so a few spins cross the default thresholds. */
    let slot: GameRow | undefined;
    const slotGame = async () => (slot ??= await insertGame(gateway(), 'slot', { minBet: '100.00' }));
    const playing = async (opening = '100000.00') => {
      const game = await slotGame();
      const member = await fundedMember(gateway(), opening);
      const { session } = await openTable(gateway(), member, game);
      const play = async (bet: string) => {
        const answer = await spin(gateway(), session, bet);
        expect(answer.body.success, JSON.stringify(answer.body).slice(0, 120)).toBe(true);
      };
      return { ...member, game, play };
    };

    it('answers members only: not anonymous visitors, not trial accounts', async () => {
      const anonymous = await callGateway(gateway(), 'playerRank');
      expect(anonymous.status).toBe(401);
      const trial = await memberWithSession(gateway(), { type: 4 });
      const refused = await callGateway(gateway(), 'playerRank', { token: trial.token });
      expect(refused.status).toBe(403);
      expect(refused.body.errorCode).toBe(errorCodes.forbiddenAccountType);

      const { token } = await memberWithSession(gateway());
      const rank = await playerRank(token);
      expect(rank).toMatchObject({ rankLevel: 1, playerRankName: 'Bronze', monthlyTurnover: '0.00', totalTurnover: '0.00', turnoverToNext: '1000.00' });
      expect(rank.nextRank).toMatchObject({ rankLevel: 2, name: 'Silver', threshold: '1000.00' });
      expect(rank.ranks.map((step) => step.rankLevel)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      // VIP customer service from rank 5 (spec: rank level above 4).
      expect(rank.ranks.map((step) => step.privileges.includes('vipService'))).toEqual([false, false, false, false, true, true, true, true]);
    });

    it('counts settled stakes: all of them in total, this UTC month’s in the monthly figure', async () => {
      const member = await playing();
      await member.play('100.00');
      await member.play('200.00');
      await member.play('100.00');
      const now = clock.now();
      const row = { memberId: member.id, nodeId: member.game.nodeId, vendor: member.game.vendor, category: 'RNG', detail: {} };
      await gateway().db.insert(bets).values([
        // Settled last month: total only.
        { ...row, roundId: randomUUID(), stake: '50.00', status: 'settled', createdAt: monthStartUtc(now) - 5_000, settledAt: monthStartUtc(now) - 1 },
        // A lottery ticket before its draw: not turnover yet.
        { ...row, roundId: randomUUID(), stake: '500.00', status: 'open', createdAt: now },
      ]);
      const rank = await playerRank(member.token);
      expect(rank).toMatchObject({ rankLevel: 1, totalTurnover: '450.00', monthlyTurnover: '400.00', turnoverToNext: '550.00' });
    });

    it('raises the rank once when turnover crosses a threshold, with one inbox message, and member info follows', async () => {
      const member = await playing();
      await member.play('500.00');
      expect(await rankOf(member.id)).toEqual({ rankLevel: 1, clubLabel: 'Bronze' });
      await member.play('500.00');
      expect(await rankOf(member.id)).toEqual({ rankLevel: 2, clubLabel: 'Silver' });
      await member.play('100.00');
      const received = await inbox(member.id);
      expect(received).toHaveLength(1);
      expect(received[0]).toMatchObject({ title: 'Welcome to Silver' });
      expect(received[0].content).toContain('VIP rank 2');

      const rank = await playerRank(member.token);
      expect(rank).toMatchObject({ rankLevel: 2, playerRankName: 'Silver', totalTurnover: '1100.00', turnoverToNext: '3900.00' });
      const info = v.parse(memberInfoSchema, (await callGateway(gateway(), 'memberInfo', { token: member.token })).body.value);
      expect(info.clubLabel).toEqual({ labelName: 'Silver', color: rank.color, color2: rank.color2, rankLevel: 2 });
    });

    it('jumps straight to the highest rank reached, in one message', async () => {
      const member = await playing();
      await member.play('5000.00');
      expect(await rankOf(member.id)).toEqual({ rankLevel: 3, clubLabel: 'Gold' });
      expect(await inbox(member.id)).toHaveLength(1);
    });

    it('never lowers a rank when the brand raises the thresholds, and ignores a ladder that falls', async () => {
      const member = await playing();
      await member.play('1000.00');
      expect((await rankOf(member.id)).rankLevel).toBe(2);
      const higher = ['0.00', '5000.00', '20000.00', '50000.00', '100000.00', '300000.00', '800000.00', '2000000.00'];
      await gateway().db.insert(settings).values({ key: vipRanksSettingKey, value: { thresholds: higher } });
      try {
        await member.play('100.00');
        expect(await rankOf(member.id)).toEqual({ rankLevel: 2, clubLabel: 'Silver' });
        const rank = await playerRank(member.token);
        expect(rank).toMatchObject({ rankLevel: 2, playerRankName: 'Silver', totalTurnover: '1100.00', turnoverToNext: '18900.00' });
        expect(rank.ranks.map((step) => step.threshold)).toEqual(higher);

        const falling = [...higher];
        falling[3] = '10.00';
        await gateway().db.update(settings).set({ value: { thresholds: falling } }).where(eq(settings.key, vipRanksSettingKey));
        expect((await playerRank(member.token)).ranks[3].threshold).toBe('20000.00');
      } finally {
        await gateway().db.delete(settings).where(eq(settings.key, vipRanksSettingKey));
      }
      expect(await inbox(member.id)).toHaveLength(1);
    });

    it('gives trial accounts no rank progress', async () => {
      const game = await slotGame();
      const trial = await memberWithSession(gateway(), { type: 4 });
      const now = clock.now();
      await gateway()
        .db.insert(bets)
        .values({ roundId: randomUUID(), memberId: trial.id, nodeId: game.nodeId, vendor: game.vendor, category: 'RNG', stake: '9000.00', status: 'settled', createdAt: now, settledAt: now });
      await gateway().db.transaction((tx) => raiseRankIfDue(tx, trial.id, now));
      expect(await rankOf(trial.id)).toEqual({ rankLevel: 1, clubLabel: 'Bronze' });
      expect(await inbox(trial.id)).toHaveLength(0);
    });

    it('raises the rank when a lottery draw settles the ticket that crosses the threshold', async () => {
      const lotto = await insertGame(gateway(), 'lotto', { gameType: 'ELOTT', accountTypeName: 'ELOTT', minBet: '100.00' });
      const member = await fundedMember(gateway(), '10000.00');
      const launched = await launch(gateway(), member.token, { launchMode: 'LOTT', lottoPrizeMode: 'ELOTT', lottoGameCode: lotto.code, lottoView: 'betting', language: 'EN' });
      const session = (await providerPost(gateway(), '/session', { token: tokenOf(launched.body.value.content.game_url) })).body.value.session;
      const issue = openIssue('ELOTT', clock.now());
      const ticket = { session, roundId: randomUUID(), gameCode: lotto.code, drawNo: issue.drawNo, playType: 'STRAIGHT', picks: [1, 2, 3], bet: '1000.00' };
      expect((await providerPost(gateway(), '/lotto/ticket', ticket)).body.success).toBe(true);
      // A ticket before its draw is not turnover yet.
      expect((await rankOf(member.id)).rankLevel).toBe(1);
      clock.advance(issue.drawAt - clock.now());
      await runDueDraws(gateway().deps, { gameCode: lotto.code, random: { int: () => 0 } });
      expect(await rankOf(member.id)).toEqual({ rankLevel: 2, clubLabel: 'Silver' });
      expect(await inbox(member.id)).toHaveLength(1);
    });
  },
  (kind) => ({ clock: clocks[kind] }),
);
