/**
 * What a member did in a window, read from the real records: deposits from
 * the wallet ledger, rounds, wins, stake and net loss from the bets table,
 * days logged in from the sessions table. Promotions and missions measure
 * with the same functions, so a requirement and a progress bar never
 * disagree.
 */
import { and, eq, gt, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db';
import { bets, ledgerEntries, sessions } from '../../db/schema';
import type { Tx } from '../ledger';
import { toCents } from '../money';

export interface Window {
  startsAt: number;
  /** Exclusive; null: up to now. */
  endsAt: number | null;
}

type Reader = Db | Tx;

const within = (column: typeof bets.createdAt | typeof ledgerEntries.createdAt | typeof sessions.createdAt, window: Window): SQL =>
  and(gte(column, window.startsAt), window.endsAt === null ? undefined : lt(column, window.endsAt))!;

const inCategories = (categories: readonly string[]): SQL | undefined => (categories.length ? inArray(bets.category, [...categories]) : undefined);

/** Sums of numeric(18,2) columns arrive as exact decimal text. */
const centsOf = (value: unknown): bigint => toCents(String(value ?? '0'));

/** Deposits credited to the member's wallets in the window, in cents. */
export async function depositCents(db: Reader, memberId: number, window: Window): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.memberId, memberId), eq(ledgerEntries.kind, 'deposit'), gt(ledgerEntries.amount, '0'), within(ledgerEntries.createdAt, window)));
  return centsOf(row?.total);
}

export interface BetFigures {
  rounds: number;
  /** Rounds that paid more than their stake. */
  wins: number;
  stakeCents: bigint;
  /** Stake minus payout of settled rounds, never below zero. */
  netLossCents: bigint;
}

/** Rounds placed in the window (by placing time), in the given categories or all. */
export async function betFigures(db: Reader, memberId: number, window: Window, categories: readonly string[] = []): Promise<BetFigures> {
  const [row] = await db
    .select({
      rounds: sql<number>`count(*)::int`,
      wins: sql<number>`count(*) filter (where ${bets.status} = 'settled' and ${bets.payout} > ${bets.stake})::int`,
      stake: sql<string>`coalesce(sum(${bets.stake}), 0)`,
      settledLoss: sql<string>`coalesce(sum(${bets.stake} - ${bets.payout}) filter (where ${bets.status} = 'settled'), 0)`,
    })
    .from(bets)
    .where(and(eq(bets.memberId, memberId), within(bets.createdAt, window), inCategories(categories)));
  const loss = centsOf(row?.settledLoss);
  return { rounds: Number(row?.rounds ?? 0), wins: Number(row?.wins ?? 0), stakeCents: centsOf(row?.stake), netLossCents: loss > 0n ? loss : 0n };
}

/** Distinct UTC days on which the member opened a session in the window. */
export async function loginDays(db: Reader, memberId: number, window: Window): Promise<number> {
  const [row] = await db
    .select({ days: sql<number>`count(distinct floor(${sessions.createdAt} / 86400000))::int` })
    .from(sessions)
    .where(and(eq(sessions.memberId, memberId), within(sessions.createdAt, window)));
  return Number(row?.days ?? 0);
}
