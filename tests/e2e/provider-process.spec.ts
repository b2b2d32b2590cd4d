/**
 * The demo provider as its own process: a gateway started with
 * DEMO_PROVIDER_URL, and beside it the provider (`npm run provider`) with a
 * key the operator API issued and a database of its own, so the two share
 * nothing but the signed wallet API. A member signs in, opens a slot, spins
 * in the provider's frame, and the balance moves.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gameSeeds } from '../../server/src/seed/games/catalogue';
import { demo } from './access-support';
import { portalDir } from './support/gateway';
import { signIn } from './support/sign-in';
import { spinAndSettle } from './support/slot-spin';
import { expect, test } from './support/record-coverage';

// A fresh PGlite folder migrates and seeds from scratch for each process: minutes on a busy 2-core machine.
test.describe.configure({ mode: 'serial', timeout: 420_000 });

const slot = gameSeeds.find((game) => game.vendor === 'PG' && game.engine === 'slot' && game.gameClassify === 'SLOT' && !game.maintenance && game.parentNodeId === null)!;

function freePort(): Promise<number> {
  return new Promise((found) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => found(port));
    });
  });
}

function start(script: string, env: Record<string, string>, ready: RegExp): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((started, failed) => {
    const timer = setTimeout(() => failed(new Error(`${script} did not start in time:\n${output}`)), 240_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) {
        clearTimeout(timer);
        started(child);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => failed(new Error(`${script} exited with ${code}:\n${output}`)));
  });
}

let folder: string;
let gateway: ChildProcess | undefined;
let provider: ChildProcess | undefined;
let gatewayUrl: string;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  folder = mkdtempSync(join(tmpdir(), 'provider-process-'));
  const [gatewayPort, providerPort] = [await freePort(), await freePort()];
  gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  const dataDir = join(folder, 'gateway', 'pglite');
  gateway = await start(
    'server/src/index.ts',
    { PORT: String(gatewayPort), HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: portalDir(), TEST_HUMAN_CHECK: '1', DEMO_PROVIDER_URL: `http://127.0.0.1:${providerPort}` },
    /listening on http/,
  );
  // The operator registers the provider for every game and hands its key over, as `npm run operator -- provider-add` does.
  const operatorKey = readFileSync(join(folder, 'gateway', 'operator-key'), 'utf8').trim();
  const added = await fetch(`${gatewayUrl}/operator/providers`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${operatorKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ id: 'demo-apart', name: 'Demo games, own process', games: ['*'] }),
  });
  const { value } = (await added.json()) as { value: { key: string } };
  provider = await start(
    'server/src/provider/main.ts',
    { WALLET_URL: gatewayUrl, PROVIDER_ID: 'demo-apart', PROVIDER_KEY: value.key, PROVIDER_PORT: String(providerPort), PROVIDER_DATA_DIR: join(folder, 'provider', 'pglite') },
    /listening on http/,
  );
});

test.afterAll(async () => {
  for (const child of [provider, gateway]) {
    if (!child || child.exitCode !== null) continue;
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(folder, { recursive: true, force: true });
});

test('a slot served by the provider process moves the balance through the wallet API', async ({ page, shot }) => {
  await signIn(page, demo, { origin: gatewayUrl });
  const before = await page.getByTestId('balance-value').innerText();
  await page.goto(`${gatewayUrl}/rng?vassalage=${slot.vendor}`);
  await page.locator(`[data-testid="game-card"][data-node-id="${slot.nodeId}"]`).getByRole('button').first().click();
  await expect(page).toHaveURL(/\/(game|seamless)$/);
  const frame = page.frameLocator('[data-testid="game-frame-iframe"]');
  await expect(frame.locator('.topbar h1')).toHaveText(slot.names.EN!, { timeout: 30_000 });
  const spin = frame.locator('.spin-button');
  await expect(spin).toBeEnabled({ timeout: 20_000 });

  // A spin either wins or loses; some spin moves the balance, and the header follows the frame's.
  let after = before;
  for (let round = 0; round < 6 && after === before; round++) {
    await spinAndSettle(page, spin);
    const inFrame = (await frame.getByTestId('balance').innerText()).replace(/[^\d.]/g, '');
    await expect.poll(async () => (await page.getByTestId('balance-value').innerText()).replace(/[^\d.]/g, '')).toBe(inFrame);
    after = await page.getByTestId('balance-value').innerText();
  }
  expect(after).not.toBe(before);
  await shot('provider-process-slot');
});
