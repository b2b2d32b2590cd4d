/**
 * What a provider page needs to draw its table: the game, the stakes, the
 * wallet, and the rules of its engine (reel strips, lines and pays; duel
 * sides and pays; lottery games and bet types). Everything the page shows
 * about odds comes from here, so it cannot drift from what the server pays.
 */
import { errorCodes } from '../../../src/services/error-codes';
import type { GameEngine } from '../db/schema';
import { fromCents } from '../domain/money';
import type { GatewayDeps } from '../http/context';
import { DomainError } from '../http/domain-error';
import { betSizes } from './bet-sizes';
import { findGame, gameName, lotteryGamesOf, type PlayableGame } from './catalogue';
import { duelTableFor, outcomeWeights, sidePayHundredths, tiePayHundredths } from './duel/sides';
import { lotteryLobby } from './lotto/lotto-view';
import { digitsDrawn, playTypeCodes, playTypes } from './lotto/play-types';
import type { PlaySession } from './sessions/play-sessions';
import { demoSlot } from './slot/machine';
import { theoreticalRtp } from './slot/rtp';
import { brandCurrency, walletBalance } from './wallet-view';

const slotRtp = theoreticalRtp(demoSlot).value;

/** The session's game, refused while it or its vendor is under maintenance. */
export async function sessionGame(deps: GatewayDeps, session: PlaySession, engine?: GameEngine): Promise<PlayableGame> {
  const game = await findGame(deps.db, { nodeId: session.nodeId });
  if (!game || (engine && game.engine !== engine)) throw new DomainError(errorCodes.gameNotFound, 404);
  if (game.maintenance) throw new DomainError(errorCodes.gameMaintenance, 409);
  return game;
}

function engineRules(game: PlayableGame) {
  switch (game.engine) {
    case 'slot': {
      const { reels, rows, lines, pays, wild, scatter, scatterPays } = demoSlot;
      return { slot: { reels, rows, lines, pays, wild, scatter, scatterPays, rtp: slotRtp } };
    }
    case 'duel': {
      const table = duelTableFor(game.category, game.gameClassify);
      return {
        duel: { kind: table.kind, sides: table.sides, weights: outcomeWeights, sidePays: fromCents(sidePayHundredths), tiePays: fromCents(tiePayHundredths) },
      };
    }
    case 'lotto':
      return { lotto: { digits: digitsDrawn(game), playTypes: playTypeCodes.map((code) => playTypes[code]), defaultPlayType: game.defaultPlayType } };
  }
}

export async function describeTable(deps: GatewayDeps, session: PlaySession, language: string) {
  const game = await sessionGame(deps, session);
  const [balance, currency] = await Promise.all([walletBalance(deps.db, session.memberId, session.accountTypeId), brandCurrency(deps.db)]);
  const lobby = game.engine === 'lotto' ? await lotteryLobby(deps, await lotteryGamesOf(deps.db, game.accountTypeName), language) : undefined;
  return {
    engine: game.engine,
    game: {
      nodeId: game.nodeId,
      code: game.code,
      name: gameName(game, language),
      vendor: game.vendor,
      category: game.category,
      accountTypeName: game.accountTypeName,
    },
    betSizes: betSizes(game.engine, game.minBet).map(fromCents),
    balance,
    currency,
    /** Lets the page count down to draw times on the server's clock. */
    serverNow: deps.clock.now(),
    ...engineRules(game),
    ...(lobby ? { lobby } : {}),
  };
}
