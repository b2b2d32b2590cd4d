/**
 * The encryptor the portal starts with. The cipher code (crypto-js and the
 * scheme) is the heaviest library the portal has and only encrypted calls
 * need it, so it loads on the first of them instead of with every page:
 * `prepare` starts the download while the client fetches the RSA modulus.
 */
import type { EncryptionScheme, PayloadEncryptor } from './payload-encryptor';

export function createLazyPayloadEncryptor(scheme: EncryptionScheme): PayloadEncryptor {
  let loading: Promise<PayloadEncryptor> | null = null;
  const load = () => {
    loading ??= import('./index').then(({ createPayloadEncryptor }) => createPayloadEncryptor(scheme));
    // A chunk that failed to arrive (a dropped connection) is fetched again by the next encrypted call.
    loading.catch(() => (loading = null));
    return loading;
  };
  return {
    prepare: () => void load().catch(() => undefined),
    encrypt: async (payload, publicModulusHex) => (await load()).encrypt(payload, publicModulusHex),
  };
}
