/**
 * Free play sends no body, only an `Encryption` header made like the legacy
 * RSA part: textbook RSA of a random 16-character key (api-facts §3.7). The
 * gateway checks that it decrypts to such a key.
 */
import { randomLegacyKey } from './legacy-key';
import { randomUnit, type RandomUnit } from './random';
import { rsaEncryptText } from './rsa-textbook';

export function encryptFreePlayMarker(publicModulusHex: string, random: RandomUnit = randomUnit): string {
  return rsaEncryptText(randomLegacyKey(random), publicModulusHex);
}
