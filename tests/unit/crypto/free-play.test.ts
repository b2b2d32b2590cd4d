import { describe, expect, it } from 'vitest';
import { encryptFreePlayMarker } from '../../../src/services/crypto';
import { rsaEncryptText } from '../../../src/services/crypto/rsa-textbook';
import { createPayloadDecryptor } from '../../../server/src/crypto';
import { legacyTestKey, legacyVector, v2TestKey } from './fixtures';

describe('free-play marker', () => {
  const legacy = createPayloadDecryptor({ scheme: 'legacy', keys: { legacy: legacyTestKey } });
  const v2 = createPayloadDecryptor({ scheme: 'v2', keys: { v2: v2TestKey } });

  it('is the legacy RSA part of a random key: fixed vector', () => {
    expect(legacy.isFreePlayMarker(legacyVector.header)).toBe(true);
  });

  it('a fresh marker passes the gateway check under either configured key', () => {
    for (const gateway of [legacy, v2]) {
      const marker = encryptFreePlayMarker(gateway.publicModulusHex());
      expect(marker).toMatch(/^[0-9a-f]+$/);
      expect(gateway.isFreePlayMarker(marker)).toBe(true);
    }
  });

  it('refuses anything else without throwing', () => {
    for (const header of ['', 'v2:abc', 'zz', legacyVector.header.replace(/^5a/, '5b'), rsaEncryptText('tooShort', legacyTestKey.n), rsaEncryptText('jjjjjjjjjjjjjjjj', legacyTestKey.n)]) {
      expect(legacy.isFreePlayMarker(header)).toBe(false);
    }
  });
});
