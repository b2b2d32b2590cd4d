/** Point balance and point movements: the points ledger is atomic, idempotent and never negative. */
import * as v from 'valibot';
import { eq, sum } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { errorCodes } from '../../../src/services/error-codes';
import { pointBalanceSchema } from '../../../src/services/schemas/points';
import { pointAccounts, pointLedger } from '../../src/db/schema';
import { movePoints } from '../../src/domain/points';
import { describeOnBothDatabases } from '../databases';
import { callGateway, memberWithSession } from '../http';

describeOnBothDatabases('points', (gateway) => {
  it('answers the member’s point balance, zero without an account', async () => {
    const { id, token } = await memberWithSession(gateway());
    expect(v.parse(pointBalanceSchema, (await callGateway(gateway(), 'pointBalance', { token })).body.value)).toEqual({ pointBalance: 0 });
    await movePoints(gateway().db, { memberId: id, amount: 150, kind: 'rng', idempotencyKey: `t-${id}-1`, now: Date.now() });
    expect(v.parse(pointBalanceSchema, (await callGateway(gateway(), 'pointBalance', { token })).body.value)).toEqual({ pointBalance: 150 });
  });

  it('refuses the call without a session', async () => {
    const answer = await callGateway(gateway(), 'pointBalance');
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ success: false, errorCode: errorCodes.notLoggedIn });
  });

  it('moves points once per idempotency key, even when the same movement arrives concurrently', async () => {
    const { id } = await memberWithSession(gateway());
    const movement = { memberId: id, amount: 40, kind: 'live', idempotencyKey: `t-${id}-same`, now: Date.now() };
    const results = await Promise.allSettled([movePoints(gateway().db, movement), movePoints(gateway().db, movement), movePoints(gateway().db, movement)]);
    const [account] = await gateway().db.select().from(pointAccounts).where(eq(pointAccounts.memberId, id));
    expect(account.balance).toBe(40);
    // Every caller gets the one result: the first moves the points, the others replay it.
    expect(results.map((result) => (result.status === 'fulfilled' ? result.value.balanceAfter : result.reason))).toEqual([40, 40, 40]);
    const rows = await gateway().db.select().from(pointLedger).where(eq(pointLedger.memberId, id));
    expect(rows).toHaveLength(1);
  });

  it('never goes below zero and keeps the balance equal to the ledger sum', async () => {
    const { id } = await memberWithSession(gateway());
    const now = Date.now();
    await movePoints(gateway().db, { memberId: id, amount: 100, kind: 'deposit', idempotencyKey: `t-${id}-a`, now });
    await expect(movePoints(gateway().db, { memberId: id, amount: -101, kind: 'redeem', idempotencyKey: `t-${id}-b`, now })).rejects.toMatchObject({ code: errorCodes.pointsInsufficient });
    await movePoints(gateway().db, { memberId: id, amount: -60, kind: 'redeem', idempotencyKey: `t-${id}-c`, now });
    const [account] = await gateway().db.select().from(pointAccounts).where(eq(pointAccounts.memberId, id));
    const [ledger] = await gateway().db.select({ total: sum(pointLedger.amount) }).from(pointLedger).where(eq(pointLedger.memberId, id));
    expect(account.balance).toBe(40);
    expect(Number(ledger.total)).toBe(40);
  });
});
