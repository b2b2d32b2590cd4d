/**
 * The lottery page's calls: a game's board (open issue, my tickets, recent
 * results) and buying a ticket for the open issue. A session opened from a
 * lottery lobby plays every game of that lottery (same account type).
 */
import type { Hono } from 'hono';
import * as v from 'valibot';
import { errorCodes } from '../../../../src/services/error-codes';
import { DomainError } from '../../http/domain-error';
import { fromCents } from '../../domain/money';
import { betSizes } from '../bet-sizes';
import { findGame, gameName, type PlayableGame } from '../catalogue';
import { buyTicket } from '../lotto/buy-ticket';
import { lotteryBoard } from '../lotto/lotto-view';
import { isPlayType, picksAreValid, playTypes } from '../lotto/play-types';
import type { ProviderDeps, ProviderEnv } from '../deps';
import { runRound } from '../rounds/run-round';
import { playerSession, sessionBalance, type PlayerFacts } from '../sessions/player-session';
import { sessionGame } from '../tables';
import { languageField, moneyField, providerCall, roundIdField, sessionField } from './provider-call';
import { allowedStake } from './stake';

const gameCodeField = v.pipe(v.string(), v.minLength(1), v.maxLength(64));

/** The game asked for, if it belongs to the lottery the session was opened for. */
async function lotteryGame(deps: ProviderDeps, session: PlayerFacts, gameCode: string): Promise<PlayableGame> {
  const entry = await sessionGame(deps, session, 'lotto');
  const game = gameCode === entry.code ? entry : await findGame(deps.db, { code: gameCode });
  if (!game || game.engine !== 'lotto' || game.accountTypeName !== entry.accountTypeName) throw new DomainError(errorCodes.gameNotFound, 404);
  if (game.maintenance) throw new DomainError(errorCodes.gameMaintenance, 409);
  return game;
}

const ticketInput = v.object({
  session: sessionField,
  roundId: roundIdField,
  gameCode: gameCodeField,
  drawNo: v.pipe(v.string(), v.maxLength(32)),
  playType: v.pipe(v.string(), v.maxLength(16)),
  picks: v.pipe(v.array(v.pipe(v.number(), v.integer())), v.maxLength(5)),
  bet: moneyField,
});

export function mountLottoRoutes(api: Hono<ProviderEnv>): void {
  api.post(
    '/lotto/board',
    providerCall(v.object({ session: sessionField, gameCode: gameCodeField, lang: languageField }), async (input, deps) => {
      const { facts: session } = await sessionBalance(deps, input.session);
      const game = await lotteryGame(deps, session, input.gameCode);
      const board = await lotteryBoard(deps, game, session.memberId);
      // Read after the board, which may have just paid a winning ticket.
      const { balance, currency } = await sessionBalance(deps, input.session);
      return {
        game: { code: game.code, name: gameName(game, input.lang), defaultPlayType: game.defaultPlayType },
        betSizes: betSizes('lotto', game.minBet).map(fromCents),
        ...board,
        balance,
        currency,
      };
    }),
  );

  api.post(
    '/lotto/ticket',
    providerCall(ticketInput, async (input, deps) => {
      const session = await playerSession(deps, input.session);
      const game = await lotteryGame(deps, session, input.gameCode);
      const playType = isPlayType(input.playType) ? playTypes[input.playType] : null;
      if (!playType || !picksAreValid(playType, input.picks)) throw new DomainError(errorCodes.betInvalid, 400);
      const betCents = allowedStake(game, input.bet);
      const order = { game, drawNo: input.drawNo, playType, picks: input.picks, betCents };
      const sold = await runRound(deps, { sessionId: input.session, roundId: input.roundId }, () => buyTicket(deps, { session, roundId: input.roundId, order }));
      return {
        roundId: input.roundId,
        gameCode: game.code,
        drawNo: input.drawNo,
        drawAt: sold.drawAt,
        playType: playType.code,
        picks: input.picks,
        bet: fromCents(betCents),
        balance: sold.balance,
        currency: sold.currency,
      };
    }),
  );
}
