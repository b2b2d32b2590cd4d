/** POST /provider/demo/api/slot/spin: one paid spin of the session game's slot. */
import type { Hono } from 'hono';
import * as v from 'valibot';
import { fromCents } from '../../domain/money';
import type { ProviderEnv } from '../deps';
import { gameRandom } from '../random';
import { playInstantRound } from '../rounds/instant-round';
import { runRound } from '../rounds/run-round';
import { playerSession } from '../sessions/player-session';
import { playSlotRound } from '../slot/slot-round';
import { sessionGame } from '../tables';
import { moneyField, providerCall, roundIdField, sessionField } from './provider-call';
import { allowedStake } from './stake';

const spinInput = v.object({ session: sessionField, roundId: roundIdField, bet: moneyField });

export function mountSlotRoute(api: Hono<ProviderEnv>): void {
  api.post(
    '/slot/spin',
    providerCall(spinInput, async (input, deps) => {
      const session = await playerSession(deps, input.session);
      const game = await sessionGame(deps, session, 'slot');
      const betCents = allowedStake(game, input.bet);
      const { outcome, balance, currency } = await runRound(deps, { sessionId: input.session, roundId: input.roundId }, () =>
        playInstantRound(deps, { session, game, roundId: input.roundId, betCents, play: () => playSlotRound(game, gameRandom(deps), betCents) }),
      );
      return {
        roundId: input.roundId,
        bet: fromCents(betCents),
        payout: fromCents(outcome.payoutCents),
        balance,
        currency,
        stops: outcome.stops,
        window: outcome.window,
        lineWins: outcome.lineWins.map(({ line, symbol, count, multiple, cents }) => ({ line, symbol, count, multiple, amount: fromCents(cents) })),
        scatter: outcome.scatter ? { count: outcome.scatter.count, multiple: outcome.scatter.multiple, amount: fromCents(outcome.scatter.cents) } : null,
      };
    }),
  );
}
