/** How the wallet API answers: the call's answer, or `{ error, message, … }` with the refusal's status. */
import { inspect } from 'node:util';
import type { Context } from 'hono';
import { WalletError, walletErrorCodes, type WalletErrorCode } from '../../domain/wallet-api/errors';
import type { CallResult } from '../../domain/wallet-api/money-call';
import { isDatabaseUnavailable } from '../../http/database-unavailable';
import { inertLines } from '../../text/inert';

const messages: Record<WalletErrorCode, string> = {
  'request.invalid': 'Some fields are missing or invalid.',
  'signature.invalid': 'The request is not signed by a key of this provider.',
  'timestamp.skewed': 'The timestamp is more than five minutes from the wallet’s clock.',
  'key.expired': 'This key was replaced and its overlap has ended.',
  'provider.revoked': 'This provider may no longer call the wallet.',
  'game.not.allowed': 'This provider may not serve this game.',
  'game.not.found': 'No such game.',
  'token.invalid': 'No such token.',
  'token.used': 'The launch token was used already.',
  'token.expired': 'The token has expired.',
  'token.ended': 'The player’s portal session has ended.',
  'insufficient.funds': 'The balance cannot cover the stake.',
  'limit.reached': 'The stake would pass a loss or wager limit the player set.',
  'player.on.break': 'The player is on a time-out or self-exclusion and may not stake.',
  'reality.check.due': 'A reality check is due: the player must answer it in the portal before staking again.',
  'transaction.conflict': 'This id was used for a different call.',
  'bet.rolled.back': 'This bet was rolled back before it arrived.',
  'round.exists': 'This round has a bet already.',
  'round.not.found': 'No bet of this provider has this round.',
  'round.closed': 'The round is closed or has paid a win.',
  'round.rolled.back': 'The round’s bet was rolled back.',
  'win.exists': 'This round has a win already.',
  internal: 'The wallet could not answer; send the same call again.',
};

export const replayedHeader = 'Idempotent-Replayed';

export function refusal(c: Context, error: WalletError, fields?: Record<string, string>): Response {
  return c.json({ error: error.code, message: messages[error.code], ...error.extra, ...(fields ? { fields } : {}) }, error.status);
}

export function walletFailure(c: Context, error: unknown): Response {
  if (error instanceof WalletError) return refusal(c, error);
  // The database away: the provider may send the same call again (same transaction id), as with any lost answer.
  if (isDatabaseUnavailable(error)) {
    console.error(`[wallet-api] database unavailable: ${error instanceof Error ? error.message : String(error)}`);
    return refusal(c, new WalletError(walletErrorCodes.internal, 503));
  }
  console.error(inertLines(`[wallet-api] unexpected failure ${inspect(error)}`));
  return refusal(c, new WalletError(walletErrorCodes.internal, 500));
}

export function moneyAnswer(c: Context, result: CallResult): Response {
  return c.json(result.answer, 200, result.replayed ? { [replayedHeader]: 'true', 'Cache-Control': 'no-store' } : { 'Cache-Control': 'no-store' });
}
