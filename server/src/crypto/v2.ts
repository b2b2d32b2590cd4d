/**
 * Server half of the v2 scheme: OAEP-unwrap key ‖ IV with node:crypto, then
 * AES-256-CBC-decrypt the body. node:crypto checks the OAEP and PKCS#7
 * padding, so a wrong key or a tampered value fails here instead of parsing.
 */
import { constants, createDecipheriv, privateDecrypt } from 'node:crypto';
import { encryptionV2Prefix } from '../../../src/services/headers';
import { v2IvBytes, v2KeyBytes } from '../../../src/services/crypto/v2';
import { attempt, PayloadDecryptionError } from './errors';
import type { GatewayRsaKey } from './keys';

const strictBase64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

function decodeBase64(text: string, reason: 'header' | 'value'): Buffer {
  if (text === '' || !strictBase64.test(text)) throw new PayloadDecryptionError(reason, 'not Base64');
  return Buffer.from(text, 'base64');
}

export function unwrapV2Key(header: string, key: GatewayRsaKey): { aesKey: Buffer; iv: Buffer } {
  if (!header.startsWith(encryptionV2Prefix)) throw new PayloadDecryptionError('header', 'missing v2 prefix');
  const wrapped = decodeBase64(header.slice(encryptionV2Prefix.length), 'header');
  if (wrapped.length !== key.byteLength) throw new PayloadDecryptionError('header', 'wrapped key has the wrong size');
  const material = attempt('key', () =>
    privateDecrypt({ key: key.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, wrapped),
  );
  if (material.length !== v2KeyBytes + v2IvBytes) throw new PayloadDecryptionError('key', 'key material has the wrong size');
  return { aesKey: material.subarray(0, v2KeyBytes), iv: material.subarray(v2KeyBytes) };
}

export function decryptV2(header: string, value: string, key: GatewayRsaKey): unknown {
  const { aesKey, iv } = unwrapV2Key(header, key);
  const ciphertext = decodeBase64(value, 'value');
  const json = attempt('value', () => {
    const decipher = createDecipheriv('aes-256-cbc', aesKey, iv);
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat([decipher.update(ciphertext), decipher.final()]));
  });
  return attempt('payload', () => JSON.parse(json));
}
