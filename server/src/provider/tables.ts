/**
 * What a provider page needs to draw its table: the game, the stakes, the
 * wallet, and the rules of its engine (reel strips, lines and pays; duel
 * sides and pays; lottery games and bet types). Everything the page shows
 * about odds comes from here, so it cannot drift from what the server pays.
 */
import { and, eq } from 'drizzle-orm';
import { errorCodes } from '../../../src/services/error-codes';
import { pvpRooms, type GameEngine } from '../db/schema';
import { gameIconPath } from '../domain/games/image-paths';
import { fromCents } from '../domain/money';
import { DomainError } from '../http/domain-error';
import { betSizes } from './bet-sizes';
import { gameName, lotteryGamesOf, type PlayableGame } from './catalogue';
import { duelTableFor, outcomeWeights, sidePayHundredths, tiePayHundredths } from './duel/sides';
import { lotteryLobby } from './lotto/lotto-view';
import { digitsDrawn, playTypeCodes, playTypes } from './lotto/play-types';
import type { ProviderDeps } from './deps';
import type { PlayerFacts } from './sessions/player-session';
import { theoreticalRtp } from './slot/rtp';
import { slotThemeFor, slotThemeIds, slotThemes, type SlotThemeId } from './slot/themes';

/** Computed once per theme: an exact enumeration takes a few milliseconds. */
const slotRtps = Object.fromEntries(slotThemeIds.map((id) => [id, theoreticalRtp(slotThemes[id].machine).value])) as Record<SlotThemeId, number>;

/** The session's game, refused while it or its vendor is under maintenance. */
export async function sessionGame(deps: ProviderDeps, session: PlayerFacts, engine?: GameEngine): Promise<PlayableGame> {
  const game = await deps.gameByCode(session.gameCode);
  if (!game || (engine && game.engine !== engine)) throw new DomainError(errorCodes.gameNotFound, 404);
  if (game.maintenance) throw new DomainError(errorCodes.gameMaintenance, 409);
  return game;
}

/**
 * The name a duel table goes by: the PvP room it was launched into (a room
 * of this very game; any other number is ignored), else the game's own.
 */
async function duelTableName(deps: ProviderDeps, game: PlayableGame, language: string, roomId: number | undefined): Promise<string> {
  if (roomId !== undefined) {
    const [room] = await deps.db
      .select({ name: pvpRooms.name })
      .from(pvpRooms)
      .where(and(eq(pvpRooms.roomId, roomId), eq(pvpRooms.nodeId, game.nodeId)))
      .limit(1);
    if (room) return room.name;
  }
  return gameName(game, language);
}

function engineRules(game: PlayableGame, tableName: string) {
  switch (game.engine) {
    case 'slot': {
      const theme = slotThemeFor(game);
      const { reels, rows, lines, pays, wild, scatter, scatterPays } = theme.machine;
      return { slot: { theme: theme.id, reels, rows, lines, pays, wild, scatter, scatterPays, rtp: slotRtps[theme.id] } };
    }
    case 'duel': {
      const table = duelTableFor(game.category, game.gameClassify);
      return {
        duel: {
          kind: table.kind,
          tableName,
          sides: table.sides,
          weights: outcomeWeights,
          sidePays: fromCents(sidePayHundredths),
          tiePays: fromCents(tiePayHundredths),
        },
      };
    }
    case 'lotto':
      return { lotto: { digits: digitsDrawn(game), playTypes: playTypeCodes.map((code) => playTypes[code]), defaultPlayType: game.defaultPlayType } };
  }
}

/** The table the page draws; the balance and currency are what the wallet just answered for the session. */
export async function describeTable(deps: ProviderDeps, session: PlayerFacts, wallet: { balance: string; currency: string }, language: string, roomId?: number) {
  const game = await sessionGame(deps, session);
  const tableName = game.engine === 'duel' ? await duelTableName(deps, game, language, roomId) : gameName(game, language);
  const { balance, currency } = wallet;
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
      /** Its lobby picture, the page's badge. */
      icon: gameIconPath(game.code),
    },
    betSizes: betSizes(game.engine, game.minBet).map(fromCents),
    balance,
    currency,
    /** Lets the page count down to draw times on the server's clock. */
    serverNow: deps.clock.now(),
    ...engineRules(game, tableName),
    ...(lobby ? { lobby } : {}),
  };
}
