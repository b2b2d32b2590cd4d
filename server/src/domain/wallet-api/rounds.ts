/**
 * The gateway's record of a round: the bets row the records pages, points,
 * VIP ranks and agents' reports read, written in the same transaction as the
 * money it moved. Ledger keys are `bet:<round>`, `payout:<round>` and
 * `refund:<round>`, so one round can stake, pay and refund at most once each,
 * whatever a caller retries.
 *
 * Lock order, shared with every other writer of a member's money: the bets
 * row (and with a settlement the VIP turnover its trigger keeps), then
 * points, then the wallet. A bet takes only its new row and the wallet, so
 * no two of these transactions wait for each other in a circle.
 */
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { bets } from '../../db/schema';
import { applyMovement, type Tx } from '../ledger';
import { fromCents, toCents } from '../money';
import { earnPoints } from '../points/mall';
import { raiseRankIfDue } from '../vip/raise-rank';
import { walletError, type WalletError } from './errors';
import type { RoundGame } from './games';
import { roundFactColumns, roundFactsOf } from './round-facts';

/** Whose wallet a round moves. */
export interface RoundPlayer {
  memberId: number;
  accountTypeId: number;
}

export type BetRow = typeof bets.$inferSelect;

export const roundReference = (roundId: string, game: Pick<RoundGame, 'code'>): string => `${roundId}:${game.code}`;

const mergedDetail = (detail: Record<string, unknown> | undefined) => (detail ? sql`${bets.detail} || ${JSON.stringify(detail)}::jsonb` : bets.detail);

/** The round's status now (open, settled), or null when its row is gone (rolled back). */
export async function roundStatus(tx: Tx, roundId: string): Promise<string | null> {
  const [row] = await tx.select({ status: bets.status }).from(bets).where(eq(bets.roundId, roundId));
  return row?.status ?? null;
}

/** Why a round could not be paid, closed or refunded: rolled back (its row is gone) or closed. */
export async function notOpenBecause(tx: Tx, roundId: string): Promise<WalletError> {
  return (await roundStatus(tx, roundId)) === null ? walletError.roundRolledBack() : walletError.roundClosed();
}

/** Opens a round with its stake; answers the balance after it. A round id already used fails on the unique keys. */
export async function openRound(
  tx: Tx,
  input: { player: RoundPlayer; game: RoundGame; roundId: string; stakeCents: bigint; detail?: Record<string, unknown>; now: number },
): Promise<string> {
  const { player, game, roundId, now } = input;
  await tx.insert(bets).values({
    roundId,
    memberId: player.memberId,
    nodeId: game.nodeId,
    vendor: game.vendor,
    category: game.category,
    accountTypeId: player.accountTypeId,
    stake: fromCents(input.stakeCents),
    status: 'open',
    detail: input.detail ?? {},
    createdAt: now,
  });
  const movement = { memberId: player.memberId, accountTypeId: player.accountTypeId, reference: roundReference(roundId, game), now };
  return (await applyMovement(tx, { ...movement, cents: -input.stakeCents, kind: 'bet', idempotencyKey: `bet:${roundId}` })).balanceAfter;
}

/**
 * Pays an open round (a payout of 0 pays nothing) and, when asked, settles
 * it (points and rank follow a settlement), starting with the one statement
 * that finds the round open and locks it; null when it is not open. Answers
 * the balance after the payout (or as it stands, with nothing paid), null when
 * the member has no wallet.
 */
export async function settleRound(
  tx: Tx,
  roundId: string,
  input: { gameCode: string; payoutCents: bigint; close: boolean; detail?: Record<string, unknown>; now: number },
): Promise<{ round: BetRow; balance: string | null } | null> {
  const { now } = input;
  // What points, rank and the answer need ride on the statement that finds the round (no round trips of their
  // own): the member, the brand's point and rank settings, and the balance (a payout moves it again below).
  const [settled] = await tx
    .update(bets)
    .set({
      ...(input.payoutCents > 0n ? { payout: fromCents(input.payoutCents) } : {}),
      detail: mergedDetail(input.detail),
      ...(input.close ? { status: 'settled', settledAt: now } : {}),
    })
    .where(and(eq(bets.roundId, roundId), eq(bets.status, 'open')))
    .returning({
      ...getTableColumns(bets),
      ...roundFactColumns,
      walletBalance: sql<string | null>`(select w.balance from wallets w where w.member_id = bets.member_id and w.account_type_id = bets.account_type_id)::text`,
    });
  if (!settled) return null;
  const { memberType, rankLevel, language, pointSetting, rankSetting, walletBalance, ...round } = settled;
  const known = roundFactsOf({ memberType, rankLevel, language, pointSetting, rankSetting });
  if (input.close) {
    await earnPoints(tx, { kind: 'bet', betId: round.id, memberId: round.memberId, category: round.category, stake: round.stake, now }, known.points);
  }
  let balance: string | null = walletBalance === null ? null : fromCents(toCents(walletBalance));
  if (input.payoutCents > 0n) {
    ({ balanceAfter: balance } = await applyMovement(tx, {
      memberId: round.memberId,
      accountTypeId: round.accountTypeId,
      cents: input.payoutCents,
      kind: 'payout',
      idempotencyKey: `payout:${round.roundId}`,
      reference: roundReference(round.roundId, { code: input.gameCode }),
      now,
    }));
  }
  if (input.close) await raiseRankIfDue(tx, round.memberId, now, known.rank);
  return { round, balance };
}

/** Gives an open round's stake back and removes the round (a rolled-back round was never played); null when it is not open. */
export async function refundRound(tx: Tx, roundId: string, input: { gameCode: string; now: number }): Promise<{ round: BetRow; balance: string } | null> {
  const [round] = await tx
    .delete(bets)
    .where(and(eq(bets.roundId, roundId), eq(bets.status, 'open')))
    .returning();
  if (!round) return null;
  const refund = await applyMovement(tx, {
    memberId: round.memberId,
    accountTypeId: round.accountTypeId,
    cents: toCents(round.stake),
    kind: 'bet',
    idempotencyKey: `refund:${round.roundId}`,
    reference: roundReference(round.roundId, { code: input.gameCode }),
    now: input.now,
  });
  return { round, balance: refund.balanceAfter };
}
