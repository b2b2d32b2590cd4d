/**
 * A round whose result is known at once, through the wallet's instant round
 * call: the outcome is drawn, then its stake and payout go to the wallet in
 * one call that settles the round. The player sees the outcome only once the
 * wallet accepted it; a refused stake (insufficient funds, a limit, a break)
 * keeps nothing of the round, and the outcome drawn for it is thrown away. A
 * round the wallet answers as a replay is a round id played before: refused,
 * never replayed.
 */
import { errorCodes } from '../../../../src/services/error-codes';
import { DomainError } from '../../http/domain-error';
import { fromCents } from '../../domain/money';
import type { PlayableGame } from '../catalogue';
import type { ProviderDeps } from '../deps';
import type { PlayerFacts } from '../sessions/player-session';
import { asPage } from '../wallet/refusals';
import type { InstantResult } from './instant-result';

export interface PlayedRound<T> {
  outcome: T;
  balance: string;
  currency: string;
}

export async function playInstantRound<T>(
  deps: ProviderDeps,
  input: { session: PlayerFacts; game: PlayableGame; roundId: string; betCents: bigint; play: () => { outcome: T; result: InstantResult } },
): Promise<PlayedRound<T>> {
  const { session, game, roundId } = input;
  const { outcome, result } = input.play();
  const played = await asPage('play', () =>
    deps.wallet.round({
      token: session.token,
      roundId,
      gameCode: game.code,
      amount: fromCents(input.betCents),
      win: fromCents(result.payoutCents),
      detail: { engine: game.engine, ...result.detail },
    }),
  );
  if (played.replayed) throw new DomainError(errorCodes.roundReplayed, 409);
  return { outcome, balance: played.balance ?? '0.00', currency: played.currency };
}
