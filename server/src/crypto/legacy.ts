/**
 * Server half of the legacy scheme (api-facts §3.8): textbook RSA back to k,
 * then DES of the body under k. Also what the free-play marker check uses.
 */
import { bigIntToBytes, modPow } from '../../../src/services/crypto/big-int';
import { desDecryptBase64 } from '../../../src/services/crypto/des';
import { isLegacyKey } from '../../../src/services/crypto/legacy-key';
import { attempt, PayloadDecryptionError } from './errors';
import type { GatewayRsaKey } from './keys';

/** Recovers the 16-character key from an `Encryption` header, or throws. */
export function recoverLegacyKey(header: string, key: GatewayRsaKey): string {
  // The old library pads to 16-bit digits, so allow up to 4 hex characters beyond the modulus.
  if (!/^[0-9a-fA-F]+$/.test(header) || header.length > key.byteLength * 2 + 4) throw new PayloadDecryptionError('header', 'not RSA hex');
  const cipher = BigInt(`0x${header}`);
  if (cipher >= key.n) throw new PayloadDecryptionError('header', 'larger than the modulus');
  const bytes = bigIntToBytes(modPow(cipher, key.d, key.n));
  const text = attempt('key', () => new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  if (!isLegacyKey(text)) throw new PayloadDecryptionError('key', 'not a legacy session key');
  return text;
}

export function decryptLegacy(header: string, value: string, key: GatewayRsaKey): unknown {
  const sessionKey = recoverLegacyKey(header, key);
  const json = attempt('value', () => desDecryptBase64(value, sessionKey));
  return attempt('payload', () => JSON.parse(json));
}
