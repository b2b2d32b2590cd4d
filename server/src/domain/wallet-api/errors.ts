/**
 * The wallet API's refusals. They are the protocol's own codes, read by
 * provider software, not texts for members: a provider maps them to what
 * its page shows. Every refusal moved no money; `insufficient.funds` carries
 * the balance so the provider can show it without another call.
 */
export const walletErrorCodes = {
  requestInvalid: 'request.invalid',
  signatureInvalid: 'signature.invalid',
  timestampSkewed: 'timestamp.skewed',
  keyExpired: 'key.expired',
  providerRevoked: 'provider.revoked',
  gameNotAllowed: 'game.not.allowed',
  gameNotFound: 'game.not.found',
  tokenInvalid: 'token.invalid',
  tokenUsed: 'token.used',
  tokenExpired: 'token.expired',
  tokenEnded: 'token.ended',
  insufficientFunds: 'insufficient.funds',
  /** The player's own loss or wager limit (player protection) leaves less than the stake; carries `limit`, `window`, `remaining`. */
  limitReached: 'limit.reached',
  /** The player took a time-out or excluded themselves (player protection); carries `until` (ISO 8601, empty: until lifted). */
  playerOnBreak: 'player.on.break',
  /** A reality check of the player is due and not yet acknowledged in the portal (player protection); carries `dueAt` (ISO 8601). */
  realityCheckDue: 'reality.check.due',
  transactionConflict: 'transaction.conflict',
  betRolledBack: 'bet.rolled.back',
  roundExists: 'round.exists',
  roundNotFound: 'round.not.found',
  roundClosed: 'round.closed',
  roundRolledBack: 'round.rolled.back',
  winExists: 'win.exists',
  internal: 'internal',
} as const;

export type WalletErrorCode = (typeof walletErrorCodes)[keyof typeof walletErrorCodes];

export type WalletStatus = 400 | 401 | 402 | 403 | 404 | 409 | 500 | 503;

export class WalletError extends Error {
  constructor(
    readonly code: WalletErrorCode,
    readonly status: WalletStatus,
    /** Fields the refusal carries besides its code (the balance of `insufficient.funds`). */
    readonly extra: Record<string, string> = {},
  ) {
    super(code);
  }
}

export const walletError = {
  conflict: () => new WalletError(walletErrorCodes.transactionConflict, 409),
  roundNotFound: () => new WalletError(walletErrorCodes.roundNotFound, 404),
  roundClosed: () => new WalletError(walletErrorCodes.roundClosed, 409),
  roundRolledBack: () => new WalletError(walletErrorCodes.roundRolledBack, 409),
};
