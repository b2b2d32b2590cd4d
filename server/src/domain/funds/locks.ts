/**
 * Row locks taken first in every money request, always in the same order,
 * so two requests of one member wait for each other instead of deadlocking
 * (a transfer in and a transfer out would otherwise lock the main and the
 * game wallet in opposite orders), and so counts read afterwards (pending
 * deposits, today's withdrawals) cannot be raced past their limit.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { members, wallets } from '../../db/schema';
import type { Tx } from '../ledger';

/** Every wallet of the member, main wallet first. */
export async function lockWallets(tx: Tx, memberId: number): Promise<void> {
  await tx.insert(wallets).values({ memberId, accountTypeId: 0, balance: '0' }).onConflictDoNothing();
  await tx.select({ id: wallets.accountTypeId }).from(wallets).where(eq(wallets.memberId, memberId)).orderBy(asc(wallets.accountTypeId)).for('update');
}

/** The main wallets of several members, lowest member id first. */
export async function lockMainWallets(tx: Tx, memberIds: number[]): Promise<void> {
  for (const memberId of memberIds) await tx.insert(wallets).values({ memberId, accountTypeId: 0, balance: '0' }).onConflictDoNothing();
  await tx
    .select({ id: wallets.memberId })
    .from(wallets)
    .where(and(inArray(wallets.memberId, memberIds), eq(wallets.accountTypeId, 0)))
    .orderBy(asc(wallets.memberId))
    .for('update');
}

/** The member row, for requests that count the member's rows but move no money (deposit requests, bank accounts). */
export async function lockMember(tx: Tx, memberId: number): Promise<void> {
  await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
}
