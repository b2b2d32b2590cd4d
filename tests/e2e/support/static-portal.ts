/**
 * The portal on an origin of its own, as an operator hosts it: built with
 * VITE_GATEWAY_URL naming the gateway, served by a plain static host
 * (@hono/node-server's serveStatic, index.html for the portal's routes)
 * under the Content-Security-Policy such a host would send: the page's own
 * origin, plus the gateway for calls, pictures and game frames.
 *
 * The host listens before the build, because the gateway must list its
 * origin (CORS_ORIGINS) and the build must name the gateway.
 */
import { execSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { extname, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';

export interface StaticPortal {
  /** `http://127.0.0.1:<port>`. */
  origin: string;
  /** Builds the portal against `gatewayUrl` and serves it from then on. */
  buildFor(gatewayUrl: string): void;
  close(): Promise<void>;
}

const policyFor = (gateway: string): string =>
  [
    "default-src 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${gateway}`,
    "font-src 'self' data:",
    `connect-src 'self' ${gateway}`,
    `frame-src ${gateway}`,
    "frame-ancestors 'self'",
    "form-action 'self'",
  ].join('; ');

export async function startStaticPortal(): Promise<StaticPortal> {
  const dir = resolve('.tmp', `e2e-cross-origin-${process.pid}`);
  let app: Hono | null = null;
  const server = await new Promise<ReturnType<typeof serve>>((ready) => {
    const started = serve(
      { fetch: (request) => (app ? app.fetch(request) : new Response('building', { status: 503 })), port: 0, hostname: '127.0.0.1' },
      () => ready(started),
    );
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    buildFor(gatewayUrl) {
      execSync(`npx vite build --outDir ${JSON.stringify(dir)} --emptyOutDir`, {
        stdio: 'inherit',
        env: { ...process.env, FORCE_COLOR: '0', VITE_GATEWAY_URL: gatewayUrl },
      });
      const site = new Hono();
      site.use('*', async (c, next) => {
        await next();
        c.header('Content-Security-Policy', policyFor(gatewayUrl));
      });
      site.use('*', serveStatic({ root: dir }));
      // The portal's own routes (/rng, /game…) are pages of index.html; a missing file is a 404.
      site.get('*', (c, next) => (extname(c.req.path) === '' ? serveStatic({ root: dir, path: 'index.html' })(c, next) : next()));
      app = site;
    },
    async close() {
      (server as { closeAllConnections?: () => void }).closeAllConnections?.();
      await new Promise<void>((done) => server.close(() => done()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
