/**
 * A member's open requirements with their turnover measured now, and
 * writing back what a step of bonus-funds.ts changed. Writers lock the rows
 * after the member's main wallet row (the movement's balance update, or
 * lockMainWallets), the one order every writer takes them in.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { bonusRequirements } from '../../db/schema';
import type { Tx } from '../ledger';
import { fromCents, toCents } from '../money';
import type { Closing, OpenFunds } from './bonus-funds';
import { wageredCents } from './progress';

export type RequirementRow = typeof bonusRequirements.$inferSelect;

export interface Measured {
  rows: Map<number, RequirementRow>;
  /** Oldest first. */
  open: OpenFunds[];
}

export const fundsOf = (row: RequirementRow, wagered: bigint): OpenFunds => ({ id: row.id, locked: toCents(row.locked), wagered, required: toCents(row.required) });

/** The member's open requirements, oldest first, measured; `lock` takes their rows for the caller's transaction. */
export async function measureOpen(db: Db | Tx, memberId: number, options: { lock: boolean }): Promise<Measured> {
  const query = db
    .select()
    .from(bonusRequirements)
    .where(and(eq(bonusRequirements.memberId, memberId), eq(bonusRequirements.status, 'open')))
    .orderBy(asc(bonusRequirements.id));
  const rows = options.lock ? await query.for('update') : await query;
  const open: OpenFunds[] = [];
  // One after the other: inside a transaction they run on one connection anyway.
  for (const row of rows) open.push(fundsOf(row, await wageredCents(db, row)));
  return { rows: new Map(rows.map((row) => [row.id, row])), open };
}

/** Writes the bonus money of requirements still open and closes the others. */
export async function saveFunds(tx: Db | Tx, measured: Measured, step: { open: readonly OpenFunds[]; closed: readonly Closing[] }, now: number): Promise<void> {
  for (const funds of step.open) {
    const row = measured.rows.get(funds.id);
    if (row && toCents(row.locked) !== funds.locked)
      await tx
        .update(bonusRequirements)
        .set({ locked: fromCents(funds.locked) })
        .where(eq(bonusRequirements.id, funds.id));
  }
  for (const closing of step.closed) {
    await tx
      .update(bonusRequirements)
      .set({ status: closing.status, wagered: fromCents(closing.wagered), closedAmount: fromCents(closing.closedAmount), closedAt: now })
      .where(eq(bonusRequirements.id, closing.id));
  }
}
