/**
 * The seeded week's lottery, written straight into both sides at once: the
 * gateway's rounds (bets rows and money, through the wallet API's own round
 * functions) and the demo provider's tickets and draws. Live play goes
 * through the wallet API's calls; the history is a week that already
 * happened, written in one transaction per ticket and per draw, with the
 * ledger keys live play uses, so each seeded wallet still equals its ledger.
 */
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db';
import { lotteryDraws, lotteryTickets } from '../../db/schema';
import type { Tx } from '../../domain/ledger';
import { fromCents, toCents } from '../../domain/money';
import { openRound, settleRound } from '../../domain/wallet-api/rounds';
import { findGame, type PlayableGame } from '../../provider/catalogue';
import { drawOnSale } from '../../provider/lotto/draws';
import { digitsDrawn, drawNumbers, isPlayType, playTypes, ticketWins, type PlayType } from '../../provider/lotto/play-types';
import type { RandomSource } from '../../provider/random';

export interface TicketOrder {
  game: PlayableGame;
  drawNo: string;
  playType: PlayType;
  picks: number[];
  betCents: bigint;
}

export async function buyTicket(
  tx: Tx,
  input: { session: { memberId: number; accountTypeId: number }; roundId: string; now: number; order: TicketOrder },
): Promise<{ balance: string; drawAt: number }> {
  const { session, roundId, now, order } = input;
  const draw = await drawOnSale(tx, order.game, order.drawNo, now);
  const detail = { engine: 'lotto', gameCode: order.game.code, drawNo: draw.drawNo, playType: order.playType.code, picks: order.picks };
  const balance = await openRound(tx, { player: session, game: order.game, roundId, stakeCents: order.betCents, detail, now });
  await tx
    .insert(lotteryTickets)
    .values({ roundId, drawId: draw.id, memberId: session.memberId, playType: order.playType.code, picks: order.picks, stake: fromCents(order.betCents), createdAt: now });
  return { balance, drawAt: draw.drawAt };
}

/** Draws the oldest due draw of the game and settles its tickets, in one transaction. */
export async function drawOneDue(db: Db, input: { now: number; random: RandomSource; gameCode: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const [draw] = await tx
      .select()
      .from(lotteryDraws)
      .where(and(eq(lotteryDraws.status, 'open'), lte(lotteryDraws.drawAt, input.now), eq(lotteryDraws.gameCode, input.gameCode)))
      .orderBy(asc(lotteryDraws.drawAt))
      .limit(1);
    if (!draw) return;
    const game = await findGame(tx, { code: draw.gameCode });
    const numbers = drawNumbers(input.random, digitsDrawn(game ?? { accountTypeName: '', code: draw.gameCode }));
    const tickets = await tx.select().from(lotteryTickets).where(and(eq(lotteryTickets.drawId, draw.id), eq(lotteryTickets.status, 'open'))).orderBy(asc(lotteryTickets.memberId), asc(lotteryTickets.id));
    for (const ticket of tickets) {
      const playType = isPlayType(ticket.playType) ? playTypes[ticket.playType] : null;
      const won = playType !== null && ticketWins(playType, ticket.picks, numbers);
      const payoutCents = won ? toCents(ticket.stake) * BigInt(playType.payMultiple) : 0n;
      await tx.update(lotteryTickets).set({ status: won ? 'won' : 'lost', payout: fromCents(payoutCents) }).where(eq(lotteryTickets.id, ticket.id));
      await settleRound(tx, ticket.roundId, { gameCode: draw.gameCode, payoutCents, close: true, detail: { numbers, won }, now: input.now });
    }
    await tx.update(lotteryDraws).set({ status: 'drawn', numbers, claimedAt: input.now, drawnAt: input.now }).where(eq(lotteryDraws.id, draw.id));
  });
}
