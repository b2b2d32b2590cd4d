/**
 * `npm test`: everything, in the order a failure is cheapest to read.
 * The type-check, then the production build for the browser tests, beside
 * the unit, model and gateway tests (Vitest, gateway on PGlite and
 * PostgreSQL); then browser tests (Playwright in Debian's Chromium), then
 * the model-coverage check against the thresholds.
 * Each stage prints its wall time.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { ensureChromium, ensurePackages } from './ensure-deps.mjs';

const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(0)} s`;
const env = (extra = {}) => ({ ...process.env, FORCE_COLOR: '0', ...extra });

/**
 * Runs a stage as a child process. `held`: its output is kept back and printed when it ends, so a stage run
 * beside another does not interleave with it. Children run asynchronously, so the clock of each is its own.
 */
const run = (title, command, { extra, held = false } = {}) => {
  const at = Date.now();
  if (!held) console.log(`\n▶ ${title}`);
  const child = spawn(command, { shell: true, env: env(extra), stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return new Promise((resolve, reject) =>
    child.on('close', (code) => {
      if (held) console.log(`\n▶ ${title}${output.trim() ? `\n${output.trim()}` : ''}`);
      if (code !== 0) return reject(new Error(`${title} failed (exit ${code})`));
      console.log(`✔ ${title} (${seconds(at)})`);
      resolve();
    }),
  );
};

const testBuild = '.tmp/dist-test';
const hasFiles = (dir, pattern) => existsSync(dir) && readdirSync(dir, { recursive: true }).some((file) => pattern.test(String(file)));

try {
  ensurePackages();
  // Coverage is measured per run: facts left over from an earlier run must not count.
  rmSync('reports/model/runs', { recursive: true, force: true });
  const browserTests = hasFiles('tests/e2e', /\.spec\.ts$/);
  // A fresh machine fetches Chromium while the type-check and Vitest run; the browser tests wait for it.
  const chromium = browserTests ? ensureChromium() : Promise.resolve();
  chromium.catch(() => {}); // reported where it is awaited, not as an unhandled rejection meanwhile
  // One build for every browser test: the global setup serves it instead of building its own.
  // VITE_INSPECTOR=1: the browser tests cover the machine inspector at /inspect too.
  // Built apart from dist, so `npm start` never serves a build with the inspector switched on.
  // It follows the type-check beside Vitest, so at most one of the two shares the cores with it.
  const checkThenBuild = run('Type-check', 'npx tsc -p tsconfig.json', { held: true }).then(() =>
    browserTests ? run('Build', `npx vite build --outDir ${testBuild} --emptyOutDir`, { extra: { VITE_INSPECTOR: '1' }, held: true }) : undefined,
  );
  // Both are awaited before either failure is reported, so a run shows both stages' results.
  const [types, units] = await Promise.allSettled([checkThenBuild, run('Unit, model and gateway tests', 'npx vitest run')]);
  for (const outcome of [types, units]) if (outcome.status === 'rejected') throw outcome.reason;
  if (browserTests) {
    await chromium;
    await run('Browser tests', 'npx playwright test', { extra: { E2E_DIST: testBuild } });
  }
  if (existsSync('scripts/model.ts')) await run('Model coverage check', 'npx tsx scripts/model.ts --check');
  console.log(`\nAll test stages passed in ${seconds(started)}.`);
} catch (error) {
  console.error(`\n${error.message.split('\n')[0]}`);
  process.exitCode = 1;
}
