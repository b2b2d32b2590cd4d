/**
 * Customer-service links arrive encrypted in the status answer (api-facts §4):
 * the last 8 characters are the DES key, the rest is the Base64 DES-ECB
 * ciphertext of the URL.
 */
import { desDecryptBase64 } from './des';

export const csLinkKeyLength = 8;

/** Throws when the path is not such a ciphertext; callers fall back to another entry. */
export function decryptCustomerServiceLink(path: string): string {
  if (path.length <= csLinkKeyLength) throw new Error('customer-service path too short');
  return desDecryptBase64(path.slice(0, -csLinkKeyLength), path.slice(-csLinkKeyLength));
}
