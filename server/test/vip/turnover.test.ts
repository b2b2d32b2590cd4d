/**
 * The running VIP turnover the database keeps beside the bets: it follows
 * every way a bet becomes settled or stops being so (inserted settled, an
 * open ticket settled at its draw, a correction of the stake, a removal), in
 * the writer's own transaction, and a bet never moves to another member.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { bets } from '../../src/db/schema';
import { totalTurnoverCents } from '../../src/domain/vip/turnover';
import { describeOnBothDatabases } from '../databases';
import { memberWithSession } from '../http';

describeOnBothDatabases('VIP turnover kept by the database', (gateway) => {
  const bet = (memberId: number, stake: string, status: 'open' | 'settled') =>
    gateway()
      .db.insert(bets)
      .values({ roundId: randomUUID(), memberId, nodeId: 1, vendor: 'TEST', category: 'RNG', stake, status, createdAt: 1 })
      .returning({ id: bets.id })
      .then(([row]) => row.id);
  const turnover = (memberId: number) => totalTurnoverCents(gateway().db, memberId);

  it('counts settled stakes as they come, settle, change and go', async () => {
    const { id: memberId } = await memberWithSession(gateway());
    expect(await turnover(memberId)).toBe(0n);
    await bet(memberId, '12.50', 'settled');
    const ticket = await bet(memberId, '7.25', 'open');
    expect(await turnover(memberId)).toBe(1250n);
    await gateway().db.update(bets).set({ status: 'settled' }).where(eq(bets.id, ticket));
    expect(await turnover(memberId)).toBe(1975n);
    await gateway().db.update(bets).set({ stake: '10.00' }).where(eq(bets.id, ticket));
    expect(await turnover(memberId)).toBe(2250n);
    await gateway().db.delete(bets).where(eq(bets.id, ticket));
    expect(await turnover(memberId)).toBe(1250n);
  });

  it('leaves nothing behind when the bet’s transaction rolls back', async () => {
    const { id: memberId } = await memberWithSession(gateway());
    await expect(
      gateway().db.transaction(async (tx) => {
        await tx.insert(bets).values({ roundId: randomUUID(), memberId, nodeId: 1, vendor: 'TEST', category: 'RNG', stake: '50.00', status: 'settled', createdAt: 1 });
        throw new Error('the round failed after its bet was written');
      }),
    ).rejects.toThrow('the round failed');
    expect(await turnover(memberId)).toBe(0n);
  });

  it('refuses to move a bet to another member', async () => {
    const { id: memberId } = await memberWithSession(gateway());
    const { id: otherId } = await memberWithSession(gateway());
    const id = await bet(memberId, '5.00', 'settled');
    await expect(gateway().db.update(bets).set({ memberId: otherId }).where(eq(bets.id, id))).rejects.toThrow();
    expect([await turnover(memberId), await turnover(otherId)]).toEqual([500n, 0n]);
  });
});
