/**
 * Installs what a fresh clone is missing: npm packages when node_modules does
 * not hold what package-lock.json lists, and Debian's Chromium for browser tests.
 * Uses only Node built-ins: it runs before anything is installed.
 */
import { execSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, readFileSync, readlinkSync, realpathSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Written into node_modules after an install this script ran: the digest of the lock file it installed. */
export const digestFile = '.lock-digest';

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};

/** What an install is made from: the lock file's bytes (package.json's where there is no lock file). */
export function lockDigest(root) {
  const lock = join(root, 'package-lock.json');
  const source = existsSync(lock) ? lock : join(root, 'package.json');
  return createHash('sha256').update(readFileSync(source)).digest('hex');
}

/**
 * npm's own record of what it installed (node_modules/.package-lock.json) against the lock file: every installed
 * package listed with the same version and checksum, and every listed one installed unless optional (npm skips
 * other platforms' builds). For trees installed by hand, before this script wrote its digest.
 */
function npmRecordMatches(root) {
  const lock = readJson(join(root, 'package-lock.json'))?.packages;
  const installed = readJson(join(root, 'node_modules', '.package-lock.json'))?.packages;
  if (!lock || !installed) return false;
  for (const [path, entry] of Object.entries(installed)) {
    const listed = lock[path];
    if (!listed || listed.version !== entry.version || listed.integrity !== entry.integrity) return false;
  }
  return Object.entries(lock).every(([path, entry]) => path === '' || path in installed || entry.optional === true);
}

/**
 * Whether node_modules holds what the lock file lists, decided from contents, never from file times (a clone's
 * files all carry the time of the clone). `link`: where node_modules points when it is a symbolic link.
 */
export function packagesState(root = process.cwd()) {
  const modules = join(root, 'node_modules');
  let link = null;
  try {
    if (lstatSync(modules).isSymbolicLink()) link = existsSync(modules) ? realpathSync(modules) : readlinkSync(modules);
  } catch {
    return { fresh: false, link: null, reason: 'node_modules is missing' };
  }
  if (!existsSync(modules)) return { fresh: false, link, reason: 'the folder it points to is missing' };
  const digest = lockDigest(root);
  const written = existsSync(join(modules, digestFile)) ? readFileSync(join(modules, digestFile), 'utf8').trim() : null;
  if (written === digest) return { fresh: true, link, digest, by: 'digest' };
  if (npmRecordMatches(root)) return { fresh: true, link, digest, by: 'npm record' };
  return { fresh: false, link, digest, reason: written ? 'package-lock.json changed since the last install' : 'the installed packages differ from package-lock.json' };
}

const installCommand = (root) =>
  // --prefer-offline: the lock file pins every version and its checksum, so a package already in npm's cache is taken
  // from there without asking the registry whether its metadata changed (440 such questions: 40–60 s became 22–40 s
  // here). A package missing from the cache is still downloaded.
  existsSync(join(root, 'package-lock.json')) ? 'npm ci --no-audit --no-fund --prefer-offline' : 'npm install --no-audit --no-fund';

const refuse = (message) => {
  console.error(message);
  process.exit(1);
};

/**
 * Installs the packages unless node_modules already holds them. Never through a link: `npm ci` empties node_modules
 * first, and through a link that is another checkout's folder.
 * `run` and `onRefuse` are for tests.
 */
export function ensurePackages({ root = process.cwd(), run = (command) => execSync(command, { stdio: 'inherit', cwd: root }), onRefuse = refuse } = {}) {
  const state = packagesState(root);
  if (state.fresh) {
    // A tree npm installed without this script gets the digest, so the next start reads one file instead of two lists.
    if (state.by === 'npm record' && !state.link) writeFileSync(join(root, 'node_modules', digestFile), `${state.digest}\n`);
    return state;
  }
  if (state.link) {
    return onRefuse(
      [
        `node_modules is a link to ${state.link}, and ${state.reason}.`,
        'Installing through the link would empty that folder, so nothing was installed. Either:',
        `  - install in the checkout the link points to (npm ci there), if it uses the same package-lock.json, or`,
        '  - give this checkout packages of its own: rm node_modules && npm ci',
      ].join('\n'),
    );
  }
  console.log(`Installing npm packages (${state.reason})…`);
  run(installCommand(root));
  writeFileSync(join(root, 'node_modules', digestFile), `${lockDigest(root)}\n`);
  return packagesState(root);
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
