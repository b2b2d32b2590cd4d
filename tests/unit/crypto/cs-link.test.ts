import { describe, expect, it } from 'vitest';
import { decryptCustomerServiceLink } from '../../../src/services/crypto';
import { encryptCustomerServiceLink } from '../../../server/src/crypto';
import { csLinkVector } from './fixtures';

describe('customer-service link', () => {
  it('decrypts the fixed vector (last 8 characters are the key)', () => {
    expect(decryptCustomerServiceLink(csLinkVector.path)).toBe(csLinkVector.url);
  });

  it('the gateway produces exactly that path, and round-trips any URL', () => {
    expect(encryptCustomerServiceLink(csLinkVector.url, csLinkVector.path.slice(-8))).toBe(csLinkVector.path);
    const url = 'https://t.me/support_ph?start=vip&n=ñ';
    expect(decryptCustomerServiceLink(encryptCustomerServiceLink(url, 'a1B2c3D4'))).toBe(url);
  });

  it('refuses paths that are not such a ciphertext', () => {
    expect(() => decryptCustomerServiceLink('https://plain.example.com/chat')).toThrow();
    expect(() => decryptCustomerServiceLink('Kf8Qz2Lp')).toThrow();
    expect(() => decryptCustomerServiceLink(`${csLinkVector.path.slice(0, -8)}WrongKey`)).toThrow();
  });

  it('the gateway refuses a key that is not 8 ASCII characters', () => {
    expect(() => encryptCustomerServiceLink('https://x.test', 'short')).toThrow();
    expect(() => encryptCustomerServiceLink('https://x.test', 'ñññññññ')).toThrow();
  });
});
