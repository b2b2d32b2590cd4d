/**
 * Point balance and point movements. A movement locks the member's point
 * account row, writes the ledger row under its idempotency key and updates
 * the balance in one transaction: a retry with the same key returns the
 * first result instead of moving points again, and a balance can never go
 * below zero.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { isUniqueViolation } from '../db/unique-violation';
import { pointAccounts, pointLedger } from '../db/schema';
import { errorCodes } from '../../../src/services/error-codes';
import { DomainError } from '../http/domain-error';
import { changeNotice } from './live/publish';

export interface PointBalance {
  pointBalance: number;
}

export async function pointBalanceOf(db: Db, memberId: number): Promise<PointBalance> {
  const [row] = await db.select({ balance: pointAccounts.balance }).from(pointAccounts).where(eq(pointAccounts.memberId, memberId)).limit(1);
  return { pointBalance: row?.balance ?? 0 };
}

export interface PointMovement {
  memberId: number;
  /** Whole points, signed. */
  amount: number;
  kind: string;
  idempotencyKey: string;
  reference?: string;
  now: number;
}

export async function movePoints(db: Db, movement: PointMovement): Promise<{ balanceAfter: number; replayed: boolean }> {
  if (!Number.isInteger(movement.amount) || movement.amount === 0) throw new Error(`points must move by a whole non-zero amount, got ${movement.amount}`);
  try {
    return await moveOnce(db, movement);
  } catch (error) {
    // The same key committed by a concurrent request: answer with its result.
    if (!isUniqueViolation(error)) throw error;
    const [done] = await db.select().from(pointLedger).where(eq(pointLedger.idempotencyKey, movement.idempotencyKey)).limit(1);
    if (!done) throw error;
    return { balanceAfter: done.balanceAfter, replayed: true };
  }
}

function moveOnce(db: Db, movement: PointMovement): Promise<{ balanceAfter: number; replayed: boolean }> {
  return db.transaction(async (tx) => {
    const [done] = await tx.select().from(pointLedger).where(eq(pointLedger.idempotencyKey, movement.idempotencyKey)).limit(1);
    if (done) return { balanceAfter: done.balanceAfter, replayed: true };
    await tx.insert(pointAccounts).values({ memberId: movement.memberId, balance: 0 }).onConflictDoNothing();
    const [account] = await tx
      .select({ balance: pointAccounts.balance })
      .from(pointAccounts)
      .where(eq(pointAccounts.memberId, movement.memberId))
      .for('update');
    const balanceAfter = (account?.balance ?? 0) + movement.amount;
    if (balanceAfter < 0) throw new DomainError(errorCodes.pointsInsufficient, 400);
    await tx
      .update(pointAccounts)
      .set({ balance: sql`${pointAccounts.balance} + ${movement.amount}` })
      .where(eq(pointAccounts.memberId, movement.memberId))
      .returning({ notice: changeNotice(movement.memberId, ['points']) });
    await tx.insert(pointLedger).values({
      memberId: movement.memberId,
      amount: movement.amount,
      balanceAfter,
      kind: movement.kind,
      idempotencyKey: movement.idempotencyKey,
      reference: movement.reference ?? '',
      createdAt: movement.now,
    });
    return { balanceAfter, replayed: false };
  });
}
