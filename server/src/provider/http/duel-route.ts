/** POST /provider/demo/api/duel/play: one round at a duel table (a side and a stake). */
import type { Hono } from 'hono';
import * as v from 'valibot';
import { errorCodes } from '../../../../src/services/error-codes';
import type { GatewayEnv } from '../../http/context';
import { DomainError } from '../../http/domain-error';
import { fromCents } from '../../domain/money';
import { playDuelRound } from '../duel/duel-round';
import { duelTableFor } from '../duel/sides';
import { gameRandom } from '../random';
import { runRound } from '../rounds/run-round';
import { settleInstantRound } from '../rounds/settle-instant';
import { useSession } from '../sessions/play-sessions';
import { sessionGame } from '../tables';
import { brandCurrency } from '../wallet-view';
import { moneyField, providerCall, roundIdField, sessionField } from './provider-call';
import { allowedStake } from './stake';

const playInput = v.object({ session: sessionField, roundId: roundIdField, side: v.pipe(v.string(), v.maxLength(16)), bet: moneyField });

export function mountDuelRoute(api: Hono<GatewayEnv>): void {
  api.post(
    '/duel/play',
    providerCall(playInput, async (input, deps) => {
      const game = await sessionGame(deps, await useSession(deps.db, input.session, deps.clock.now()), 'duel');
      const table = duelTableFor(game.category, game.gameClassify);
      const side = input.side.toUpperCase();
      if (!table.sides.includes(side)) throw new DomainError(errorCodes.betInvalid, 400);
      const betCents = allowedStake(game, input.bet);
      const { outcome, balance } = await runRound(deps, { sessionId: input.session, roundId: input.roundId }, async (tx, session, now) => {
        const { outcome, result } = playDuelRound(game, gameRandom(deps), side, betCents);
        const balance = await settleInstantRound(tx, { session, game, roundId: input.roundId, now, result });
        return { outcome, balance };
      });
      return {
        roundId: input.roundId,
        side,
        result: outcome.result,
        reveal: outcome.reveal,
        bet: fromCents(betCents),
        payout: fromCents(outcome.payoutCents),
        balance,
        currency: await brandCurrency(deps.db),
      };
    }),
  );
}
