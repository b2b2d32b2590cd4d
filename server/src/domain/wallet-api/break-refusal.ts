/**
 * A stake refused because the player is on a time-out or self-exclusion
 * (the movement check of domain/protection/breaks), in the protocol's terms:
 * the provider shows it, and no money moved.
 */
import { errorCodes } from '../../../../src/services/error-codes';
import { DomainError } from '../../http/domain-error';
import { WalletError, walletErrorCodes } from './errors';

export function onBreakOf(error: unknown): WalletError | null {
  if (!(error instanceof DomainError) || error.code !== errorCodes.protectionBreakActive) return null;
  const until = (error.value as { until?: number | null } | null)?.until;
  return new WalletError(walletErrorCodes.playerOnBreak, 403, { until: typeof until === 'number' ? new Date(until).toISOString() : '' });
}

/** A reality check due and not acknowledged (domain/protection/session-time): play waits for the player's answer in the portal. */
export function realityCheckDueOf(error: unknown): WalletError | null {
  if (!(error instanceof DomainError) || error.code !== errorCodes.protectionRealityCheckDue) return null;
  const dueAt = (error.value as { dueAt?: number } | null)?.dueAt;
  return new WalletError(walletErrorCodes.realityCheckDue, 403, { dueAt: typeof dueAt === 'number' ? new Date(dueAt).toISOString() : '' });
}
