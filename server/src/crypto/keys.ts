/**
 * The gateway's RSA keys. A key travels as hex fields (JWK members decoded) so
 * tests can commit fixed ones; node:crypto needs the full private key for
 * OAEP, textbook RSA needs only n and d.
 */
import { createPrivateKey, generateKeyPairSync, type KeyObject } from 'node:crypto';

export interface RsaKeyHex {
  n: string;
  e: string;
  d: string;
  p: string;
  q: string;
  dp: string;
  dq: string;
  qi: string;
}

export interface GatewayRsaKey {
  /** Lowercase, no leading zeros: what the key endpoint serves. */
  modulusHex: string;
  n: bigint;
  d: bigint;
  byteLength: number;
  privateKey: KeyObject;
}

const fields = ['n', 'e', 'd', 'p', 'q', 'dp', 'dq', 'qi'] as const;

export function generateRsaKeyHex(bits: number): RsaKeyHex {
  const jwk = generateKeyPairSync('rsa', { modulusLength: bits, publicExponent: 0x10001 }).privateKey.export({ format: 'jwk' });
  return Object.fromEntries(fields.map((field) => [field, Buffer.from(String(jwk[field]), 'base64url').toString('hex')])) as unknown as RsaKeyHex;
}

export function loadRsaKey(hex: RsaKeyHex): GatewayRsaKey {
  const jwk = Object.fromEntries(fields.map((field) => [field, Buffer.from(hex[field], 'hex').toString('base64url')]));
  const privateKey = createPrivateKey({ key: { kty: 'RSA', ...jwk }, format: 'jwk' });
  const n = BigInt(`0x${hex.n}`);
  return { modulusHex: n.toString(16), n, d: BigInt(`0x${hex.d}`), byteLength: Math.ceil(n.toString(16).length / 2), privateKey };
}
