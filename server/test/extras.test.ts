/** Non-registry endpoints: ping, chat page, downloads, /dev guard and the built portal with history fallback. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { devRoutes } from '../src/routes/extras';
import { describeOnBothDatabases } from './databases';

// A development endpoint registered the way real ones are, to see the production guard work.
devRoutes.push((app) => app.get('/dev/echo', (c) => c.json({ echo: true })));

const portal = mkdtempSync(join(tmpdir(), 'portal-dist-'));
mkdirSync(join(portal, 'assets', 'banners'), { recursive: true });
writeFileSync(join(portal, 'index.html'), '<!doctype html><title>portal</title>');
writeFileSync(join(portal, 'assets', 'index-AbC123xy.js'), 'console.log(1)');
const bigScript = `export const rows = [${Array.from({ length: 400 }, (_, index) => `'row ${index}'`).join(', ')}];`;
writeFileSync(join(portal, 'assets', 'big-AbC123xy.js'), bigScript);
writeFileSync(join(portal, 'assets', 'banners', 'w_home-1.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
writeFileSync(join(tmpdir(), 'secret-outside.txt'), 'secret');
afterAll(() => rmSync(portal, { recursive: true, force: true }));

describeOnBothDatabases(
  'extras (development)',
  (gateway, kind) => {
    const get = (path: string, init?: RequestInit) => fetch(`${gateway().url}${path}`, init);

    it('serves the portal index for history-mode paths, uncached', async () => {
      for (const path of ['/', '/promotions', '/pointMall', '/register.html']) {
        const response = await get(path);
        expect(response.status, path).toBe(200);
        expect(response.headers.get('content-type')).toContain('text/html');
        expect(response.headers.get('cache-control')).toBe('no-cache');
        expect(await response.text()).toContain('<title>portal</title>');
      }
    });

    it('caches hashed assets for a year and other files not at all', async () => {
      const hashed = await get('/assets/index-AbC123xy.js');
      expect(hashed.headers.get('cache-control')).toContain('immutable');
      expect(hashed.headers.get('content-type')).toContain('javascript');
      const banner = await get('/assets/banners/w_home-1.svg');
      expect(banner.headers.get('content-type')).toBe('image/svg+xml');
      expect(banner.headers.get('cache-control')).toBe('no-cache');
    });

    it('sends text files compressed, brotli before gzip, and small files as they are', async () => {
      for (const [accepted, encoding] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip'], ['br;q=0, gzip', 'gzip'], ['identity', null]] as const) {
        const response = await get('/assets/big-AbC123xy.js', { headers: { 'Accept-Encoding': accepted } });
        expect(response.headers.get('content-encoding'), accepted).toBe(encoding);
        expect(response.headers.get('vary')).toContain('Accept-Encoding');
        // fetch undoes the encoding: what arrives is the file.
        expect(await response.text()).toBe(bigScript);
      }
      expect((await get('/assets/index-AbC123xy.js', { headers: { 'Accept-Encoding': 'br' } })).headers.get('content-encoding')).toBeNull();
    });

    it('never answers API prefixes or missing files with the portal', async () => {
      for (const path of ['/wps/unknown', '/lgw/unknown', '/common/unknown', '/dev/unknown', '/lotto/x']) {
        const response = await get(path);
        expect(response.status, path).toBe(404);
        expect((await response.json()).errorCode).toBe('not.found');
      }
      expect((await get('/assets/missing-12345678.js')).status).toBe(404);
      expect((await get('/..%2fsecret-outside.txt')).status).toBe(404);
      expect(await (await get('/%2e%2e/%2e%2e/etc/passwd')).text()).not.toContain('root:');
    });

    it('answers 404 for a hashed asset a rebuild removed after it was served', async () => {
      // Hashed assets are looked up once; a picture is read from disk on every request.
      const path = `/assets/gone-${kind}00000.png`;
      writeFileSync(join(portal, path), 'not really a png');
      expect((await get(path)).status).toBe(200);
      rmSync(join(portal, path));
      expect((await get(path)).status).toBe(404);
    });

    it('serves a chat page per customer-service type and 404 for others', async () => {
      const page = await get('/chat/LIVECHAT');
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Live chat');
      expect((await get('/chat/NOPE')).status).toBe(404);
    });

    it('serves an iOS web-clip profile and an Android explanation page', async () => {
      const profile = await get('/downloads/xsp-royal.mobileconfig');
      expect(profile.headers.get('content-type')).toBe('application/x-apple-aspen-config');
      expect(await profile.text()).toContain(`<string>${gateway().url}/</string>`);
      const android = await get('/downloads/xsp-royal.apk');
      expect(await android.text()).toContain('Android');
    });

    it('keeps development endpoints reachable outside production', async () => {
      expect(await (await get('/dev/echo')).json()).toEqual({ echo: true });
    });
  },
  { config: { staticDir: portal } },
);

describeOnBothDatabases(
  'extras (production)',
  (gateway) => {
    it('has no development endpoints', async () => {
      const response = await fetch(`${gateway().url}/dev/echo`);
      expect(response.status).toBe(404);
    });

    it('answers the portal paths with 404 when no portal is built', async () => {
      expect((await fetch(`${gateway().url}/promotions`)).status).toBe(404);
    });
  },
  { config: { production: true } },
);
