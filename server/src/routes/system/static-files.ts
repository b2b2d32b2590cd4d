/**
 * Serves the built portal with history-mode fallback: a GET for a path that
 * is not a file gets index.html, so deep links such as /promotions work.
 * Hashed build assets are cached for a year; everything else revalidates.
 * Text files go out compressed (compressed-files.ts).
 */
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import type { Context, Next } from 'hono';
import type { GatewayEnv } from '../../http/context';
import { compressedFile, encodingFor } from './compressed-files';

/** Paths that belong to the gateway: they never fall back to the portal. */
export const gatewayPrefixes = ['/wps', '/lgw', '/lotto', '/dev', '/common', '/provider'];

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** Vite names build output `<name>-<8+ char hash>.<ext>` under /assets/. */
const hashedAsset = /^\/assets\/.+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

const isGatewayPath = (path: string) => gatewayPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

async function fileAt(root: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const full = resolve(root, `.${decoded}`);
  if (full !== root && !full.startsWith(root + sep)) return null;
  const info = await stat(full).catch(() => null);
  return info?.isFile() ? full : null;
}

async function send(c: Context<GatewayEnv>, file: string, cacheControl: string): Promise<Response> {
  const info = await stat(file);
  const contentType = contentTypes[extname(file).toLowerCase()] ?? 'application/octet-stream';
  const headers: Record<string, string> = { 'Content-Type': contentType, 'Cache-Control': cacheControl, Vary: 'Accept-Encoding' };
  const encoding = encodingFor(contentType, info.size, c.req.header('Accept-Encoding'));
  if (!encoding) return c.body(await readFile(file), 200, headers);
  // The file is read only when its compressed copy is missing or older than the file.
  return c.body(await compressedFile(file, info.mtimeMs, () => readFile(file), encoding), 200, { ...headers, 'Content-Encoding': encoding });
}

export async function serveStaticFiles(c: Context<GatewayEnv>, next: Next): Promise<Response | void> {
  const staticDir = c.get('deps').config.staticDir;
  const path = c.req.path;
  if (!staticDir || isGatewayPath(path)) return next();
  const root = resolve(staticDir);
  const file = await fileAt(root, path);
  if (file && !file.endsWith(`${sep}index.html`)) return send(c, file, hashedAsset.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
  // A missing file with an extension is a real 404, not a page of the portal (whose routes include /register.html).
  if (!file && extname(path) !== '' && extname(path) !== '.html') return next();
  const index = join(root, 'index.html');
  if (!(await stat(index).catch(() => null))) return next();
  return send(c, index, 'no-cache');
}
