/** A member's limit rows, and the row of one kind and window. */
import { and, eq, inArray } from 'drizzle-orm';
import type { LimitKind, LimitWindow } from '../../../../../src/services/schemas/limits';
import type { Db } from '../../../db';
import { protectionLimits } from '../../../db/schema';
import type { Tx } from '../../ledger';

export type LimitRow = typeof protectionLimits.$inferSelect;

/** One indexed read (the primary key leads with the member). */
export function limitRowsOf(db: Db | Tx, memberId: number, kinds?: readonly LimitKind[]): Promise<LimitRow[]> {
  const member = eq(protectionLimits.memberId, memberId);
  return db
    .select()
    .from(protectionLimits)
    .where(kinds ? and(member, inArray(protectionLimits.kind, [...kinds])) : member);
}

/** The row of one kind and window, locked for the change that reads it. */
export async function lockedLimitRow(tx: Tx, memberId: number, kind: LimitKind, window: LimitWindow): Promise<LimitRow | null> {
  const [row] = await tx
    .select()
    .from(protectionLimits)
    .where(and(eq(protectionLimits.memberId, memberId), eq(protectionLimits.kind, kind), eq(protectionLimits.window, window)))
    .for('update');
  return row ?? null;
}

export const rowKey = (kind: string, window: string) => `${kind}:${window}`;
