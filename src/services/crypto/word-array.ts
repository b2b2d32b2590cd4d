/** crypto-js keeps bytes in big-endian 32-bit words; these cross to and from Uint8Array. */
import CryptoJS from './crypto-js';

export function wordArrayToBytes(words: CryptoJS.lib.WordArray): Uint8Array {
  const bytes = new Uint8Array(words.sigBytes);
  for (let i = 0; i < words.sigBytes; i += 1) bytes[i] = (words.words[i >>> 2] >>> (24 - (i % 4) * 8)) & 0xff;
  return bytes;
}

export function bytesToWordArray(bytes: Uint8Array): CryptoJS.lib.WordArray {
  const words: number[] = [];
  for (let i = 0; i < bytes.length; i += 1) words[i >>> 2] = (words[i >>> 2] ?? 0) | (bytes[i] << (24 - (i % 4) * 8));
  return CryptoJS.lib.WordArray.create(words, bytes.length);
}
