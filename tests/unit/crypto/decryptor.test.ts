import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createPayloadEncryptor } from '../../../src/services/crypto';
import { encryptionV2Prefix } from '../../../src/services/headers';
import { createPayloadDecryptor, PayloadDecryptionError } from '../../../server/src/crypto';
import { legacyTestKey, legacyVector, samplePayload, v2TestKey, v2Vector } from './fixtures';

describe('payload decryptor', () => {
  it('serves the configured scheme’s modulus: v2 by default', () => {
    expect(createPayloadDecryptor({ keys: { v2: v2TestKey, legacy: legacyTestKey } }).publicModulusHex()).toBe(v2TestKey.n);
    expect(createPayloadDecryptor({ scheme: 'legacy', keys: { v2: v2TestKey, legacy: legacyTestKey } }).publicModulusHex()).toBe(legacyTestKey.n);
  });

  it('generates keys at start: 1024 bits for legacy, 2048 for v2', () => {
    expect(createPayloadDecryptor({ scheme: 'legacy' }).publicModulusHex()).toMatch(/^[89a-f][0-9a-f]{255}$/);
    expect(createPayloadDecryptor().publicModulusHex()).toMatch(/^[89a-f][0-9a-f]{511}$/);
  });

  it('accepts both schemes under either served key (routing by the v2: prefix)', async () => {
    for (const scheme of ['legacy', 'v2'] as const) {
      const gateway = createPayloadDecryptor({ scheme });
      for (const clientScheme of ['legacy', 'v2'] as const) {
        const { header, value } = await createPayloadEncryptor(clientScheme).encrypt(samplePayload, gateway.publicModulusHex());
        expect(header.startsWith(encryptionV2Prefix)).toBe(clientScheme === 'v2');
        expect(await gateway.decrypt(header, value)).toEqual(samplePayload);
      }
    }
  });

  it('with both keys injected, still opens requests made under the other scheme’s key', async () => {
    const gateway = createPayloadDecryptor({ scheme: 'legacy', keys: { legacy: legacyTestKey, v2: v2TestKey } });
    expect(await gateway.decrypt(v2Vector.header, v2Vector.value)).toEqual(samplePayload);
    expect(await gateway.decrypt(legacyVector.header, legacyVector.value)).toEqual(samplePayload);
  });

  it('without the other key, a request under it is refused', async () => {
    const gateway = createPayloadDecryptor({ scheme: 'legacy', keys: { legacy: legacyTestKey } });
    await expect(gateway.decrypt(v2Vector.header, v2Vector.value)).rejects.toBeInstanceOf(PayloadDecryptionError);
  });

  it('never crashes on arbitrary input: always a typed rejection', async () => {
    const gateway = createPayloadDecryptor({ scheme: 'v2', keys: { v2: v2TestKey, legacy: legacyTestKey } });
    const header = fc.oneof(fc.string(), fc.string().map((text) => encryptionV2Prefix + text), fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 1 }));
    await fc.assert(
      fc.asyncProperty(header, fc.string(), async (h, value) => {
        await expect(gateway.decrypt(h, value)).rejects.toBeInstanceOf(PayloadDecryptionError);
      }),
      { numRuns: 300 },
    );
    await expect(gateway.decrypt(undefined as unknown as string, 'x')).rejects.toBeInstanceOf(PayloadDecryptionError);
  });
});
