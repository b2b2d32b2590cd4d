/**
 * Drawing one due draw and settling its tickets through the wallet.
 *
 * The claim takes the oldest due draw that no other transaction holds (FOR
 * UPDATE SKIP LOCKED), moves it open → drawing and stores its numbers, in
 * one short transaction: two job runs, on one instance or many, never draw
 * the same issue, and a run that fails before the numbers are stored leaves
 * the draw open. Each ticket is then paid (a win that closes its round) or
 * closed through the wallet, under transaction ids that follow from the
 * ticket's round, so a run that dies half-way is taken over after a minute
 * and settles the rest with the same numbers, paying nobody twice.
 */
import { and, asc, eq, lte, or } from 'drizzle-orm';
import type { Db } from '../../db';
import { lotteryDraws, lotteryTickets } from '../../db/schema';
import { fromCents, toCents } from '../../domain/money';
import { findGame } from '../catalogue';
import type { RandomSource } from '../random';
import type { WalletClient } from '../wallet/client';
import { digitsDrawn, drawNumbers, isPlayType, playTypes, ticketWins } from './play-types';

export interface DrawReport {
  drawId: number;
  gameCode: string;
  drawNo: string;
  numbers: number[];
  tickets: number;
  winners: number;
}

/** A draw claimed longer ago than this was left half-settled by a run that died. */
export const staleDrawMs = 60_000;

async function claimDueDraw(db: Db, input: { now: number; random: RandomSource; gameCode?: string }) {
  const { now, gameCode } = input;
  return db.transaction(async (tx) => {
    const due = or(
      and(eq(lotteryDraws.status, 'open'), lte(lotteryDraws.drawAt, now)),
      and(eq(lotteryDraws.status, 'drawing'), lte(lotteryDraws.claimedAt, now - staleDrawMs)),
    );
    const [candidate] = await tx
      .select()
      .from(lotteryDraws)
      .where(and(due, gameCode ? eq(lotteryDraws.gameCode, gameCode) : undefined))
      .orderBy(asc(lotteryDraws.drawAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!candidate) return null;
    let numbers = candidate.numbers;
    if (!numbers) {
      const game = await findGame(tx, { code: candidate.gameCode });
      numbers = drawNumbers(input.random, digitsDrawn(game ?? { accountTypeName: '', code: candidate.gameCode }));
    }
    const [claimed] = await tx.update(lotteryDraws).set({ status: 'drawing', numbers, claimedAt: now }).where(eq(lotteryDraws.id, candidate.id)).returning();
    return claimed ? { ...claimed, numbers } : null;
  });
}

async function settleTickets(db: Db, wallet: WalletClient, draw: { id: number }, numbers: number[]): Promise<{ tickets: number; winners: number }> {
  const tickets = await db
    .select()
    .from(lotteryTickets)
    .where(and(eq(lotteryTickets.drawId, draw.id), eq(lotteryTickets.status, 'open')))
    .orderBy(asc(lotteryTickets.memberId), asc(lotteryTickets.id));
  let winners = 0;
  for (const ticket of tickets) {
    const playType = isPlayType(ticket.playType) ? playTypes[ticket.playType] : null;
    const won = playType !== null && ticketWins(playType, ticket.picks, numbers);
    const payoutCents = won ? toCents(ticket.stake) * BigInt(playType.payMultiple) : 0n;
    const detail = { numbers, won };
    if (won) {
      winners++;
      await wallet.win({ roundId: ticket.roundId, amount: fromCents(payoutCents), closeRound: true, detail });
    } else {
      await wallet.close({ roundId: ticket.roundId, detail });
    }
    await db
      .update(lotteryTickets)
      .set({ status: won ? 'won' : 'lost', payout: fromCents(payoutCents) })
      .where(eq(lotteryTickets.id, ticket.id));
  }
  return { tickets: tickets.length, winners };
}

/** Draws and settles the oldest due draw (of one game, when given); null when none is due. */
export async function drawOneDue(db: Db, wallet: WalletClient, input: { now: number; random: RandomSource; gameCode?: string }): Promise<DrawReport | null> {
  const draw = await claimDueDraw(db, input);
  if (!draw) return null;
  const settled = await settleTickets(db, wallet, draw, draw.numbers);
  await db.update(lotteryDraws).set({ status: 'drawn', drawnAt: input.now }).where(eq(lotteryDraws.id, draw.id));
  return { drawId: draw.id, gameCode: draw.gameCode, drawNo: draw.drawNo, numbers: draw.numbers, ...settled };
}
