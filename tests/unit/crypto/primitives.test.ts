import { constants, createCipheriv, createPublicKey, publicEncrypt } from 'node:crypto';
import CryptoJS from 'crypto-js';
import { describe, expect, it } from 'vitest';
import { bigIntToBytes, bytesToBigInt, modPow } from '../../../src/services/crypto/big-int';
import { desDecryptBase64, desEncryptBase64 } from '../../../src/services/crypto/des';
import { isLegacyKey, legacyKeyCharset, randomLegacyKey } from '../../../src/services/crypto/legacy-key';
import { rsaEncryptText } from '../../../src/services/crypto/rsa-textbook';
import { legacyTestKey } from './fixtures';

/** Single DES through node: this OpenSSL has no plain DES, and DES-EDE with K1 = K2 is DES. */
function nodeDes(plain: string, key8: string): string {
  const key = Buffer.from(key8, 'utf8');
  const cipher = createCipheriv('des-ede-ecb', Buffer.concat([key, key]), null);
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}

describe('DES as crypto-js does it', () => {
  it('matches the published DES test vector (key 133457799BBCDFF1)', () => {
    const out = CryptoJS.DES.encrypt(CryptoJS.enc.Hex.parse('0123456789abcdef'), CryptoJS.enc.Hex.parse('133457799bbcdff1'), {
      mode: CryptoJS.mode.ECB,
      padding: CryptoJS.pad.NoPadding,
    });
    expect(out.ciphertext.toString(CryptoJS.enc.Hex)).toBe('85e813540f0ab405');
  });

  it('equals node single DES-ECB/PKCS#7 and uses only the first 8 key bytes', () => {
    for (const text of ['', 'a', '12345678', '{"x":"ünïcødé ✓"}']) {
      expect(desEncryptBase64(text, 'Ab3XTz9qLm0PwEr7')).toBe(nodeDes(text, 'Ab3XTz9q'));
      expect(desEncryptBase64(text, 'Ab3XTz9q')).toBe(nodeDes(text, 'Ab3XTz9q'));
    }
  });

  it('decrypts what it encrypts and refuses a wrong key or a broken ciphertext', () => {
    const cipher = desEncryptBase64('hello world', 'Kf8Qz2Lp');
    expect(desDecryptBase64(cipher, 'Kf8Qz2Lp')).toBe('hello world');
    // A key differing only in a parity bit (p/q) is the same DES key, so change a real bit.
    expect(() => desDecryptBase64(cipher, 'Kf8Qz2Lx')).toThrow();
    expect(() => desDecryptBase64(cipher.slice(4), 'Kf8Qz2Lp')).toThrow();
    expect(() => desDecryptBase64('not base64!', 'Kf8Qz2Lp')).toThrow();
    expect(() => desDecryptBase64('', 'Kf8Qz2Lp')).toThrow();
  });
});

describe('textbook RSA', () => {
  it('modPow and byte conversion agree with plain arithmetic', () => {
    expect(modPow(4n, 13n, 497n)).toBe(445n);
    expect(modPow(5n, 0n, 7n)).toBe(1n);
    expect(bytesToBigInt(Uint8Array.of(1, 0))).toBe(256n);
    expect([...bigIntToBytes(0x0102n)]).toEqual([1, 2]);
  });

  it('equals node RSA_NO_PADDING of the key bytes zero-filled on the left', () => {
    const publicKey = createPublicKey({ key: { kty: 'RSA', n: Buffer.from(legacyTestKey.n, 'hex').toString('base64url'), e: 'AQAB' }, format: 'jwk' });
    for (const text of ['Ab3XTz9qLm0PwEr7', randomLegacyKey(), randomLegacyKey()]) {
      const block = Buffer.alloc(128);
      Buffer.from(text).copy(block, 128 - text.length);
      const expected = publicEncrypt({ key: publicKey, padding: constants.RSA_NO_PADDING }, block).toString('hex');
      const ours = rsaEncryptText(text, legacyTestKey.n);
      // The old library drops leading zero 16-bit digits; node keeps the full width.
      expect(ours).toBe(expected.replace(/^(0000)+/, ''));
      expect(ours).toMatch(/^[0-9a-f]+$/);
      expect(ours.length % 4).toBe(0);
    }
  });

  it('pads its hex to whole 16-bit digits like the old biToHex', () => {
    // 1 to any power is 1: one hex digit, written as one whole 16-bit digit.
    const smallModulus = ((1n << 255n) + 1n + 2n ** 64n * 3n).toString(16);
    expect(rsaEncryptText('\u0001', smallModulus)).toBe('0001');
  });

  it('refuses a modulus that is not hex or too small', () => {
    expect(() => rsaEncryptText('k', 'zz')).toThrow();
    expect(() => rsaEncryptText('k', 'ff')).toThrow();
  });
});

describe('legacy session key', () => {
  it('draws 16 characters of the original 61-character charset', () => {
    expect(legacyKeyCharset).toHaveLength(61);
    for (let i = 0; i < 50; i += 1) expect(isLegacyKey(randomLegacyKey())).toBe(true);
    expect(randomLegacyKey(() => 0)).toBe('0'.repeat(16));
    expect(randomLegacyKey(() => 0.999999)).toBe('z'.repeat(16));
    expect(isLegacyKey('jjjjjjjjjjjjjjjj')).toBe(false);
    expect(isLegacyKey('short')).toBe(false);
  });
});
