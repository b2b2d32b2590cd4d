/** The proof reader: a data URL of the picked image, refused when its bytes are not the image its type claims. */
import { describe, expect, it } from 'vitest';
import { readProofImage } from '../../../src/services/withdrawal.actors';

const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('readProofImage', () => {
  it('reads a png into a data URL', async () => {
    const url = await readProofImage(new Blob([Uint8Array.from([...png, 1, 2, 3])], { type: 'image/png' }));
    expect(url).toBe(`data:image/png;base64,${Buffer.from([...png, 1, 2, 3]).toString('base64')}`);
  });

  it('reads a large jpg in slices', async () => {
    const bytes = new Uint8Array(300_000);
    bytes.set([0xff, 0xd8, 0xff]);
    const url = await readProofImage(new Blob([bytes], { type: 'image/jpeg' }));
    expect(url).toBe(`data:image/jpeg;base64,${Buffer.from(bytes).toString('base64')}`);
  });

  it('refuses a file renamed to png and a type it does not know', async () => {
    await expect(readProofImage(new Blob(['GIF89a'], { type: 'image/png' }))).rejects.toMatchObject({ code: 'withdrawal.proof.type' });
    await expect(readProofImage(new Blob(['GIF89a'], { type: 'image/gif' }))).rejects.toMatchObject({ code: 'withdrawal.proof.type' });
  });
});
