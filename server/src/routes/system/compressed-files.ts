/**
 * Text files of the built portal (scripts, styles, the page, SVG, JSON),
 * compressed once per file and kept: the build never changes under a
 * running gateway, so the cost is paid on the first request only. Brotli
 * when the browser takes it, else gzip. Kept per process, which is right for
 * bytes derived from files on this instance's own disk.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

const compressible = /^(text\/|application\/(json|manifest\+json)|image\/svg\+xml)/;
/** Below this, headers outweigh what compression saves. */
const minimumBytes = 1024;

const kept = new Map<string, { modified: number; br: Uint8Array<ArrayBuffer>; gzip: Uint8Array<ArrayBuffer> }>();

/** The encoding to answer with, from the request's Accept-Encoding; null: send the file as it is. */
export function encodingFor(contentType: string, size: number, acceptEncoding: string | undefined): Encoding | null {
  if (!compressible.test(contentType) || size < minimumBytes || !acceptEncoding) return null;
  const accepted = acceptEncoding
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, quality]) => !/^\s*q=0(\.0*)?\s*$/.test(quality ?? ''))
    .map(([name]) => name.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

export async function compressedFile(path: string, modified: number, read: () => Promise<Buffer>, encoding: Encoding): Promise<Uint8Array<ArrayBuffer>> {
  let entry = kept.get(path);
  if (!entry || entry.modified !== modified) {
    const body = await read();
    entry = {
      modified,
      br: new Uint8Array(brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })),
      gzip: new Uint8Array(gzipSync(body, { level: 9 })),
    };
    kept.set(path, entry);
  }
  return entry[encoding];
}
