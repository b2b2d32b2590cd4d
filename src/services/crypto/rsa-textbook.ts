/**
 * The legacy RSA part (api-facts §3.3). The old RSAKeyPair library packs a
 * string little-endian, and the portal feeds it `reverse(k)`, so the number it
 * raises is k's bytes read big-endian: RSA/ECB/NoPadding of k. Its hex output
 * comes in 16-bit digits, so we pad to a multiple of four hex characters.
 */
import { bitLength, bytesToBigInt, hexToBigInt, modPow } from './big-int';

export const legacyPublicExponent = 0x10001n;

export function parseModulus(modulusHex: string): bigint {
  const modulus = hexToBigInt(modulusHex.trim());
  if (bitLength(modulus) < 256 || (modulus & 1n) === 0n) throw new Error('not an RSA modulus');
  return modulus;
}

export function rsaEncryptText(text: string, modulusHex: string): string {
  const modulus = parseModulus(modulusHex);
  const message = bytesToBigInt(new TextEncoder().encode(text));
  if (message >= modulus) throw new Error('text too long for the RSA modulus');
  const hex = modPow(message, legacyPublicExponent, modulus).toString(16);
  return hex.padStart(Math.ceil(hex.length / 4) * 4, '0');
}
