/** The points mall on the gateway: goods, redemptions with approval and refund, details, conversion, earning, concurrency. */
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { errorCodes } from '../../../src/services/error-codes';
import { pointAccounts, pointLedger, pointRedemptions, pointRewards, wallets } from '../../src/db/schema';
import { ledgerSum } from '../../src/domain/ledger';
import { movePoints } from '../../src/domain/points';
import { decideRedemption, earnPoints } from '../../src/domain/points/mall';
import { toCents } from '../../src/domain/money';
import { send } from '../access/support';
import { describeOnBothDatabases } from '../databases';
import type { TestGateway } from '../harness';
import { memberWithSession } from '../http';
import { newRequestId, withdrawingMember } from '../funds/support';

async function goods(gateway: TestGateway, fields: Partial<typeof pointRewards.$inferInsert> = {}) {
  const [row] = await gateway.db
    .insert(pointRewards)
    .values({ type: 'gift', names: { EN: 'Mug', TY: 'Cốc' }, descriptions: { EN: 'A mug', TY: 'Một cốc' }, units: { EN: 'piece', TY: 'cái' }, imageUrl: '/x.svg', points: 100, amount: '0', stock: 10, ...fields })
    .returning();
  return row!;
}

async function pointsOf(gateway: TestGateway, memberId: number) {
  const [account] = await gateway.db.select().from(pointAccounts).where(eq(pointAccounts.memberId, memberId));
  const [sum] = await gateway.db.select({ total: sql<string>`coalesce(sum(${pointLedger.amount}),0)` }).from(pointLedger).where(eq(pointLedger.memberId, memberId));
  return { balance: account?.balance ?? 0, ledger: Number(sum?.total ?? 0) };
}

async function walletOf(gateway: TestGateway, memberId: number) {
  const [wallet] = await gateway.db.select().from(wallets).where(eq(wallets.memberId, memberId));
  return { balance: toCents(wallet?.balance ?? '0'), ledger: toCents(await ledgerSum(gateway.db, memberId)) };
}

const give = (gateway: TestGateway, memberId: number, amount: number) =>
  movePoints(gateway.db, { memberId, amount, kind: 'adjustment', idempotencyKey: `test-give:${memberId}:${amount}:${Math.random()}`, now: gateway.deps.clock.now() });

