/**
 * A client written for the original gateway family (tests/fixtures/original-client:
 * plain HTML and scripts, no build), served from a second loopback origin and
 * pointed at a gateway of its own with only the base URL and merchant code,
 * the gateway serving the legacy RSA key (ENCRYPTION=legacy) and listing the
 * client's origin in CORS_ORIGINS. The client sends no Device-Id and none of
 * our fields: it loads the status and the vendor lane with their pictures,
 * fails a login and gets a captcha bound by the gateway's cookie, logs in
 * through the legacy RSA/DES payload with that captcha, lists a vendor's games
 * with their pictures, and opens one from its absolute game_url in a frame.
 *
 * The captcha's answer is the gateway's secret: the test plants a known one
 * for the device the cookie names, as the gateway tests do. The slide check
 * (ours, not the original's) is passed by the gateway's test bypass.
 */
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { Locator, Request } from '@playwright/test';
import { storeCaptcha } from '../../server/src/domain/captcha';
import { deviceCookie } from '../../server/src/domain/access/device';
import { createMember } from '../../server/src/domain/members';
import { startTestGateway, type TestGateway } from '../../server/test/harness';
import { headers } from '../../src/services/headers';
import { expect, test } from './support/fixtures';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const fixtureDir = resolve('tests/fixtures/original-client');
const cryptoJs = resolve('node_modules/crypto-js/crypto-js.js');
const types: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };
const password = 'Original123';

interface Site {
  origin: string;
  close(): Promise<void>;
}

/** The client's files as a plain static host serves them, with crypto-js where the original's page loads it from. */
async function serveClient(): Promise<Site> {
  const site = new Hono();
  site.get('/vendor/crypto-js.js', async (c) => c.body(await readFile(cryptoJs), 200, { 'Content-Type': types['.js'] }));
  site.get('/:file?', async (c) => {
    const file = c.req.param('file') ?? 'index.html';
    if (!/^[a-z-]+\.(html|js|css)$/.test(file)) return c.notFound();
    const body = await readFile(join(fixtureDir, file)).catch(() => null);
    return body ? c.body(body, 200, { 'Content-Type': types[extname(file)] }) : c.notFound();
  });
  const server = await new Promise<ReturnType<typeof serve>>((ready) => {
    const started = serve({ fetch: site.fetch, port: 0, hostname: '127.0.0.1' }, () => ready(started));
  });
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

let client: Site;
let gateway: TestGateway;

test.beforeAll(async () => {
  client = await serveClient();
  gateway = await startTestGateway({ encryption: 'legacy', config: { corsOrigins: [client.origin], testHumanCheckBypass: true } });
});
test.afterAll(async () => {
  await gateway?.close();
  await client?.close();
});

/** The first `atLeast` pictures are on the gateway's image host and have pixels. */
async function expectPictures(images: Locator, atLeast: number): Promise<void> {
  await expect.poll(() => images.count()).toBeGreaterThanOrEqual(atLeast);
  for (let index = 0; index < atLeast; index++) {
    const image = images.nth(index);
    await expect(image).toHaveAttribute('src', new RegExp(`^${gateway.url}/`));
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
  }
}

test('a client of the original family logs in, shows game art and opens a game', async ({ page, shot }) => {
  const account = `orig${process.pid % 100_000}`;
  await createMember(gateway.db, { account, password, openingBalance: '300.00', now: Date.now() });
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(gateway.url)) sent.push(request);
  });

  await test.step('loads the status and the vendor lane with its logos', async () => {
    await page.goto(`${client.origin}/?gateway=${encodeURIComponent(gateway.url)}&merchant=${gateway.deps.config.merchant}`);
    await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
    await expect(page.locator('#status')).toHaveAttribute('data-status', '0');
    await expectPictures(page.locator('.vendor img'), 3);
    await expect(page.locator('.vendor').filter({ hasText: 'PG Soft' })).toBeVisible();
  });

  await test.step('a wrong password asks for a captcha, which loads without a Device-Id', async () => {
    await page.getByLabel('Username').fill(account);
    await page.getByLabel('Password').fill('Wrong12345');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Incorrect username or password.');
    await expect.poll(() => page.locator('#captcha-image').evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
    await shot('original-client-captcha');
  });

  await test.step('logs in with the captcha through the legacy RSA/DES payload', async () => {
    const cookie = (await page.context().cookies(`${gateway.url}/wps/captcha`)).find((candidate) => candidate.name === deviceCookie);
    expect(cookie?.httpOnly).toBe(true);
    await storeCaptcha(gateway.deps, cookie!.value, 'K7PX');
    await page.getByLabel('Password').fill(password);
    await page.getByLabel('Captcha').fill('K7PX');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.locator('#account')).toHaveText(account);
    const login = sent.find((request) => request.url() === `${gateway.url}/wps/session/login` && request.method() === 'POST' && request.headers()[headers.encryption.toLowerCase()]);
    expect(login?.headers()[headers.encryption.toLowerCase()]).toMatch(/^[0-9a-f]+$/);
    expect(login?.postDataJSON()).toEqual({ value: expect.stringMatching(/^[A-Za-z0-9+/]+=*$/) });
  });

  await test.step('lists a vendor’s games with their pictures', async () => {
    await page.locator('.vendor').filter({ hasText: 'PG Soft' }).click();
    await expectPictures(page.locator('.game img'), 6);
    await shot('original-client-games');
  });

  await test.step('opens a game from its absolute game_url in a frame', async () => {
    await page.locator('.game').filter({ hasText: 'Aztec Gold' }).click();
    await expect(page.locator('#game-frame')).toHaveAttribute('src', new RegExp(`^${gateway.url}/provider/demo/slot\\?`));
    const spin = page.frameLocator('#game-frame').locator('.spin-button');
    await expect(spin).toBeEnabled({ timeout: 20_000 });
    await page.locator('#game-frame').scrollIntoViewIfNeeded();
    await shot('original-client-game');
  });

  // No call of the client carried our portal's Device-Id.
  expect(sent.filter((request) => request.headers()[headers.deviceId.toLowerCase()] !== undefined)).toEqual([]);
});
