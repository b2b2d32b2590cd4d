/**
 * Real image bytes for the application tests, made here rather than read
 * from files: a png that decodes (signature, IHDR, one IDAT of deflated
 * rows, IEND, every CRC right), padded to an exact size when asked, and a
 * jpg skeleton (SOI, JFIF APP0, EOI). Also the fakes the gateway must
 * refuse: a page named png, a real png header followed by a script, a jpg
 * with a page after its end.
 */
import { deflateSync } from 'node:zlib';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A width × height RGB png of one colour; `totalBytes` pads it with a private chunk to exactly that size. */
export function pngBytes(options: { width?: number; height?: number; rgb?: [number, number, number]; totalBytes?: number } = {}): Buffer {
  const { width = 4, height = 4, rgb = [212, 175, 55] } = options;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const parts = [signature, chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row))))];
  const end = chunk('IEND', Buffer.alloc(0));
  const size = parts.reduce((sum, part) => sum + part.length, 0) + end.length;
  if (options.totalBytes && options.totalBytes > size) parts.push(chunk('prVt', Buffer.alloc(options.totalBytes - size - 12)));
  return Buffer.concat([...parts, end]);
}

export function jpegBytes(): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, Buffer.from([0xff, 0xd9])]);
}

export const dataUrl = (type: 'image/png' | 'image/jpeg', bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

export const fakes = {
  htmlNamedPng: Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
  pngThenScript: Buffer.concat([pngBytes(), Buffer.from('<script>alert(document.cookie)</script>')]),
  jpegThenHtml: Buffer.concat([jpegBytes(), Buffer.from('<html><script>alert(1)</script></html>')]),
  /** A png signature and IHDR with nothing after: passes a first-bytes test, is no image. */
  headerOnlyPng: pngBytes().subarray(0, 33),
  /** A png whose private chunk carries a script: whole, but markup a browser could sniff. */
  pngWithScriptChunk: (() => {
    const whole = pngBytes();
    const end = whole.length - 12;
    return Buffer.concat([whole.subarray(0, end), chunk('tEXt', Buffer.from('Comment\0<script>alert(1)</script>', 'latin1')), whole.subarray(end)]);
  })(),
};
