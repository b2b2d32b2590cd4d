/**
 * Provider secrets at rest. HMAC verification needs the secret itself, so
 * it cannot be kept as a hash; it is sealed (AES-256-GCM) under a key of its
 * own, derived from OPERATOR_SECRET_KEY or else OPERATOR_KEY, so a copy of
 * the tables alone signs no wallet call. A gateway with neither (tests, a
 * production start without the operator API) keeps them as they come, and
 * rows written before sealing existed stay readable: a provider secret is
 * base64url, never starting with the sealed form's `v1.`.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { GatewayConfig } from '../../config';

export type KeySealing = Pick<GatewayConfig, 'operatorSecretKey' | 'operatorKey'>;

const sealedPrefix = 'v1.';

function sealingKey(config: KeySealing): Buffer | null {
  const material = config.operatorSecretKey ?? config.operatorKey;
  return material ? Buffer.from(hkdfSync('sha256', material, 'wallet-api', 'provider-secret', 32)) : null;
}

export function sealProviderSecret(config: KeySealing, secret: string): string {
  const key = sealingKey(config);
  if (!key) return secret;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return `${sealedPrefix}${[iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.')}`;
}

/** The secret a stored value holds; throws when it is sealed under another key (a changed OPERATOR_SECRET_KEY). */
export function openProviderSecret(config: KeySealing, stored: string): string {
  if (!stored.startsWith(sealedPrefix)) return stored;
  const key = sealingKey(config);
  const [iv, tag, body] = stored.slice(sealedPrefix.length).split('.');
  if (!key || !iv || !tag || !body) throw new Error('a provider secret is sealed, and this gateway has no key to open it');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

/** As openProviderSecret, but a secret this gateway cannot open is no key at all (the call is refused as unsigned, not failed). */
export function openedProviderSecret(config: KeySealing, stored: string): string | null {
  try {
    return openProviderSecret(config, stored);
  } catch {
    console.error('[wallet-api] a provider key is sealed under another secret key: rotate the provider\'s key');
    return null;
  }
}
