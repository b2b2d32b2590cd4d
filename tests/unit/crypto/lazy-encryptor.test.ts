import { describe, expect, it } from 'vitest';
import { createLazyPayloadEncryptor } from '../../../src/services/crypto/lazy-encryptor';
import { encryptionV2Prefix } from '../../../src/services/headers';
import { createPayloadDecryptor } from '../../../server/src/crypto';
import { samplePayload } from './fixtures';

describe('lazy payload encryptor', () => {
  it('loads the configured scheme on the first call and the gateway opens what it sends', async () => {
    for (const scheme of ['legacy', 'v2'] as const) {
      const gateway = createPayloadDecryptor({ scheme });
      const encryptor = createLazyPayloadEncryptor(scheme);
      encryptor.prepare?.();
      for (let call = 0; call < 2; call += 1) {
        const { header, value } = await encryptor.encrypt(samplePayload, gateway.publicModulusHex());
        expect(header.startsWith(encryptionV2Prefix)).toBe(scheme === 'v2');
        expect(await gateway.decrypt(header, value)).toEqual(samplePayload);
      }
    }
  });
});
