/**
 * Sums over a set of team members in a period, shared by the team pages:
 * bet totals (the member's own records use the same columns) and the money
 * that came in and went out through the ledger, per member.
 */
import { and, inArray, type SQL } from 'drizzle-orm';
import type { ProfitTotals } from '../../../../src/services/schemas/records';
import type { Db } from '../../db';
import { bets, ledgerEntries } from '../../db/schema';
import { fromCents, toCents } from '../money';
import { betTotalsColumns, toTotals } from '../records/bet-totals';
import { numericSum, within, type Period } from '../records/period';

/** Bets of the members in the period; `ids` must not be empty. */
export const teamBets = (ids: number[], period: Period): SQL => and(inArray(bets.memberId, ids), within(bets.createdAt, period)) as SQL;

export async function betTotalsOf(db: Db, ids: number[], period: Period): Promise<ProfitTotals> {
  if (ids.length === 0) return toTotals(undefined);
  const [row] = await db.select(betTotalsColumns).from(bets).where(teamBets(ids, period));
  return toTotals(row);
}

export async function betTotalsByMember(db: Db, ids: number[], period: Period): Promise<Map<number, ProfitTotals>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ memberId: bets.memberId, ...betTotalsColumns })
    .from(bets)
    .where(teamBets(ids, period))
    .groupBy(bets.memberId);
  return new Map(rows.map((row) => [row.memberId, toTotals(row)]));
}

/** The flows the team pages show; withdrawals are net of reversals, as on the member's own profit page. */
export const flowKinds = ['deposit', 'withdraw', 'withdraw_reversal', 'bonus'] as const;

export interface Flows {
  deposits: bigint;
  withdrawals: bigint;
  bonus: bigint;
}

export const noFlows = (): Flows => ({ deposits: 0n, withdrawals: 0n, bonus: 0n });

/** Ledger flows per member over the period. */
export async function flowsByMember(db: Db, ids: number[], period: Period): Promise<Map<number, Flows>> {
  const flows = new Map<number, Flows>();
  if (ids.length === 0) return flows;
  const rows = await db
    .select({ memberId: ledgerEntries.memberId, kind: ledgerEntries.kind, sum: numericSum(ledgerEntries.amount) })
    .from(ledgerEntries)
    .where(and(inArray(ledgerEntries.memberId, ids), inArray(ledgerEntries.kind, [...flowKinds]), within(ledgerEntries.createdAt, period)))
    .groupBy(ledgerEntries.memberId, ledgerEntries.kind);
  for (const row of rows) {
    const member = flows.get(row.memberId) ?? noFlows();
    const cents = toCents(row.sum);
    if (row.kind === 'deposit') member.deposits += cents;
    else if (row.kind === 'bonus') member.bonus += cents;
    else member.withdrawals -= cents;
    flows.set(row.memberId, member);
  }
  return flows;
}

export function addFlows(flows: Iterable<Flows>): Flows {
  const total = noFlows();
  for (const flow of flows) {
    total.deposits += flow.deposits;
    total.withdrawals += flow.withdrawals;
    total.bonus += flow.bonus;
  }
  return total;
}

export const flowTexts = (flows: Flows) => ({ deposits: fromCents(flows.deposits), withdrawals: fromCents(flows.withdrawals), bonus: fromCents(flows.bonus) });
