/**
 * What a wallet refusal means to the provider's page, in the portal's error
 * codes the page already words: a session that ended or expired, a launch
 * token spent, a balance too low, a round already played. Anything else (a
 * bad key, a revoked provider, a wallet that cannot answer) is the
 * provider's own failure and stays a 500.
 */
import { errorCodes } from '../../../../src/services/error-codes';
import { DatabaseUnavailableError } from '../../http/database-unavailable';
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

/** The player's own loss or wager limit: the page says which, the portal's Safer play page says what remains. */
function limitRefusal(error: WalletCallError): DomainError {
  const code = error.body.limit === 'wager' ? errorCodes.protectionLimitWager : errorCodes.protectionLimitLoss;
  return new DomainError(code, 403, { window: error.body.window ?? null, remaining: error.body.remaining ?? null });
}

/** A time-out or self-exclusion: the page says the break is on, and until when. */
function breakRefusalOf(error: WalletCallError): DomainError {
  const until = typeof error.body.until === 'string' && error.body.until ? Date.parse(error.body.until) : null;
  return new DomainError(errorCodes.protectionBreakActive, 403, { until: Number.isFinite(until) ? until : null });
}

/** The page's error for a wallet refusal met while opening a table (`launch`) or playing (`play`); other errors pass through. */
export function pageError(error: unknown, when: 'launch' | 'play'): unknown {
  if (!(error instanceof WalletCallError)) return error;
  // The wallet's database is away: the page answers the coded 503 the portal retries, not a failure of its own.
  if (error.status === 503) return new DatabaseUnavailableError(`the wallet answered 503 (${error.code})`);
  if (error.code === 'limit.reached') return limitRefusal(error);
  if (error.code === 'player.on.break') return breakRefusalOf(error);
  if (error.code === 'reality.check.due') return new DomainError(errorCodes.protectionRealityCheckDue, 403);
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
