/**
 * Serves the built portal with history-mode fallback: a GET for a path that
 * is not a file gets index.html, so deep links such as /promotions work.
 * Hashed build assets are cached for a year; everything else revalidates.
 * Text files go out compressed (compressed-files.ts).
 */
import type { Stats } from 'node:fs';
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

const isBackofficePath = (path: string) => path === '/backoffice' || path.startsWith('/backoffice/');

const isGatewayPath = (path: string) => gatewayPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

interface Found {
  file: string;
  info: Stats;
}

/**
 * What a hashed asset's path leads to, per build folder: a name with a hash never changes content, so its file is
 * looked up once instead of on every request (a page load asks for dozens). Other paths are looked up each time:
 * a rebuild rewrites index.html and the unhashed pictures in place.
 */
const hashedFound = new Map<string, Found>();
const foundKey = (root: string, urlPath: string): string => `${root}\0${urlPath}`;

async function fileAt(root: string, urlPath: string, hashed: boolean): Promise<Found | null> {
  const known = hashed ? hashedFound.get(foundKey(root, urlPath)) : undefined;
  if (known) return known;
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
  if (!info?.isFile()) return null;
  const found = { file: full, info };
  if (hashed) hashedFound.set(foundKey(root, urlPath), found);
  return found;
}

async function send(c: Context<GatewayEnv>, { file, info }: Found, cacheControl: string): Promise<Response> {
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
  const hashed = hashedAsset.test(path);
  const found = await fileAt(root, path, hashed);
  if (found && !found.file.endsWith(`${sep}index.html`)) {
    const sent = await send(c, found, hashed ? 'public, max-age=31536000, immutable' : 'no-cache').catch((error: unknown) => {
      if (hashedFound.delete(foundKey(root, path))) return null;
      throw error;
    });
    // A rebuild removed the remembered file: look again (a 404 now, if nothing stands there).
    return sent ?? serveStaticFiles(c, next);
  }
  // A missing file with an extension is a real 404, not a page of the portal (whose routes include /register.html).
  if (!found && extname(path) !== '' && extname(path) !== '.html') return next();
  // The back office is the build's second page: its paths fall back to its own HTML, never the portal's.
  const index = join(root, isBackofficePath(path) ? 'backoffice.html' : 'index.html');
  const info = await stat(index).catch(() => null);
  if (!info?.isFile()) return next();
  return send(c, { file: index, info }, 'no-cache');
}
