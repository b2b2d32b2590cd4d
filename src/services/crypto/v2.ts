/**
 * The v2 scheme, our gateway's default: a fresh AES-256 key and IV per
 * request encrypt the JSON payload (crypto-js AES-CBC, PKCS#7, Base64 value);
 * key ‖ IV (48 bytes) is wrapped with RSA-OAEP/SHA-256 under the gateway's key
 * and sent as `v2:` + Base64. Wrapping both in one OAEP block keeps the header
 * a single opaque value and fits moduli from 1024 bits up (limit 62 bytes there).
 *
 * WebCrypto's subtle API exists only in secure contexts (https, localhost).
 */
import CryptoJS from './crypto-js';
import { encryptionV2Prefix } from '../headers';
import { bigIntToBytes } from './big-int';
import { bytesToWordArray } from './word-array';
import type { EncryptedRequest, PayloadEncryptor } from './payload-encryptor';
import { randomBytes, type RandomBytes } from './random';
import { parseModulus } from './rsa-textbook';
import { bytesToBase64, bytesToBase64Url } from './base64';

export const v2KeyBytes = 32;
export const v2IvBytes = 16;

/** The deterministic half: AES of the payload under a given key and IV. */
export function encryptV2Value(payload: unknown, key: Uint8Array, iv: Uint8Array): string {
  return CryptoJS.AES.encrypt(CryptoJS.enc.Utf8.parse(JSON.stringify(payload) ?? 'null'), bytesToWordArray(key), {
    iv: bytesToWordArray(iv),
    mode: CryptoJS.mode.CBC,
    padding: CryptoJS.pad.Pkcs7,
  }).toString();
}

export async function importOaepPublicKey(modulusHex: string): Promise<CryptoKey> {
  const jwk: JsonWebKey = { kty: 'RSA', n: bytesToBase64Url(bigIntToBytes(parseModulus(modulusHex))), e: 'AQAB', alg: 'RSA-OAEP-256', ext: true };
  return globalThis.crypto.subtle.importKey('jwk', jwk, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
}

export async function encryptV2WithKey(payload: unknown, publicModulusHex: string, key: Uint8Array, iv: Uint8Array): Promise<EncryptedRequest> {
  const material = new Uint8Array(v2KeyBytes + v2IvBytes);
  material.set(key, 0);
  material.set(iv, v2KeyBytes);
  const wrapped = await globalThis.crypto.subtle.encrypt({ name: 'RSA-OAEP' }, await importOaepPublicKey(publicModulusHex), material);
  return { header: encryptionV2Prefix + bytesToBase64(new Uint8Array(wrapped)), value: encryptV2Value(payload, key, iv) };
}

export function createV2Encryptor(random: RandomBytes = randomBytes): PayloadEncryptor {
  return {
    encrypt: (payload, publicModulusHex) => encryptV2WithKey(payload, publicModulusHex, random(v2KeyBytes), random(v2IvBytes)),
  };
}
