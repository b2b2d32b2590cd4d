/**
 * Buying a ticket: a round whose payout waits for its draw. The stake is
 * debited at once; the bets row stays open and the ticket row links it to
 * the draw that will settle it.
 */
import { bets, lotteryTickets } from '../../db/schema';
import { applyMovement, type Tx } from '../../domain/ledger';
import { fromCents } from '../../domain/money';
import type { PlayableGame } from '../catalogue';
import { roundReference, type RoundPlayer } from '../rounds/settle-instant';
import { drawOnSale } from './draws';
import type { PlayType } from './play-types';

export interface TicketOrder {
  game: PlayableGame;
  drawNo: string;
  playType: PlayType;
  picks: number[];
  betCents: bigint;
}

export async function buyTicket(
  tx: Tx,
  input: { session: RoundPlayer; roundId: string; now: number; order: TicketOrder },
): Promise<{ balance: string; drawAt: number }> {
  const { session, roundId, now, order } = input;
  const draw = await drawOnSale(tx, order.game, order.drawNo, now);
  const stake = fromCents(order.betCents);
  await tx.insert(bets).values({
    roundId,
    memberId: session.memberId,
    nodeId: order.game.nodeId,
    vendor: order.game.vendor,
    category: order.game.category,
    accountTypeId: session.accountTypeId,
    stake,
    status: 'open',
    detail: { engine: 'lotto', gameCode: order.game.code, drawNo: draw.drawNo, playType: order.playType.code, picks: order.picks },
    createdAt: now,
  });
  await tx
    .insert(lotteryTickets)
    .values({ roundId, drawId: draw.id, memberId: session.memberId, playType: order.playType.code, picks: order.picks, stake, createdAt: now });
  const { balanceAfter } = await applyMovement(tx, {
    memberId: session.memberId,
    accountTypeId: session.accountTypeId,
    cents: -order.betCents,
    kind: 'bet',
    idempotencyKey: `bet:${roundId}`,
    reference: roundReference(roundId, order.game),
    now,
  });
  return { balance: balanceAfter, drawAt: draw.drawAt };
}
