/**
 * A statement's figures, from the ledger (money in and out, balances, over
 * the period and the account's whole life) and the bets table (rounds,
 * stakes, winnings), with the bonus part of the stakes kept by each stake's
 * movement (bonus-stake.ts). Sums stay numeric text to the cent. Balances
 * are over every wallet of the member, so moving money between them is no
 * movement at all.
 */
import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Statement } from '../../../../../src/services/schemas/statement';
import type { Db } from '../../../db';
import { bets, bonusStakes, ledgerEntries } from '../../../db/schema';
import { fromCents, toCents } from '../../money';
import { within, type Period } from '../../records/period';

type Figures = Omit<Statement, 'accountOpenedAt'>;

const sumWhere = (amount: SQL | PgColumn, condition: SQL): SQL<string> => sql<string>`coalesce(sum(${amount}) filter (where ${condition}), 0)::text`;
const isDeposit = sql`${ledgerEntries.kind} = 'deposit'`;
// A withdrawal given back (rejected by the cashier) is no withdrawal.
const isWithdrawal = sql`${ledgerEntries.kind} in ('withdraw', 'withdraw_reversal')`;

export async function statementFigures(db: Db, memberId: number, period: Period): Promise<Figures> {
  const inPeriod = within(ledgerEntries.createdAt, period);
  const [ledger] = await db
    .select({
      opening: sumWhere(ledgerEntries.amount, sql`${ledgerEntries.createdAt} < ${period.startTime}`),
      closing: sumWhere(ledgerEntries.amount, sql`${ledgerEntries.createdAt} <= ${period.endTime}`),
      deposits: sumWhere(ledgerEntries.amount, and(isDeposit, inPeriod) as SQL),
      withdrawals: sumWhere(sql`-${ledgerEntries.amount}`, and(isWithdrawal, inPeriod) as SQL),
      lifetimeDeposits: sumWhere(ledgerEntries.amount, isDeposit),
      lifetimeWithdrawals: sumWhere(sql`-${ledgerEntries.amount}`, isWithdrawal),
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.memberId, memberId));
  const settledAt = sql`coalesce(${bets.settledAt}, ${bets.createdAt})`;
  const [play] = await db
    .select({
      rounds: sql<number>`count(*) filter (where ${within(bets.createdAt, period)})::int`,
      stakes: sumWhere(bets.stake, within(bets.createdAt, period)),
      winnings: sumWhere(bets.payout, sql`${bets.status} = 'settled' and ${settledAt} >= ${period.startTime} and ${settledAt} <= ${period.endTime}`),
    })
    .from(bets)
    // Rounds placed before the period but settled in it (a lottery ticket drawn later) pay into it.
    .where(and(eq(bets.memberId, memberId), lte(bets.createdAt, period.endTime)));
  const [bonus] = await db
    .select({ total: sql<string>`coalesce(sum(${bonusStakes.amount}), 0)::text` })
    .from(bonusStakes)
    .where(and(eq(bonusStakes.memberId, memberId), gte(bonusStakes.createdAt, period.startTime), lte(bonusStakes.createdAt, period.endTime)));

  const cents = (text: string | undefined) => toCents(text ?? '0');
  const opening = cents(ledger?.opening);
  const closing = cents(ledger?.closing);
  const deposits = cents(ledger?.deposits);
  const withdrawals = cents(ledger?.withdrawals);
  const stakes = cents(play?.stakes);
  const bonusStaked = cents(bonus?.total);
  const winnings = cents(play?.winnings);
  const netResult = winnings - stakes;
  const lifetimeDeposits = cents(ledger?.lifetimeDeposits);
  const lifetimeWithdrawals = cents(ledger?.lifetimeWithdrawals);
  return {
    startTime: period.startTime,
    endTime: period.endTime,
    openingBalance: fromCents(opening),
    closingBalance: fromCents(closing),
    period: { deposits: fromCents(deposits), withdrawals: fromCents(withdrawals), netDeposits: fromCents(deposits - withdrawals) },
    lifetime: { deposits: fromCents(lifetimeDeposits), withdrawals: fromCents(lifetimeWithdrawals), netDeposits: fromCents(lifetimeDeposits - lifetimeWithdrawals) },
    rounds: play?.rounds ?? 0,
    stakes: { total: fromCents(stakes), cash: fromCents(stakes - bonusStaked), bonus: fromCents(bonusStaked) },
    winnings: fromCents(winnings),
    netResult: fromCents(netResult),
    otherMovements: fromCents(closing - opening - (deposits - withdrawals) - netResult),
  };
}
