/**
 * `npm test`: everything, in the order a failure is cheapest to read.
 * Type-check, unit and model tests (Vitest, gateway on PGlite and PostgreSQL),
 * the production build, browser tests (Playwright in Debian's Chromium), then
 * the model-coverage check against the thresholds.
 */
import { execSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { ensureChromium, ensurePackages } from './ensure-deps.mjs';

const step = (title, command) => {
  console.log(`\n▶ ${title}`);
  execSync(command, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
};
const hasFiles = (dir, pattern) => existsSync(dir) && readdirSync(dir, { recursive: true }).some((file) => pattern.test(String(file)));

ensurePackages();
step('Type-check', 'npx tsc -p tsconfig.json');
step('Unit, model and gateway tests', 'npx vitest run');
if (hasFiles('tests/e2e', /\.spec\.ts$/)) {
  ensureChromium();
  step('Build', 'npx vite build');
  step('Browser tests', 'npx playwright test');
}
if (existsSync('scripts/model.ts')) step('Model coverage check', 'npx tsx scripts/model.ts --check');
console.log('\nAll test stages passed.');
