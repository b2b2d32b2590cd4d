/**
 * Launching: find the game, refuse it while it or its vendor is under
 * maintenance, issue a launch token bound to the member, the game, the
 * main wallet and the portal session the call came with (the game ends
 * with that session), remember the launch in the member's recent games,
 * and answer the provider page's address (and a second address as fallback).
 *
 * A lottery lobby launch opens the lottery page of a prize mode: the token
 * is bound to the chosen game, or to the lottery's first open game for the
 * lobby, and the page's session plays every game of that lottery.
 */
import { eq, sql } from 'drizzle-orm';
import type { LaunchAnswer } from '../../../../src/services/schemas/games';
import { errorCodes } from '../../../../src/services/error-codes';
import { pvpRooms, recentGames } from '../../db/schema';
import type { GatewayDeps } from '../../http/context';
import { DomainError } from '../../http/domain-error';
import { refuseDuringBreak } from '../../domain/protection/breaks/in-force';
import { launchBinding } from '../../domain/session-games';
import { hashToken } from '../../domain/sessions';
import { findGame, lotteryGamesOf, type PlayableGame } from '../../provider/catalogue';
import { defaultLaunchTokenTtlMs, issueLaunchToken } from '../../domain/wallet-api/launch-tokens';
import { providerBase } from '../../provider/http/pages';
import type { LaunchInput } from './launch-input';

/** Lottery prize modes of the lobby launch and the account type of their games. */
const prizeModeAccountTypes: Record<string, string> = { LOTT: 'LOTT', ELOTT: 'ELOTT', SEA: 'TCG_SEA', VN: 'TCG_LOTTO_VN' };

const mainWallet = 0;

async function gameToLaunch(deps: GatewayDeps, input: LaunchInput): Promise<PlayableGame | null> {
  if (input.launchMode === 'LOTT') {
    if (input.lottoGameCode) return findGame(deps.db, { code: input.lottoGameCode });
    const lottery = await lotteryGamesOf(deps.db, prizeModeAccountTypes[input.lottoPrizeMode ?? 'LOTT']);
    // The lobby stays open while one of its games is: enter through a game that is not under maintenance.
    return lottery.find((game) => !game.maintenance) ?? lottery[0] ?? null;
  }
  if (input.nodeId !== undefined) return findGame(deps.db, { nodeId: input.nodeId });
  if (input.roomId !== undefined) {
    const [room] = await deps.db.select({ nodeId: pvpRooms.nodeId }).from(pvpRooms).where(eq(pvpRooms.roomId, input.roomId));
    return room ? findGame(deps.db, { nodeId: room.nodeId }) : null;
  }
  return input.gameId ? findGame(deps.db, { code: input.gameId }) : null;
}

function addresses(game: PlayableGame, token: string, input: LaunchInput): LaunchAnswer {
  const query = new URLSearchParams({ token, lang: input.language?.toUpperCase() === 'TY' ? 'TY' : 'EN' });
  // A PvP room is a table of its game: the page names it.
  if (game.engine === 'duel' && input.roomId !== undefined) query.set('room', String(input.roomId));
  if (game.engine === 'lotto') {
    const lobby = input.launchMode === 'LOTT' && !input.lottoGameCode;
    query.set('view', lobby ? 'lobby' : 'betting');
    if (!lobby) query.set('game', game.code);
  }
  return { content: { game_url: `${providerBase}/${game.engine}?${query}`, game_url2: `${providerBase}/play/${game.engine}?${query}` } };
}

export async function launchGame(deps: GatewayDeps, caller: { memberId: number; token: string }, input: LaunchInput): Promise<LaunchAnswer> {
  const { memberId } = caller;
  if (!input.launchMode) throw new DomainError(errorCodes.badRequest, 400, null, { launchMode: errorCodes.fieldRequired });
  const game = await gameToLaunch(deps, input);
  if (!game) throw new DomainError(errorCodes.gameNotFound, 404);
  if (game.maintenance) throw new DomainError(errorCodes.gameMaintenance, 409);
  const now = deps.clock.now();
  // During a time-out or self-exclusion no game opens; the refusal says until when.
  await refuseDuringBreak(deps.db, memberId, now);
  const ttlMs = deps.config.launchTokenTtlMs ?? defaultLaunchTokenTtlMs;
  const token = await deps.db.transaction(async (tx) => {
    const binding = await launchBinding(tx, hashToken(caller.token), now);
    const issued = await issueLaunchToken(tx, { memberId, nodeId: game.nodeId, accountTypeId: mainWallet, ...binding, now, ttlMs });
    // A lobby is not a game the member chose: only real game launches count as recent.
    if (input.launchMode === 'GLS' || input.lottoGameCode) {
      await tx
        .insert(recentGames)
        .values({ memberId, nodeId: game.nodeId, playedAt: now })
        .onConflictDoUpdate({ target: [recentGames.memberId, recentGames.nodeId], set: { playedAt: sql`excluded.played_at` } });
    }
    return issued;
  });
  return addresses(game, token, input);
}
