/** Client-side E-call encryption: pick the scheme the portal is configured with. */
import { createLegacyEncryptor } from './legacy';
import type { EncryptionScheme, PayloadEncryptor } from './payload-encryptor';
import type { RandomBytes, RandomUnit } from './random';
import { createV2Encryptor } from './v2';

export interface PayloadEncryptorOptions {
  /** Legacy key characters (tests pin it). */
  random?: RandomUnit;
  /** v2 key and IV bytes (tests pin them). */
  randomBytes?: RandomBytes;
}

export function createPayloadEncryptor(scheme: EncryptionScheme, options: PayloadEncryptorOptions = {}): PayloadEncryptor {
  return scheme === 'legacy' ? createLegacyEncryptor(options.random) : createV2Encryptor(options.randomBytes);
}

export type { EncryptedRequest, EncryptionScheme, PayloadEncryptor } from './payload-encryptor';
export { decryptCustomerServiceLink } from './cs-link';
export { encryptFreePlayMarker } from './free-play';
