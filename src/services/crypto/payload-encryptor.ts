/**
 * The E-call wire format (api-facts §3): header `Encryption`, body `{ value }`.
 * Two schemes sit behind this interface: `v2` (AES payload, key wrapped with
 * RSA-OAEP) and `legacy` (DES-ECB payload, key through textbook RSA), chosen
 * by the portal's `encryption` setting.
 */
export interface EncryptedRequest {
  /** Value of the `Encryption` header. */
  header: string;
  /** Body `{ value }` payload. */
  value: string;
}

export interface PayloadEncryptor {
  /** Starts loading what `encrypt` needs, for encryptors that load their cipher code lazily. */
  prepare?(): void;
  encrypt(payload: unknown, publicModulusHex: string): Promise<EncryptedRequest>;
}

export type EncryptionScheme = 'v2' | 'legacy';
