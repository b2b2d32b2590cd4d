/**
 * Drawing one due draw and settling its tickets, in one transaction.
 *
 * The claim takes the oldest due draw that no other transaction holds
 * (FOR UPDATE SKIP LOCKED) and moves it open → drawing in a conditional
 * UPDATE: two job runs, on one instance or many, never draw the same issue,
 * and a run that dies half-way rolls back to "open" for the next run.
 * Every payout carries the ticket's idempotency key as a last guard.
 */
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { bets, lotteryDraws, lotteryTickets } from '../../db/schema';
import { applyMovement, type Tx } from '../../domain/ledger';
import { fromCents, toCents } from '../../domain/money';
import { earnPoints } from '../../domain/points/mall';
import { raiseRankIfDue } from '../../domain/vip/raise-rank';
import { findGame } from '../catalogue';
import type { RandomSource } from '../random';
import { digitsDrawn, drawNumbers, isPlayType, playTypes, ticketWins } from './play-types';

export interface DrawReport {
  drawId: number;
  gameCode: string;
  drawNo: string;
  numbers: number[];
  tickets: number;
  winners: number;
}

async function claimDueDraw(tx: Tx, now: number, gameCode?: string) {
  const due = and(eq(lotteryDraws.status, 'open'), lte(lotteryDraws.drawAt, now), gameCode ? eq(lotteryDraws.gameCode, gameCode) : undefined);
  const [candidate] = await tx
    .select({ id: lotteryDraws.id })
    .from(lotteryDraws)
    .where(due)
    .orderBy(asc(lotteryDraws.drawAt))
    .limit(1)
    .for('update', { skipLocked: true });
  if (!candidate) return null;
  const [claimed] = await tx
    .update(lotteryDraws)
    .set({ status: 'drawing', claimedAt: now })
    .where(and(eq(lotteryDraws.id, candidate.id), eq(lotteryDraws.status, 'open')))
    .returning();
  return claimed ?? null;
}

async function settleTickets(tx: Tx, draw: { id: number; gameCode: string }, numbers: number[], now: number): Promise<{ tickets: number; winners: number }> {
  const tickets = await tx
    .select({ ticket: lotteryTickets, accountTypeId: bets.accountTypeId })
    .from(lotteryTickets)
    .innerJoin(bets, eq(bets.roundId, lotteryTickets.roundId))
    .where(and(eq(lotteryTickets.drawId, draw.id), eq(lotteryTickets.status, 'open')))
    // Member by member, in one order for every draw: two draws settling at once lock each member's rows
    // (VIP turnover, points, wallet, rank) in the same order, so they wait for each other instead of deadlocking.
    .orderBy(asc(lotteryTickets.memberId), asc(lotteryTickets.id));
  let winners = 0;
  for (const { ticket, accountTypeId } of tickets) {
    const playType = isPlayType(ticket.playType) ? playTypes[ticket.playType] : null;
    const won = playType !== null && ticketWins(playType, ticket.picks, numbers);
    const payoutCents = won ? toCents(ticket.stake) * BigInt(playType.payMultiple) : 0n;
    const payout = fromCents(payoutCents);
    await tx
      .update(lotteryTickets)
      .set({ status: won ? 'won' : 'lost', payout })
      .where(eq(lotteryTickets.id, ticket.id));
    // The bet row (and with it the VIP turnover), then points, then the wallet: the order an instant round
    // writes them in, so a draw and a member's spin at the same moment wait for each other instead of deadlocking.
    const [bet] = await tx
      .update(bets)
      .set({ payout, status: 'settled', settledAt: now, detail: sql`${bets.detail} || ${JSON.stringify({ numbers, won })}::jsonb` })
      .where(and(eq(bets.roundId, ticket.roundId), eq(bets.status, 'open')))
      .returning({ id: bets.id, category: bets.category, stake: bets.stake });
    // Points are earned when the bet settles, like an instant round; a bet settled before (no row back) earned them then.
    if (bet) await earnPoints(tx, { kind: 'bet', betId: bet.id, memberId: ticket.memberId, category: bet.category, stake: bet.stake, now });
    if (payoutCents > 0n) {
      winners++;
      await applyMovement(tx, {
        memberId: ticket.memberId,
        accountTypeId,
        cents: payoutCents,
        kind: 'payout',
        idempotencyKey: `payout:${ticket.roundId}`,
        reference: `${ticket.roundId}:${draw.gameCode}`,
        now,
      });
    }
    if (bet) await raiseRankIfDue(tx, ticket.memberId, now);
  }
  return { tickets: tickets.length, winners };
}

/** Draws and settles the oldest due draw (of one game, when given); null when none is due. */
export async function drawOneDue(db: Db, input: { now: number; random: RandomSource; gameCode?: string }): Promise<DrawReport | null> {
  return db.transaction(async (tx) => {
    const draw = await claimDueDraw(tx, input.now, input.gameCode);
    if (!draw) return null;
    const game = await findGame(tx, { code: draw.gameCode });
    const numbers = drawNumbers(input.random, digitsDrawn(game ?? { accountTypeName: '', code: draw.gameCode }));
    const settled = await settleTickets(tx, draw, numbers, input.now);
    await tx.update(lotteryDraws).set({ status: 'drawn', numbers, drawnAt: input.now }).where(eq(lotteryDraws.id, draw.id));
    return { drawId: draw.id, gameCode: draw.gameCode, drawNo: draw.drawNo, numbers, ...settled };
  });
}
