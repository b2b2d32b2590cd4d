/**
 * Buying a ticket: a round whose payout waits for its draw. The wallet takes
 * the stake at once and keeps the round open; the ticket row then links the
 * round to its draw, in a transaction that holds the draw against the draw
 * job (drawOnSale). A draw that closed between the two gets no ticket, and
 * the stake goes back through a rollback.
 */
import { inspect } from 'node:util';
import { errorCodes } from '../../../../src/services/error-codes';
import { lotteryTickets } from '../../db/schema';
import { openIssue } from '../../domain/lottery-schedule';
import { fromCents } from '../../domain/money';
import { DomainError } from '../../http/domain-error';
import { inertLines } from '../../text/inert';
import type { PlayableGame } from '../catalogue';
import type { ProviderDeps } from '../deps';
import type { PlayerFacts } from '../sessions/player-session';
import { asPage } from '../wallet/refusals';
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
  deps: ProviderDeps,
  input: { session: PlayerFacts; roundId: string; order: TicketOrder },
): Promise<{ balance: string; currency: string; drawAt: number }> {
  const { session, roundId, order } = input;
  const now = deps.clock.now();
  // Refused before any money moves when the issue is plainly not on sale.
  if (order.drawNo !== openIssue(order.game.accountTypeName, now).drawNo) throw new DomainError(errorCodes.drawClosed, 409);
  const detail = { engine: 'lotto', gameCode: order.game.code, drawNo: order.drawNo, playType: order.playType.code, picks: order.picks };
  const staked = await asPage('play', () => deps.wallet.bet({ token: session.token, roundId, gameCode: order.game.code, amount: fromCents(order.betCents), detail }));
  if (staked.replayed) throw new DomainError(errorCodes.roundReplayed, 409);
  try {
    const draw = await deps.db.transaction(async (tx) => {
      const onSale = await drawOnSale(tx, order.game, order.drawNo, deps.clock.now());
      await tx.insert(lotteryTickets).values({
        roundId,
        drawId: onSale.id,
        memberId: session.memberId,
        playType: order.playType.code,
        picks: order.picks,
        stake: fromCents(order.betCents),
        createdAt: now,
      });
      return onSale;
    });
    return { balance: staked.balance ?? '0.00', currency: staked.currency, drawAt: draw.drawAt };
  } catch (error) {
    // The member hears about the ticket; a rollback that fails too leaves the round open at the wallet, in the log.
    await deps.wallet.rollback({ roundId }).catch((failure: unknown) => console.error(inertLines(`[provider] rollback of ${roundId} failed: ${inspect(failure)}`)));
    throw error;
  }
}
