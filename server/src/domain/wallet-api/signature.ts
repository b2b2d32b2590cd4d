/**
 * Request signatures. A provider signs every call with HMAC-SHA256 under its
 * key's secret, over one line each of the method, the path, the timestamp
 * and the body exactly as sent:
 *
 *   POST\n/wallet/v1/bet\n1764000000000\n{"requestId":…}
 *
 * The timestamp (milliseconds since 1970, X-Wallet-Timestamp) is inside the
 * signed text, so a captured request cannot be sent again with a fresh one,
 * and the gateway refuses it outside a window of five minutes either side
 * of its own clock; within the window, request and transaction ids answer a
 * second copy with the first answer instead of moving money again.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const clockSkewMs = 5 * 60_000;

export const signatureHeaders = {
  provider: 'X-Wallet-Provider',
  key: 'X-Wallet-Key',
  timestamp: 'X-Wallet-Timestamp',
  signature: 'X-Wallet-Signature',
} as const;

export interface SignedParts {
  method: string;
  path: string;
  timestamp: string;
  body: string;
}

export const signedText = (parts: SignedParts): string => `${parts.method.toUpperCase()}\n${parts.path}\n${parts.timestamp}\n${parts.body}`;

export const signatureOf = (secret: string, parts: SignedParts): string => createHmac('sha256', secret).update(signedText(parts)).digest('hex');

/** Constant-time comparison, so the answer time says nothing about how much of a guess was right. */
export function signatureMatches(secret: string, parts: SignedParts, given: string): boolean {
  const expected = Buffer.from(signatureOf(secret, parts), 'hex');
  const actual = Buffer.from(given, 'hex');
  return /^[0-9a-f]{64}$/i.test(given) && actual.length === expected.length && timingSafeEqual(actual, expected);
}

export const withinSkew = (timestamp: string, now: number): boolean => /^\d{1,15}$/.test(timestamp) && Math.abs(Number(timestamp) - now) <= clockSkewMs;
