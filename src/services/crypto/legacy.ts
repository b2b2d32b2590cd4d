/**
 * The legacy scheme, byte for byte the original portal's (api-facts §3):
 * header = textbook RSA of a fresh 16-character key k, body value = DES of the
 * JSON payload under k. Kept for gateways that only speak this.
 */
import { desEncryptBase64 } from './des';
import { randomLegacyKey } from './legacy-key';
import type { EncryptedRequest, PayloadEncryptor } from './payload-encryptor';
import { randomUnit, type RandomUnit } from './random';
import { rsaEncryptText } from './rsa-textbook';

/** The deterministic core, separate so fixed vectors can pin k. */
export function encryptLegacyWithKey(payload: unknown, publicModulusHex: string, key: string): EncryptedRequest {
  return {
    header: rsaEncryptText(key, publicModulusHex),
    value: desEncryptBase64(JSON.stringify(payload) ?? 'null', key),
  };
}

export function createLegacyEncryptor(random: RandomUnit = randomUnit): PayloadEncryptor {
  return {
    async encrypt(payload, publicModulusHex) {
      return encryptLegacyWithKey(payload, publicModulusHex, randomLegacyKey(random));
    },
  };
}
