/**
 * Credit report: the caller's main wallet day by day (UTC), from the ledger.
 * Each day opens where the one before closed; its movements are split into
 * deposits, withdrawals, transfers in and out, settlements (salary and
 * dividend) and play (bets, payouts, bonuses, rebates and the rest).
 * Opening balances are ledger sums rather than a row's balance_after: rows
 * written with an earlier time than rows already there (a provider's late
 * round) would otherwise make the report disagree with the wallet.
 */
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { CreditReport } from '../../../../src/services/schemas/agent';
import type { Db } from '../../db';
import { ledgerEntries } from '../../db/schema';
import { dayStart } from '../funds/references';
import { fromCents, toCents } from '../money';
import { checkPeriod, numericSum, type Period } from '../records/period';

const dayMs = 24 * 60 * 60 * 1000;

type Column = 'deposits' | 'withdrawals' | 'transfersIn' | 'transfersOut' | 'settlements' | 'play';

/** The report's column of a ledger kind, and the sign it is shown with (withdrawals and transfers out as positive amounts). */
function columnOf(kind: string): { column: Column; sign: 1n | -1n } {
  if (kind === 'deposit') return { column: 'deposits', sign: 1n };
  if (kind === 'withdraw' || kind === 'withdraw_reversal') return { column: 'withdrawals', sign: -1n };
  if (kind === 'transfer_in') return { column: 'transfersIn', sign: 1n };
  if (kind === 'transfer_out') return { column: 'transfersOut', sign: -1n };
  if (kind === 'salary' || kind === 'dividend') return { column: 'settlements', sign: 1n };
  return { column: 'play', sign: 1n };
}

const dateOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

export async function creditReport(db: Db, agentId: number, period: Period): Promise<CreditReport> {
  checkPeriod(period);
  const first = dayStart(period.startTime);
  const end = dayStart(period.endTime) + dayMs;
  const mainWallet = and(eq(ledgerEntries.memberId, agentId), eq(ledgerEntries.accountTypeId, 0));
  const [before] = await db
    .select({ sum: numericSum(ledgerEntries.amount) })
    .from(ledgerEntries)
    .where(and(mainWallet, lt(ledgerEntries.createdAt, first)));
  // Inlined (both are integers we computed): as parameters, the grouped expression would not match the selected one.
  const dayIndex = sql<number>`floor((${ledgerEntries.createdAt} - ${sql.raw(String(first))}) / ${sql.raw(String(dayMs))})::int`;
  const rows = await db
    .select({ day: dayIndex, kind: ledgerEntries.kind, sum: numericSum(ledgerEntries.amount) })
    .from(ledgerEntries)
    .where(and(mainWallet, gte(ledgerEntries.createdAt, first), lt(ledgerEntries.createdAt, end)))
    .groupBy(dayIndex, ledgerEntries.kind);
  const days = [];
  let opening = toCents(before?.sum ?? '0');
  const reportOpening = opening;
  for (let index = 0; first + index * dayMs < end; index++) {
    const sums: Record<Column, bigint> = { deposits: 0n, withdrawals: 0n, transfersIn: 0n, transfersOut: 0n, settlements: 0n, play: 0n };
    let moved = 0n;
    for (const row of rows.filter((entry) => Number(entry.day) === index)) {
      const cents = toCents(row.sum);
      const { column, sign } = columnOf(row.kind);
      sums[column] += sign * cents;
      moved += cents;
    }
    const closing = opening + moved;
    days.push({
      date: dateOf(first + index * dayMs),
      opening: fromCents(opening),
      ...(Object.fromEntries(Object.entries(sums).map(([column, cents]) => [column, fromCents(cents)])) as Record<Column, string>),
      closing: fromCents(closing),
    });
    opening = closing;
  }
  return { opening: fromCents(reportOpening), closing: fromCents(opening), days };
}
