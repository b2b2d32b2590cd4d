/**
 * The gateway's E-call decryptor (PayloadDecryptor in http/context.ts).
 *
 * Key choice: one keypair per scheme. The configured scheme decides which one
 * the key endpoint serves: legacy gets 1024 bits, because the old portal's
 * BigInt library is sized for at most that (api-facts §3.1); v2 gets 2048
 * bits for RSA-OAEP-256. Either served key opens both schemes (OAEP-256 needs
 * only 48 + 66 bytes, textbook RSA any size), so `decrypt` accepts both
 * whatever the configuration. The other scheme's keypair is held only when
 * injected; it is then tried second, for clients still holding its modulus.
 */
import type { EncryptionScheme } from '../../../src/services/crypto/payload-encryptor';
import { encryptionV2Prefix } from '../../../src/services/headers';
import type { PayloadDecryptor } from '../http/context';
import { PayloadDecryptionError } from './errors';
import { generateRsaKeyHex, loadRsaKey, type GatewayRsaKey, type RsaKeyHex } from './keys';
import { decryptLegacy, recoverLegacyKey } from './legacy';
import { decryptV2 } from './v2';

export const defaultKeyBits: Record<EncryptionScheme, number> = { legacy: 1024, v2: 2048 };

export interface PayloadDecryptorOptions {
  /** Which scheme's key the key endpoint serves; v2 unless told. */
  scheme?: EncryptionScheme;
  /** Fixed keys (tests); a missing key for the configured scheme is generated at start. */
  keys?: Partial<Record<EncryptionScheme, RsaKeyHex>>;
}

export function createPayloadDecryptor(options: PayloadDecryptorOptions = {}): PayloadDecryptor {
  const scheme = options.scheme ?? 'v2';
  const other: EncryptionScheme = scheme === 'v2' ? 'legacy' : 'v2';
  const served = loadRsaKey(options.keys?.[scheme] ?? generateRsaKeyHex(defaultKeyBits[scheme]));
  const candidates: GatewayRsaKey[] = [served];
  const otherKey = options.keys?.[other];
  if (otherKey) candidates.push(loadRsaKey(otherKey));

  /** The first key that opens it wins; the served key's error is the one reported. */
  function firstThatOpens<T>(open: (key: GatewayRsaKey) => T): T {
    let firstError: unknown;
    for (const key of candidates) {
      try {
        return open(key);
      } catch (error) {
        firstError ??= error;
      }
    }
    throw firstError instanceof PayloadDecryptionError ? firstError : new PayloadDecryptionError('header');
  }

  return {
    async decrypt(encryptionHeader, value) {
      if (typeof encryptionHeader !== 'string' || typeof value !== 'string') throw new PayloadDecryptionError('header', 'missing');
      const header = encryptionHeader.trim();
      if (header.startsWith(encryptionV2Prefix)) return firstThatOpens((key) => decryptV2(header, value, key));
      return firstThatOpens((key) => decryptLegacy(header, value, key));
    },
    publicModulusHex: () => served.modulusHex,
    isFreePlayMarker(encryptionHeader) {
      try {
        firstThatOpens((key) => recoverLegacyKey(encryptionHeader.trim(), key));
        return true;
      } catch {
        return false;
      }
    },
  };
}

export { PayloadDecryptionError, type DecryptionFailure } from './errors';
export { encryptCustomerServiceLink } from './cs-link';
export type { RsaKeyHex } from './keys';
