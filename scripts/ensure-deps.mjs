/**
 * Installs what a fresh clone is missing: npm packages when node_modules is
 * absent or older than the lock file, and Debian's Chromium for browser tests.
 * Uses only Node built-ins: it runs before anything is installed.
 */
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const run = (command) => execSync(command, { stdio: 'inherit' });

export function ensurePackages() {
  const marker = 'node_modules/.package-lock.json';
  const stale = !existsSync(marker) || (existsSync('package-lock.json') && statSync('package-lock.json').mtimeMs > statSync(marker).mtimeMs);
  if (!stale) return;
  console.log('Installing npm packages…');
  run(existsSync('package-lock.json') ? 'npm ci --no-audit --no-fund' : 'npm install --no-audit --no-fund');
}

export const chromiumPath = '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(chromiumPath)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) throw new Error(`Browser tests need ${chromiumPath}: install Debian's chromium package (apt-get install -y chromium).`);
  console.log("Installing Debian's Chromium for browser tests…");
  run('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium');
}
