/**
 * `npm test`: everything, in the order a failure is cheapest to read.
 * Type-check, unit and model tests (Vitest, gateway on PGlite and PostgreSQL),
 * the production build, browser tests (Playwright in Debian's Chromium), then
 * the model-coverage check against the thresholds.
 */
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { ensureChromium, ensurePackages } from './ensure-deps.mjs';

const step = (title, command, env = {}) => {
  console.log(`\n▶ ${title}`);
  execSync(command, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0', ...env } });
};
const testBuild = '.tmp/dist-test';
const hasFiles = (dir, pattern) => existsSync(dir) && readdirSync(dir, { recursive: true }).some((file) => pattern.test(String(file)));

ensurePackages();
step('Type-check', 'npx tsc -p tsconfig.json');
// Coverage is measured per run: facts left over from an earlier run must not count.
rmSync('reports/model/runs', { recursive: true, force: true });
step('Unit, model and gateway tests', 'npx vitest run');
if (hasFiles('tests/e2e', /\.spec\.ts$/)) {
  ensureChromium();
  // One build for every browser test: the global setup serves dist instead of building its own.
  // VITE_INSPECTOR=1: the browser tests cover the machine inspector at /inspect too.
  // Built apart from dist, so `npm start` never serves a build with the inspector switched on.
  step('Build', `npx vite build --outDir ${testBuild} --emptyOutDir`, { VITE_INSPECTOR: '1' });
  step('Browser tests', 'npx playwright test', { E2E_DIST: testBuild });
}
if (existsSync('scripts/model.ts')) step('Model coverage check', 'npx tsx scripts/model.ts --check');
console.log('\nAll test stages passed.');
