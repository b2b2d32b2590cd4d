/**
 * DES-ECB with PKCS#7 and Base64 text, as the original's crypto-js calls
 * (api-facts §3.4 and §4). The key is the UTF-8 bytes of a string; DES reads
 * only its first 8 bytes. Decryption checks padding and UTF-8 itself, because
 * crypto-js would silently return garbage for a wrong key.
 */
import CryptoJS from './crypto-js';
import { wordArrayToBytes } from './word-array';

const options = { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 };
const strictBase64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

export function desEncryptBase64(plain: string, key: string): string {
  return CryptoJS.DES.encrypt(CryptoJS.enc.Utf8.parse(plain), CryptoJS.enc.Utf8.parse(key), options).toString();
}

/** Throws on anything that is not a well-formed ciphertext under this key. */
export function desDecryptBase64(cipherBase64: string, key: string): string {
  if (cipherBase64 === '' || !strictBase64.test(cipherBase64)) throw new Error('ciphertext is not Base64');
  const ciphertext = CryptoJS.enc.Base64.parse(cipherBase64);
  if (ciphertext.sigBytes % 8 !== 0) throw new Error('ciphertext is not whole DES blocks');
  const padded = CryptoJS.DES.decrypt(CryptoJS.lib.CipherParams.create({ ciphertext }), CryptoJS.enc.Utf8.parse(key), {
    mode: CryptoJS.mode.ECB,
    padding: CryptoJS.pad.NoPadding,
  });
  return new TextDecoder('utf-8', { fatal: true }).decode(unpadPkcs7(wordArrayToBytes(padded), 8));
}

function unpadPkcs7(bytes: Uint8Array, blockSize: number): Uint8Array {
  const pad = bytes[bytes.length - 1];
  if (!pad || pad > blockSize || pad > bytes.length) throw new Error('bad padding');
  for (let i = bytes.length - pad; i < bytes.length; i += 1) if (bytes[i] !== pad) throw new Error('bad padding');
  return bytes.subarray(0, bytes.length - pad);
}
