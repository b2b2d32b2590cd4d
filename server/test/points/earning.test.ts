/**
 * Points from play outside instant rounds: a settled lottery ticket earns once
 * per bet in the draw's transaction, trial accounts earn nothing, and the money
 * a redemption takes shows in the wallet ledger under its own kind.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { bets, ledgerEntries, pointLedger, pointRewards } from '../../src/db/schema';
import { openIssue } from '../../src/domain/lottery-schedule';
import { movePoints } from '../../src/domain/points';
import { decideRedemption, earnPoints } from '../../src/domain/points/mall';
import { runDueDraws } from '../../src/provider';
import { movableClocks, send } from '../access/support';
import { describeOnBothDatabases } from '../databases';
import { newRequestId, withdrawingMember } from '../funds/support';
import { memberWithSession } from '../http';
import { fundedMember, insertGame, launch, providerPost, tokenOf } from '../provider/support';

const clocks = movableClocks();

describeOnBothDatabases(
  'points earning',
  (gateway, kind) => {
    const clock = clocks[kind];
    const earned = (memberId: number) => gateway().db.select().from(pointLedger).where(eq(pointLedger.memberId, memberId));

    it('credits a lottery bet once, when its draw settles, at the lottery rule', async () => {
      const member = await fundedMember(gateway(), '1000.00');
      const game = await insertGame(gateway(), 'lotto', { gameType: 'ELOTT', accountTypeName: 'ELOTT', minBet: '10.00' });
      const launched = await launch(gateway(), member.token, { launchMode: 'LOTT', lottoPrizeMode: 'ELOTT', lottoGameCode: game.code, lottoView: 'betting', language: 'EN' });
      const session = (await providerPost(gateway(), '/session', { token: tokenOf(launched.body.value.content.game_url) })).body.value.session;
      const issue = openIssue('ELOTT', clock.now());
      const ticket = { session, gameCode: game.code, drawNo: issue.drawNo, playType: 'STRAIGHT', picks: [1, 2, 3], bet: '200.00' };
      const sold = await providerPost(gateway(), '/lotto/ticket', { ...ticket, roundId: randomUUID() });
      expect(sold.status).toBe(200);
      expect(await earned(member.id)).toEqual([]);
      clock.advance(issue.drawAt - clock.now());
      await runDueDraws(gateway().deps, { gameCode: game.code });
      await runDueDraws(gateway().deps, { gameCode: game.code });
      const [bet] = await gateway().db.select().from(bets).where(eq(bets.roundId, sold.body.value.roundId));
      const rows = await earned(member.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ kind: 'lott', amount: 2, idempotencyKey: `earn:bet:${bet!.id}` });
    });

    it('gives trial accounts no points for bets or deposits', async () => {
      const trial = await memberWithSession(gateway(), { type: 4 });
      const now = clock.now();
      const points = await gateway().db.transaction(async (tx) => [
        await earnPoints(tx, { kind: 'bet', betId: `trial${trial.id}`, memberId: trial.id, category: 'RNG', stake: '500.00', now }),
        await earnPoints(tx, { kind: 'deposit', depositId: `trial${trial.id}`, memberId: trial.id, amount: '500.00', now }),
      ]);
      expect(points).toEqual([0, 0]);
      expect(await earned(trial.id)).toEqual([]);
    });

    it('books the money leg of a redemption and of its refund as point_redemption', async () => {
      const member = await withdrawingMember(gateway(), '100.00');
      await movePoints(gateway().db, { memberId: member.id, amount: 500, kind: 'adjustment', idempotencyKey: `earning-test:${member.id}`, now: clock.now() });
      const [reward] = await gateway().db
        .insert(pointRewards)
        .values({ type: 'live', names: { EN: 'Pass' }, descriptions: { EN: 'A pass' }, units: { EN: 'pass' }, imageUrl: '/assets/point-mall/vip-pass.svg', points: 100, amount: '5.00', stock: 5 })
        .returning();
      const answer = await send<{ redemption: { reference: string } }>(gateway(), 'pointRedeem', {
        token: member.token,
        data: { requestId: newRequestId(), rewardId: reward!.id, quantity: 1, paymentPassword: member.paymentPassword },
      });
      const reference = answer.body.value.redemption.reference;
      await decideRedemption(gateway().db, reference, { approve: false, remark: 'test' }, clock.now());
      const legs = await gateway().db.select().from(ledgerEntries).where(and(eq(ledgerEntries.memberId, member.id), eq(ledgerEntries.reference, reference)));
      expect(legs.map((leg) => [leg.kind, leg.amount]).sort()).toEqual([
        ['point_redemption', '-5.00'],
        ['point_redemption', '5.00'],
      ]);
    });
  },
  (kind) => ({ clock: clocks[kind] }),
);
