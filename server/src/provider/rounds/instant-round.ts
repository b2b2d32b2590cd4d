/**
 * A round whose result is known at once, through the wallet: the stake
 * first (refused: nothing happened), then the outcome, drawn only once the
 * stake stands, then the payout that closes the round. A bet the wallet
 * answers as a replay is a round id played before: refused, never replayed.
 * A payout the wallet did not answer is sent once more (the same
 * transaction id, so it cannot pay twice).
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
  const staked = await asPage('play', () =>
    deps.wallet.bet({ token: session.token, roundId, gameCode: game.code, amount: fromCents(input.betCents), detail: { engine: game.engine } }),
  );
  if (staked.replayed) throw new DomainError(errorCodes.roundReplayed, 409);
  const { outcome, result } = input.play();
  const pay = () => deps.wallet.win({ roundId, amount: fromCents(result.payoutCents), closeRound: true, detail: result.detail });
  const paid = await pay().catch(pay);
  return { outcome, balance: paid.balance ?? staked.balance ?? '0.00', currency: paid.currency };
}
