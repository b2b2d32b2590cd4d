/**
 * Installs what a fresh clone is missing: npm packages when node_modules is
 * absent or older than the lock file, and Debian's Chromium for browser tests.
 * Uses only Node built-ins: it runs before anything is installed.
 */
import { execSync, spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const run = (command) => execSync(command, { stdio: 'inherit' });

export function ensurePackages() {
  const marker = 'node_modules/.package-lock.json';
  const stale = !existsSync(marker) || (existsSync('package-lock.json') && statSync('package-lock.json').mtimeMs > statSync(marker).mtimeMs);
  if (!stale) return;
  console.log('Installing npm packages…');
  // --prefer-offline: the lock file pins every version and its checksum, so a package already in npm's cache is taken
  // from there without asking the registry whether its metadata changed (440 such questions: 40–60 s became 22–40 s
  // here). A package missing from the cache is still downloaded.
  run(existsSync('package-lock.json') ? 'npm ci --no-audit --no-fund --prefer-offline' : 'npm install --no-audit --no-fund');
}

export const chromiumPath = '/usr/bin/chromium';

/**
 * Resolves once Chromium is there, installing Debian's package when it is missing. Asynchronous, so `npm test` runs it
 * beside the first stages: the download is mostly waiting on the network.
 */
export function ensureChromium() {
  if (existsSync(chromiumPath)) return Promise.resolve();
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) return Promise.reject(new Error(`Browser tests need ${chromiumPath}: install Debian's chromium package (apt-get install -y chromium).`));
  console.log("Installing Debian's Chromium for browser tests…");
  const install = 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium';
  const child = spawn(install, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve, reject) =>
    child.on('close', (code) => {
      if (code === 0 && existsSync(chromiumPath)) return resolve();
      console.error(output.trim());
      reject(new Error(`Installing Chromium failed (exit ${code})`));
    }),
  );
}
