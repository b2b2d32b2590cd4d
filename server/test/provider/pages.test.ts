/** The provider pages: HTML shells with their own script and style files, under a CSP without inline code. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes } from '../../../src/services/error-codes';
import { startTestGateway, type TestGateway } from '../harness';

const portalDir = mkdtempSync(join(tmpdir(), 'portal-'));
writeFileSync(join(portalDir, 'index.html'), '<!doctype html><title>portal</title>');

describe('provider pages', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    // A built portal is being served, so its history fallback is in play.
    gateway = await startTestGateway({ config: { staticDir: portalDir } });
  });
  afterAll(async () => {
    await gateway?.close();
    rmSync(portalDir, { recursive: true, force: true });
  });

  const get = (path: string) => fetch(new URL(path, gateway.url));

  /** Every script and style file a page names, followed through the modules' own imports. */
  async function assetsOf(html: string): Promise<Map<string, Response>> {
    const pending = [...html.matchAll(/(?:src|href)="(\/provider\/demo\/assets\/[^"]+)"/g)].map((match) => match[1]);
    const seen = new Map<string, Response>();
    while (pending.length > 0) {
      const path = pending.pop()!;
      if (seen.has(path)) continue;
      const response = await get(path);
      seen.set(path, response);
      const text = await response.clone().text();
      for (const match of text.matchAll(/from '\.\/([a-z-]+\.js)'/g)) pending.push(`/provider/demo/assets/${match[1]}`);
    }
    return seen;
  }

  for (const engine of ['slot', 'duel', 'lotto']) {
    for (const prefix of ['/provider/demo', '/provider/demo/play']) {
      it(`${prefix}/${engine} answers its page with its script and styles, all of them served`, async () => {
        const response = await get(`${prefix}/${engine}?token=abc&lang=EN`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toContain('text/html');
        const policy = response.headers.get('content-security-policy') ?? '';
        expect(policy).toContain("script-src 'self'");
        expect(policy).not.toContain('unsafe-inline');
        const html = await response.text();
        expect(html).toContain(`<script type="module" src="/provider/demo/assets/${engine}.js"></script>`);
        expect(html).toContain('href="/provider/demo/assets/theme.css"');
        expect(html).toContain(`href="/provider/demo/assets/${engine}.css"`);
        // The only script element without a source is a JSON data block, which no CSP runs.
        expect([...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((match) => match[1].trim())).toEqual(['type="application/json" id="error-texts"']);
        expect(html).not.toMatch(/\sstyle=|\son[a-z]+=/);
        const assets = await assetsOf(html);
        expect(assets.size).toBeGreaterThanOrEqual(5);
        for (const [path, asset] of assets) {
          expect(asset.status, path).toBe(200);
          expect(asset.headers.get('content-type'), path).toMatch(path.endsWith('.js') ? /text\/javascript/ : /text\/css/);
        }
      });
    }
  }

  it('hands the page the portal’s error texts in its language', async () => {
    const texts = async (lang: string) => {
      const html = await (await get(`/provider/demo/slot?lang=${lang}`)).text();
      return JSON.parse(/<script type="application\/json" id="error-texts">([^<]*)<\/script>/.exec(html)![1]) as Record<string, string>;
    };
    expect((await texts('EN'))[errorCodes.roundInProgress]).toBe('Please wait for the current round to finish.');
    expect((await texts('TY'))[errorCodes.roundInProgress]).toBe('Hintaying matapos ang kasalukuyang round.');
    expect((await texts('TY'))[errorCodes.gameSessionEnded]).toMatch(/^Natapos ang iyong login session/);
    expect(Object.keys(await texts('EN'))).toContain(errorCodes.insufficientBalance);
    // A limit's refusal has a text per window that says what remains.
    expect((await texts('EN'))[`${errorCodes.protectionLimitWager}.week`]).toBe('Your 7-day wager limit leaves {{remaining}} to stake.');
  });

  it('answers 404 for unknown pages and assets, never the portal’s index.html', async () => {
    for (const path of [
      '/provider/demo/roulette',
      '/provider/demo/assets/missing.js',
      '/provider/demo/assets/..%2Fhttp%2Fpages.ts',
      '/provider/demo/assets/pages.ts',
      '/provider/anything',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain('<title>portal</title>');
    }
    // The fallback still serves the portal's own routes.
    expect(await (await get('/promotions')).text()).toContain('<title>portal</title>');
  });
});
