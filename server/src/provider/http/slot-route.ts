/** POST /provider/demo/api/slot/spin: one paid spin of the session game's slot. */
import type { Hono } from 'hono';
import * as v from 'valibot';
import type { GatewayEnv } from '../../http/context';
import { fromCents } from '../../domain/money';
import { gameRandom } from '../random';
import { runRound } from '../rounds/run-round';
import { settleInstantRound } from '../rounds/settle-instant';
import { useSession } from '../sessions/play-sessions';
import { playSlotRound } from '../slot/slot-round';
import { sessionGame } from '../tables';
import { brandCurrency } from '../wallet-view';
import { moneyField, providerCall, roundIdField, sessionField } from './provider-call';
import { allowedStake } from './stake';

const spinInput = v.object({ session: sessionField, roundId: roundIdField, bet: moneyField });

export function mountSlotRoute(api: Hono<GatewayEnv>): void {
  api.post(
    '/slot/spin',
    providerCall(spinInput, async (input, deps) => {
      const game = await sessionGame(deps, await useSession(deps.db, input.session, deps.clock.now()), 'slot');
      const betCents = allowedStake(game, input.bet);
      const { outcome, balance } = await runRound(deps, { sessionId: input.session, roundId: input.roundId }, async (tx, session, now) => {
        const { outcome, result } = playSlotRound(game, gameRandom(deps), betCents);
        const balance = await settleInstantRound(tx, { session, game, roundId: input.roundId, now, result });
        return { outcome, balance };
      });
      return {
        roundId: input.roundId,
        bet: fromCents(betCents),
        payout: fromCents(outcome.payoutCents),
        balance,
        currency: await brandCurrency(deps.db),
        stops: outcome.stops,
        window: outcome.window,
        lineWins: outcome.lineWins.map(({ line, symbol, count, multiple, cents }) => ({ line, symbol, count, multiple, amount: fromCents(cents) })),
        scatter: outcome.scatter ? { count: outcome.scatter.count, multiple: outcome.scatter.multiple, amount: fromCents(outcome.scatter.cents) } : null,
      };
    }),
  );
}
