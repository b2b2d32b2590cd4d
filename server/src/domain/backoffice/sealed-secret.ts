/**
 * TOTP secrets are kept sealed (AES-256-GCM): a copy of the database alone
 * does not let anyone make an operator's codes. The key comes from
 * OPERATOR_SECRET_KEY (or the development file beside the data folder); a
 * gateway without one derives it from the operator key, so tests and a bare
 * development start still work.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { GatewayConfig } from '../../config';

function keyOf(config: Pick<GatewayConfig, 'operatorSecretKey' | 'operatorKey'>): Buffer {
  const material = config.operatorSecretKey ?? config.operatorKey;
  if (!material) throw new Error('the back office needs OPERATOR_SECRET_KEY or OPERATOR_KEY');
  return Buffer.from(hkdfSync('sha256', material, 'backoffice', 'totp-secret', 32));
}

export function sealSecret(config: Pick<GatewayConfig, 'operatorSecretKey' | 'operatorKey'>, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(config), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64'), cipher.getAuthTag().toString('base64'), sealed.toString('base64')].join('.');
}

export function openSecret(config: Pick<GatewayConfig, 'operatorSecretKey' | 'operatorKey'>, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || !body) throw new Error('unknown sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(config), Buffer.from(iv, 'base64'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
}
