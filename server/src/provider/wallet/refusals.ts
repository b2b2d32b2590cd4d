/**
 * What a wallet refusal means to the provider's page, in the portal's error
 * codes the page already words: a session that ended or expired, a launch
 * token spent, a balance too low, a round already played. Anything else (a
 * bad key, a revoked provider, a wallet that cannot answer) is the
 * provider's own failure and stays a 500.
 */
import { errorCodes } from '../../../../src/services/error-codes';
import { DomainError } from '../../http/domain-error';
import { WalletCallError } from './client';

type Status = ConstructorParameters<typeof DomainError>[1];

const launchRefusals: Record<string, [string, Status]> = {
  'token.invalid': [errorCodes.launchTokenInvalid, 401],
  'token.used': [errorCodes.launchTokenUsed, 401],
  'token.expired': [errorCodes.launchTokenExpired, 401],
  'token.ended': [errorCodes.gameSessionEnded, 401],
};

const playRefusals: Record<string, [string, Status]> = {
  'token.invalid': [errorCodes.playSessionExpired, 401],
  'token.expired': [errorCodes.playSessionExpired, 401],
  'token.ended': [errorCodes.gameSessionEnded, 401],
  'insufficient.funds': [errorCodes.insufficientBalance, 400],
  'transaction.conflict': [errorCodes.roundReplayed, 409],
  'round.exists': [errorCodes.roundReplayed, 409],
  'bet.rolled.back': [errorCodes.roundReplayed, 409],
  'game.not.found': [errorCodes.gameNotFound, 404],
  'game.not.allowed': [errorCodes.gameNotFound, 404],
};

/** The page's error for a wallet refusal met while opening a table (`launch`) or playing (`play`); other errors pass through. */
export function pageError(error: unknown, when: 'launch' | 'play'): unknown {
  if (!(error instanceof WalletCallError)) return error;
  const known = (when === 'launch' ? { ...playRefusals, ...launchRefusals } : playRefusals)[error.code];
  return known ? new DomainError(known[0], known[1]) : error;
}

/** Runs a wallet call, turning its refusal into the page's error. */
export async function asPage<T>(when: 'launch' | 'play', call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw pageError(error, when);
  }
}
