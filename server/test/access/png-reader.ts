/** Reads back what the gateway's PNG encoder wrote, checking every chunk's CRC: a real PNG or a failure. */
import { inflateSync } from 'node:zlib';
import { crc32 } from '../../src/domain/access/png';

export interface DecodedPng {
  width: number;
  height: number;
  /** RGBA, row by row. */
  pixels: Uint8Array;
}

export function readPng(base64: string): DecodedPng {
  const bytes = Buffer.from(base64, 'base64');
  if (!bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) throw new Error('not a PNG signature');
  let offset = 8;
  let width = 0;
  let height = 0;
  const data: Buffer[] = [];
  while (offset < bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('ascii', offset + 4, offset + 8);
    const body = bytes.subarray(offset + 8, offset + 8 + length);
    if (crc32(bytes.subarray(offset + 4, offset + 8 + length)) !== bytes.readUInt32BE(offset + 8 + length)) throw new Error(`bad CRC in ${type}`);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      if (body[8] !== 8 || body[9] !== 6) throw new Error('expected 8-bit RGBA');
    }
    if (type === 'IDAT') data.push(body);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  if (raw.length !== (width * 4 + 1) * height) throw new Error('pixel data of the wrong size');
  const pixels = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) pixels.set(raw.subarray(y * (width * 4 + 1) + 1, (y + 1) * (width * 4 + 1)), y * width * 4);
  return { width, height, pixels };
}

/** How many distinct colours the picture holds: text and noise need more than a handful. */
export function colourCount({ pixels }: DecodedPng): number {
  const seen = new Set<number>();
  for (let i = 0; i < pixels.length; i += 4) seen.add((pixels[i] << 24) | (pixels[i + 1] << 16) | (pixels[i + 2] << 8) | pixels[i + 3]);
  return seen.size;
}
