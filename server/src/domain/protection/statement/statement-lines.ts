/**
 * The lines under a statement's figures: every movement of the period that
 * is not play (deposits, withdrawals, bonuses, transfers…), and one line a
 * day for play (the day's stakes and payouts as one net amount), so a year
 * of rounds stays a readable file. Days are UTC days.
 */
import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import type { LedgerKindName } from '../../../../../src/services/schemas/records';
import type { Db } from '../../../db';
import { ledgerEntries } from '../../../db/schema';
import { money, within, type Period } from '../../records/period';

export type StatementLine =
  | { type: 'movement'; time: number; kind: LedgerKindName; reference: string; amount: string }
  | { type: 'play'; time: number; rounds: number; amount: string };

const playKinds: LedgerKindName[] = ['bet', 'payout'];
const dayMs = 24 * 60 * 60 * 1000;

export async function statementLines(db: Db, memberId: number, period: Period): Promise<StatementLine[]> {
  const member = and(eq(ledgerEntries.memberId, memberId), within(ledgerEntries.createdAt, period));
  const movements = await db
    .select({ time: ledgerEntries.createdAt, kind: ledgerEntries.kind, reference: ledgerEntries.reference, amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .where(and(member, notInArray(ledgerEntries.kind, playKinds)))
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
  // The length inline, not as a parameter: GROUP BY and the select list must be the same expression.
  const day = sql<number>`((${ledgerEntries.createdAt} / ${sql.raw(String(dayMs))}) * ${sql.raw(String(dayMs))})`;
  const play = await db
    .select({
      time: sql<string>`(${day})::text`,
      rounds: sql<number>`count(*) filter (where ${ledgerEntries.kind} = 'bet')::int`,
      amount: sql<string>`sum(${ledgerEntries.amount})::text`,
    })
    .from(ledgerEntries)
    .where(and(member, sql`${ledgerEntries.kind} in ('bet', 'payout')`))
    .groupBy(day)
    .orderBy(day);
  const lines: StatementLine[] = [
    ...movements.map((row) => ({ type: 'movement' as const, time: row.time, kind: row.kind as LedgerKindName, reference: row.reference, amount: money(row.amount) })),
    // A day's play closes its day: after that day's other movements.
    ...play.map((row) => ({ type: 'play' as const, time: Number(row.time) + dayMs - 1, rounds: row.rounds, amount: money(row.amount) })),
  ];
  return lines.sort((a, b) => a.time - b.time);
}
