import { constants, createPrivateKey, privateDecrypt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createPayloadEncryptor } from '../../../src/services/crypto';
import { encryptV2Value, encryptV2WithKey } from '../../../src/services/crypto/v2';
import { encryptionV2Prefix } from '../../../src/services/headers';
import { createPayloadDecryptor, PayloadDecryptionError } from '../../../server/src/crypto';
import { v2TestKey, v2Vector, samplePayload } from './fixtures';

const decryptor = createPayloadDecryptor({ scheme: 'v2', keys: { v2: v2TestKey } });
const aesKey = Buffer.from(v2Vector.aesKeyHex, 'hex');
const iv = Buffer.from(v2Vector.ivHex, 'hex');

function nodeUnwrap(header: string): Buffer {
  const jwk = Object.fromEntries(Object.entries(v2TestKey).map(([field, hex]) => [field, Buffer.from(hex, 'hex').toString('base64url')]));
  const key = createPrivateKey({ key: { kty: 'RSA', ...jwk }, format: 'jwk' });
  return privateDecrypt({ key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(header.slice(encryptionV2Prefix.length), 'base64'));
}

describe('v2 scheme: fixed vector', () => {
  it('client: a fixed AES key and IV give the exact Base64 value', () => {
    expect(encryptV2Value(samplePayload, aesKey, iv)).toBe(v2Vector.value);
  });

  it('client: the header is v2: + OAEP-SHA-256 of key ‖ IV, opened by node:crypto', async () => {
    const { header, value } = await encryptV2WithKey(samplePayload, v2TestKey.n, aesKey, iv);
    expect(header.startsWith(encryptionV2Prefix)).toBe(true);
    expect(value).toBe(v2Vector.value);
    expect(nodeUnwrap(header).toString('hex')).toBe(v2Vector.aesKeyHex + v2Vector.ivHex);
  });

  it('server: the recorded vector decrypts to the payload', async () => {
    expect(await decryptor.decrypt(v2Vector.header, v2Vector.value)).toEqual(samplePayload);
  });
});

describe('v2 scheme: round trip and refusals', () => {
  it('client encrypt → server decrypt with fresh random keys, never repeating', async () => {
    const encryptor = createPayloadEncryptor('v2');
    const payload = { account: 'player_7', password: 'pässwörd ✓', list: [1, null, true] };
    const seen = new Set<string>();
    for (let i = 0; i < 3; i += 1) {
      const { header, value } = await encryptor.encrypt(payload, decryptor.publicModulusHex());
      expect(header).toMatch(/^v2:[A-Za-z0-9+/]+=*$/);
      expect(await decryptor.decrypt(header, value)).toEqual(payload);
      seen.add(value);
    }
    expect(seen.size).toBe(3);
  });

  const flip = (text: string, at: number) => text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);
  const cases: [string, string, string][] = [
    ['bare prefix', 'v2:', v2Vector.value],
    ['header not Base64', 'v2:%%%%', v2Vector.value],
    ['wrapped key too short', 'v2:AAAA', v2Vector.value],
    ['tampered wrapped key', flip(v2Vector.header, 20), v2Vector.value],
    ['value not Base64', v2Vector.header, '@@@'],
    ['empty value', v2Vector.header, ''],
    ['tampered value', v2Vector.header, flip(v2Vector.value, v2Vector.value.length - 6)],
    ['truncated value', v2Vector.header, v2Vector.value.slice(0, 24)],
  ];
  it.each(cases)('%s → PayloadDecryptionError', async (_name, header, value) => {
    await expect(decryptor.decrypt(header, value)).rejects.toBeInstanceOf(PayloadDecryptionError);
  });
});
