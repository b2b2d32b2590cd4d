/**
 * What a refused stake answers, shared by every call that stakes (bet, and
 * the instant round's bet-and-win): the player's limit, break or reality
 * check in the protocol's terms, or the balance that could not cover it.
 * Nothing of the call is kept: the same transaction may be sent again later.
 */
import { errorCodes } from '../../../../src/services/error-codes';
import { DomainError } from '../../http/domain-error';
import { walletBalance } from './balances';
import type { WalletContext } from './context';
import { onBreakOf, realityCheckDueOf } from './break-refusal';
import { WalletError, walletErrorCodes } from './errors';
import type { RoundPlayer } from './rounds';

const limitCodes: Record<string, 'loss' | 'wager'> = { [errorCodes.protectionLimitLoss]: 'loss', [errorCodes.protectionLimitWager]: 'wager' };

/** The player's own limit refusing the stake, in the protocol's terms: the provider shows it, and no money moved. */
function limitReachedOf(error: unknown): WalletError | null {
  if (!(error instanceof DomainError) || !limitCodes[error.code]) return null;
  const value = (error.value ?? {}) as { window?: string; remaining?: string };
  return new WalletError(walletErrorCodes.limitReached, 403, { limit: limitCodes[error.code]!, window: value.window ?? '', remaining: value.remaining ?? '0.00' });
}

/** The wallet's refusal for an error a stake met (the error itself when it is no stake refusal). */
export async function stakeRefusal(context: WalletContext, error: unknown, player: RoundPlayer | undefined, currency: string): Promise<unknown> {
  const refusal = limitReachedOf(error) ?? onBreakOf(error) ?? realityCheckDueOf(error);
  if (refusal) return refusal;
  if (error instanceof DomainError && error.code === errorCodes.insufficientBalance && player) {
    return new WalletError(walletErrorCodes.insufficientFunds, 402, { balance: await walletBalance(context.db, player), currency });
  }
  return error;
}