describeOnBothDatabases('points mall', (gateway, kind) => {
  it('shows visitors the goods and the rules, refuses anonymous callers the rest (401) and trial accounts the E calls (403)', async () => {
    for (const name of ['pointRewards', 'pointConfig'] as const) expect((await send(gateway(), name, {})).status).toBe(200);
    for (const name of ['pointRedeemHistory', 'pointDetails'] as const) {
      expect((await send(gateway(), name, {})).status).toBe(401);
    }
    expect((await send(gateway(), 'pointRedeem', { data: { requestId: newRequestId(), rewardId: 1, quantity: 1, paymentPassword: 'x' } })).status).toBe(401);
    const trial = await memberWithSession(gateway(), { type: 4 });
    expect((await send(gateway(), 'pointRedeem', { token: trial.token, data: { requestId: newRequestId(), rewardId: 1, quantity: 1, paymentPassword: 'x' } })).status).toBe(403);
    expect((await send(gateway(), 'pointConvert', { token: trial.token, data: { requestId: newRequestId(), points: 100, paymentPassword: 'x' } })).status).toBe(403);
  });

  it('lists goods in the request language, answers the config, refuses bad input', async () => {
    const member = await withdrawingMember(gateway());
    const reward = await goods(gateway());
    const list = await send<{ list: { id: number; name: string }[] }>(gateway(), 'pointRewards', { token: member.token, data: { pageNo: 1, pageSize: 100 } });
    expect(list.body.success).toBe(true);
    expect(list.body.value.list.find((r) => r.id === reward.id)?.name).toBe('Mug');
    const config = await send<{ ratio: number }>(gateway(), 'pointConfig', { token: member.token });
    expect(config.body.value.ratio).toBeGreaterThan(0);
    const bad = await send(gateway(), 'pointRedeem', { token: member.token, data: { requestId: newRequestId(), rewardId: reward.id, quantity: 0, paymentPassword: member.paymentPassword } });
    expect(bad.status).toBe(400);
  });

  it('redeems, refuses out of stock / insufficient points / wrong password, approves and rejects with refund once', async () => {
    const member = await withdrawingMember(gateway(), '100.00');
    await give(gateway(), member.id, 1000);
    const reward = await goods(gateway(), { stock: 2, points: 300, amount: '10.00', type: 'live' });
    const redeem = (quantity: number, password = member.paymentPassword, requestId = newRequestId()) =>
      send<{ redemption: { reference: string; status: string }; pointBalance: number }>(gateway(), 'pointRedeem', { token: member.token, data: { requestId, rewardId: reward.id, quantity, paymentPassword: password } });
    const wrong = await redeem(1, 'wrong-pass');
    expect(wrong.body.errorCode).toBe(errorCodes.paymentPasswordInvalid);
    const first = await redeem(1);
    expect(first.body.value.pointBalance).toBe(700);
    expect((await redeem(2)).body.errorCode).toBe(errorCodes.rewardOutOfStock);
    const second = await redeem(1);
    expect(second.body.value.pointBalance).toBe(400);
    expect((await redeem(1)).body.errorCode).toBe(errorCodes.rewardOutOfStock);
    expect((await walletOf(gateway(), member.id)).balance).toBe(8000n);
    const now = gateway().deps.clock.now();
    await decideRedemption(gateway().db, first.body.value.redemption.reference, { approve: true }, now);
    await decideRedemption(gateway().db, second.body.value.redemption.reference, { approve: false, remark: 'no stock at the warehouse' }, now);
    await expect(decideRedemption(gateway().db, second.body.value.redemption.reference, { approve: false }, now)).rejects.toMatchObject({ code: errorCodes.redemptionNotPending });
    expect(await pointsOf(gateway(), member.id)).toEqual({ balance: 700, ledger: 700 });
    expect(await walletOf(gateway(), member.id)).toEqual({ balance: 9000n, ledger: 9000n });
    const history = await send<{ list: { status: string; remark: string }[] }>(gateway(), 'pointRedeemHistory', { token: member.token, data: { startTime: 0, endTime: now + 1 } });
    expect(history.body.value.list.map((r) => r.status).sort()).toEqual(['approved', 'rejected']);
    const poor = await withdrawingMember(gateway());
    const big = await goods(gateway(), { points: 5000 });
    const refused = await send(gateway(), 'pointRedeem', { token: poor.token, data: { requestId: newRequestId(), rewardId: big.id, quantity: 1, paymentPassword: poor.paymentPassword } });
    expect(refused.body.errorCode).toBe(errorCodes.pointsInsufficient);
    const shipped = await goods(gateway(), { needsAddress: true });
    const noAddress = await send(gateway(), 'pointRedeem', { token: poor.token, data: { requestId: newRequestId(), rewardId: shipped.id, quantity: 1, paymentPassword: poor.paymentPassword } });
    expect(noAddress.body.errorCode).toBe(errorCodes.addressRequired);
  });

  // Two connections are needed to race: the embedded database runs one statement at a time, so it has no such race.
  it.skipIf(kind !== 'postgres')('charges the price in force when the stock is taken, and refuses goods switched off meanwhile', async () => {
    const member = await withdrawingMember(gateway());
    await give(gateway(), member.id, 1000);
    const redeem = (rewardId: number) =>
      send<{ pointBalance: number }>(gateway(), 'pointRedeem', { token: member.token, data: { requestId: newRequestId(), rewardId, quantity: 1, paymentPassword: member.paymentPassword } });
    /** Holds the goods row while `change` is made, until the redemption waits on that row, then commits. */
    const changedWhileRedeeming = async (rewardId: number, change: Partial<typeof pointRewards.$inferInsert>) => {
      let answer!: ReturnType<typeof redeem>;
      await gateway().db.transaction(async (tx) => {
        await tx.update(pointRewards).set(change).where(eq(pointRewards.id, rewardId));
        answer = redeem(rewardId);
        // The redemption checks the payment password (scrypt) first: on a busy machine that alone takes seconds.
        // Asked on another connection: within one transaction pg_stat_activity answers the same snapshot each time.
        const waiting = async () => {
          const activity = await gateway().db.execute(sql`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
          return Number((activity as { rows: Array<{ waiting: number }> }).rows[0]?.waiting ?? 0);
        };
        await expect.poll(waiting, { timeout: 30_000 }).toBeGreaterThan(0);
      });
      return answer;
    };
    const dearer = await goods(gateway(), { points: 100 });
    expect((await (await changedWhileRedeeming(dearer.id, { points: 400 })).body.value.pointBalance)).toBe(600);
    const withdrawn = await goods(gateway(), { points: 100 });
    expect((await (await changedWhileRedeeming(withdrawn.id, { enabled: false })).body.errorCode)).toBe(errorCodes.rewardNotFound);
    expect(await pointsOf(gateway(), member.id)).toEqual({ balance: 600, ledger: 600 });
    const [left] = await gateway().db.select({ stock: pointRewards.stock }).from(pointRewards).where(eq(pointRewards.id, withdrawn.id));
    expect(left.stock).toBe(10);
  });

  it('locks the payment password after repeated failures', async () => {
    const member = await withdrawingMember(gateway());
    const codes: string[] = [];
    for (let i = 0; i < 6; i++) {
      const answer = await send(gateway(), 'pointConvert', { token: member.token, data: { requestId: newRequestId(), points: 100, paymentPassword: 'nope' } });
      codes.push(String(answer.body.errorCode));
    }
    expect(codes[0]).toBe(errorCodes.paymentPasswordInvalid);
    expect(codes.at(-1)).toBe(errorCodes.accountLocked);
  });

  it('converts multiples of the ratio into money once per request id, with details showing the ratio', async () => {
    const member = await withdrawingMember(gateway(), '0');
    await give(gateway(), member.id, 450);
    const convert = (points: number, requestId = newRequestId()) =>
      send<{ points: number; amount: string; pointBalance: number; balance: string }>(gateway(), 'pointConvert', { token: member.token, data: { requestId, points, paymentPassword: member.paymentPassword } });
    expect((await convert(150)).body.errorCode).toBe(errorCodes.convertNotMultiple);
    expect((await convert(50)).body.errorCode).toBe(errorCodes.convertBelowMin);
    const id = newRequestId();
    const done = await convert(200, id);
    expect(done.body.value).toEqual({ points: 200, amount: '2.00', pointBalance: 250, balance: '2.00' });
    expect((await convert(200, id)).body.value).toEqual(done.body.value);
    expect((await convert(300)).body.errorCode).toBe(errorCodes.pointsInsufficient);
    const details = await send<{ list: { pointType: string; ratio: number | null }[] }>(gateway(), 'pointDetails', { token: member.token, data: { startTime: 0, endTime: gateway().deps.clock.now() + 1 } });
    expect(details.body.value.list.find((r) => r.pointType === 'convert')?.ratio).toBe(100);
  });

  it('earns points from a settled bet and an approved deposit exactly once', async () => {
    const member = await memberWithSession(gateway());
    const now = gateway().deps.clock.now();
    const earned = await gateway().db.transaction(async (tx) => [
      await earnPoints(tx, { kind: 'bet', betId: `t${member.id}`, memberId: member.id, category: 'LIVE', stake: '250.00', now }),
      await earnPoints(tx, { kind: 'bet', betId: `t${member.id}`, memberId: member.id, category: 'LIVE', stake: '250.00', now }),
      await earnPoints(tx, { kind: 'deposit', depositId: `t${member.id}`, memberId: member.id, amount: '1000.00', now }),
      await earnPoints(tx, { kind: 'deposit', depositId: `t${member.id}`, memberId: member.id, amount: '1000.00', now }),
    ]);
    expect(earned).toEqual([2, 0, 20, 0]);
    expect(await pointsOf(gateway(), member.id)).toEqual({ balance: 22, ledger: 22 });
  });

  // A hundred calls keep the ten-connection pool ten times over-subscribed, and the points (25 spends) run out part-way.
  it('keeps points and money consistent under 100 parallel redemptions and conversions', async () => {
    const member = await withdrawingMember(gateway(), '50.00');
    await give(gateway(), member.id, 2500);
    const reward = await goods(gateway(), { points: 100, amount: '1.00', stock: 20 });
    const shared = Array.from({ length: 20 }, () => newRequestId());
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => {
        const requestId = i % 4 === 0 ? shared[i % 20]! : newRequestId();
        return i % 2 === 0
          ? send(gateway(), 'pointRedeem', { token: member.token, data: { requestId, rewardId: reward.id, quantity: 1, paymentPassword: member.paymentPassword } })
          : send(gateway(), 'pointConvert', { token: member.token, data: { requestId, points: 100, paymentPassword: member.paymentPassword } });
      }),
    );
    const ms = Math.round(performance.now() - started);
    const ok = answers.filter((a) => a.body.success).length;
    const codes: Record<string, number> = {};
    for (const a of answers) if (!a.body.success) codes[String(a.body.errorCode)] = (codes[String(a.body.errorCode)] ?? 0) + 1;
    const points = await pointsOf(gateway(), member.id);
    const wallet = await walletOf(gateway(), member.id);
    const redemptions = await gateway().db.select().from(pointRedemptions).where(eq(pointRedemptions.memberId, member.id));
    const [stock] = await gateway().db.select().from(pointRewards).where(eq(pointRewards.id, reward.id));
    const keys = await gateway().db.select({ key: pointLedger.idempotencyKey }).from(pointLedger).where(eq(pointLedger.memberId, member.id));
    console.log(`[points concurrency] 100 calls in ${ms} ms: ${ok} answered ok (incl. replays), refused ${JSON.stringify(codes)}; redemptions ${redemptions.length}, stock left ${stock!.stock}, points ${points.balance} (ledger ${points.ledger}), wallet ${wallet.balance} cents (ledger ${wallet.ledger})`);
    expect(points.balance).toBe(points.ledger);
    expect(points.balance).toBeGreaterThanOrEqual(0);
    expect(wallet.balance).toBe(wallet.ledger);
    expect(new Set(keys.map((k) => k.key)).size).toBe(keys.length);
    expect(redemptions.length + stock!.stock).toBe(20);
  }, 120_000);
});
