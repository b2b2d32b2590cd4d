/**
 * Produces customer-service paths the portal decrypts (api-facts §4): Base64
 * DES-ECB of the URL under an 8-character key, with the key appended.
 */
import { desEncryptBase64 } from '../../../src/services/crypto/des';

export function encryptCustomerServiceLink(url: string, key8: string): string {
  if (key8.length !== 8 || new TextEncoder().encode(key8).length !== 8) throw new Error('customer-service key must be 8 ASCII characters');
  return desEncryptBase64(url, key8) + key8;
}
