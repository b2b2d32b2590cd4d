import { describe, expect, it } from 'vitest';
import { createPayloadEncryptor } from '../../../src/services/crypto';
import { desEncryptBase64 } from '../../../src/services/crypto/des';
import { encryptLegacyWithKey } from '../../../src/services/crypto/legacy';
import { legacyKeyCharset } from '../../../src/services/crypto/legacy-key';
import { createPayloadDecryptor, PayloadDecryptionError } from '../../../server/src/crypto';
import { legacyTestKey, legacyVector, samplePayload } from './fixtures';

const decryptor = createPayloadDecryptor({ scheme: 'legacy', keys: { legacy: legacyTestKey } });

/** A random source that makes randomLegacyKey return the given key. */
function pinKey(key: string): () => number {
  const picks = [...key].map((char) => (legacyKeyCharset.indexOf(char) + 0.5) / legacyKeyCharset.length);
  return () => picks.shift() ?? 0;
}

describe('legacy scheme: fixed vector', () => {
  it('client: a fixed key and payload give the exact RSA hex and DES Base64', () => {
    expect(encryptLegacyWithKey(samplePayload, legacyTestKey.n, legacyVector.key)).toEqual({ header: legacyVector.header, value: legacyVector.value });
  });

  it('client: the scheme draws its key from the random source', async () => {
    const encryptor = createPayloadEncryptor('legacy', { random: pinKey(legacyVector.key) });
    expect(await encryptor.encrypt(samplePayload, legacyTestKey.n)).toEqual({ header: legacyVector.header, value: legacyVector.value });
  });

  it('server: the fixed vector decrypts to the payload', async () => {
    expect(await decryptor.decrypt(legacyVector.header, legacyVector.value)).toEqual(samplePayload);
  });

  it('server: accepts upper-case hex and the 16-bit digit padding the old library adds', async () => {
    expect(await decryptor.decrypt(legacyVector.header.toUpperCase(), legacyVector.value)).toEqual(samplePayload);
    expect(await decryptor.decrypt(`0000${legacyVector.header}`, legacyVector.value)).toEqual(samplePayload);
  });
});

describe('legacy scheme: round trip and refusals', () => {
  it('client encrypt → server decrypt with a random key', async () => {
    const encryptor = createPayloadEncryptor('legacy');
    const payload = { account: 'player_7', password: 'pässwörd ✓', amount: 12.5, nested: { list: [1, 2, 3] } };
    for (let i = 0; i < 5; i += 1) {
      const { header, value } = await encryptor.encrypt(payload, decryptor.publicModulusHex());
      expect(await decryptor.decrypt(header, value)).toEqual(payload);
    }
  });

  const cases: [string, string, string][] = [
    ['empty header', '', legacyVector.value],
    ['non-hex header', 'xyz123', legacyVector.value],
    ['header ≥ modulus', 'f'.repeat(256), legacyVector.value],
    ['oversized header', '1'.repeat(400), legacyVector.value],
    ['header of another key', legacyVector.header.replace(/^5a/, '5b'), legacyVector.value],
    ['value not Base64', legacyVector.header, 'not base64 at all!'],
    ['empty value', legacyVector.header, ''],
    ['truncated value', legacyVector.header, legacyVector.value.slice(0, 12)],
    ['tampered value', legacyVector.header, `A${legacyVector.value.slice(1)}`],
  ];
  it.each(cases)('%s → PayloadDecryptionError', async (_name, header, value) => {
    await expect(decryptor.decrypt(header, value)).rejects.toBeInstanceOf(PayloadDecryptionError);
  });

  it('a value that decrypts but is not JSON → payload error', async () => {
    await expect(decryptor.decrypt(legacyVector.header, desEncryptBase64('{broken', legacyVector.key))).rejects.toMatchObject({ reason: 'payload' });
  });
});
