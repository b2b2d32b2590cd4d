/** POST /provider/demo/api/duel/play: one round at a duel table (a side and a stake). */
import type { Hono } from 'hono';
import * as v from 'valibot';
import { errorCodes } from '../../../../src/services/error-codes';
import { fromCents } from '../../domain/money';
import { DomainError } from '../../http/domain-error';
import type { ProviderEnv } from '../deps';
import { playDuelRound } from '../duel/duel-round';
import { duelTableFor } from '../duel/sides';
import { gameRandom } from '../random';
import { playInstantRound } from '../rounds/instant-round';
import { runRound } from '../rounds/run-round';
import { playerSession } from '../sessions/player-session';
import { sessionGame } from '../tables';
import { moneyField, providerCall, roundIdField, sessionField } from './provider-call';
import { allowedStake } from './stake';

const playInput = v.object({ session: sessionField, roundId: roundIdField, side: v.pipe(v.string(), v.maxLength(16)), bet: moneyField });

export function mountDuelRoute(api: Hono<ProviderEnv>): void {
  api.post(
    '/duel/play',
    providerCall(playInput, async (input, deps) => {
      const session = await playerSession(deps, input.session);
      const game = await sessionGame(deps, session, 'duel');
      const table = duelTableFor(game.category, game.gameClassify);
      const side = input.side.toUpperCase();
      if (!table.sides.includes(side)) throw new DomainError(errorCodes.betInvalid, 400);
      const betCents = allowedStake(game, input.bet);
      const { outcome, balance, currency } = await runRound(deps, { sessionId: input.session, roundId: input.roundId }, () =>
        playInstantRound(deps, { session, game, roundId: input.roundId, betCents, play: () => playDuelRound(game, gameRandom(deps), side, betCents) }),
      );
      return {
        roundId: input.roundId,
        side,
        result: outcome.result,
        reveal: outcome.reveal,
        bet: fromCents(betCents),
        payout: fromCents(outcome.payoutCents),
        balance,
        currency,
      };
    }),
  );
}
