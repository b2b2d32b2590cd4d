/**
 * Game icons and vendor logos, drawn by the gateway (no external image
 * host). Long-lived and revalidated by ETag: the art changes only when the
 * catalogue does. An unknown code is a 404, so the portal's <img> falls back
 * to its default game icon.
 */
import { createHash } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { fail } from '../../../../src/services/envelope';
import { errorCodes } from '../../../../src/services/error-codes';
import type { Db } from '../../db';
import { gameIconOf, vendorLogoOf } from '../../domain/games/images';
import { gameIconBase, vendorLogoBase } from '../../domain/games/image-paths';
import type { GatewayEnv } from '../../http/context';
import { messageFor } from '../../http/messages';

const fileName = /^([A-Za-z0-9_]{1,48})\.svg$/;
const cacheControl = 'public, max-age=2592000';

function serveArt(draw: (db: Db, code: string) => Promise<string | null>) {
  return async (c: Context<GatewayEnv>) => {
    const code = fileName.exec(c.req.param('file') ?? '')?.[1];
    const svg = code ? await draw(c.get('deps').db, code) : null;
    if (!svg) return c.json(fail(errorCodes.notFound, messageFor(errorCodes.notFound)), 404);
    const etag = `"${createHash('sha1').update(svg).digest('base64url')}"`;
    const cacheHeaders = { ETag: etag, 'Cache-Control': cacheControl };
    if (c.req.header('If-None-Match') === etag) return c.body(null, 304, cacheHeaders);
    return c.body(svg, 200, { ...cacheHeaders, 'Content-Type': 'image/svg+xml; charset=utf-8' });
  };
}

export function mountGameImages(app: Hono<GatewayEnv>): void {
  app.get(`${gameIconBase}:file`, serveArt(gameIconOf));
  app.get(`${vendorLogoBase}:file`, serveArt(vendorLogoOf));
}
