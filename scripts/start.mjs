/**
 * `npm start`: installs what is missing, builds the portal when the build is
 * missing or older than its sources, then runs the gateway serving it on
 * PORT (8787). The gateway prints the demo accounts; this script prints the
 * address once the gateway answers. Ctrl-C stops both.
 */
import { execSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { demoOutboxNote, demoOutboxSettings } from './demo-outboxes.mjs';
import { ensurePackages } from './ensure-deps.mjs';

const port = process.env.PORT ?? '8787';
const host = process.env.HOST ?? '127.0.0.1';
const distIndex = join('dist', 'index.html');
const sources = ['src', 'public', 'locales', 'index.html', 'vite.config.ts', 'package-lock.json'];

/** Newest modification time under a file or folder (0 when absent). */
function newest(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(path).reduce((latest, name) => Math.max(latest, newest(join(path, name))), info.mtimeMs);
}

/** True when something accepts connections on host:port. */
function portTaken(hostname, portNumber) {
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: portNumber });
    socket.setTimeout(2000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

const probeHost = host === '0.0.0.0' ? '127.0.0.1' : host;
// Checked before building: the address check at the end would take another server's answer for this gateway's.
if (await portTaken(probeHost, Number(port))) {
  console.error(`Port ${port} on ${probeHost} already answers: another server (perhaps another "npm start") is running there. Stop it, or set PORT to another port.`);
  process.exit(1);
}

ensurePackages();

if (!existsSync(distIndex) || sources.some((source) => newest(source) > statSync(distIndex).mtimeMs)) {
  console.log('Building the portal (vite build)…');
  execSync('npx vite build', { stdio: 'inherit' });
}

const outboxes = demoOutboxSettings(process.env, host);
const gateway = spawn(process.execPath, ['--import', 'tsx', 'server/src/index.ts'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: port, HOST: host, STATIC_DIR: process.env.STATIC_DIR ?? 'dist', ...outboxes },
});

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    gateway.kill(signal);
  });
}
gateway.on('exit', (code, signal) => process.exit(stopping ? 0 : (code ?? (signal ? 1 : 0))));

const url = `http://${probeHost}:${port}`;
const deadline = Date.now() + 120_000;
while (Date.now() < deadline && gateway.exitCode === null) {
  const answered = await fetch(`${url}/wps/system/status`).then((response) => response.ok, () => false);
  if (answered) {
    console.log(`\n  The portal is running at ${url}\n${outboxes.DEV_ENDPOINTS ? `${demoOutboxNote(url)}\n` : ''}  Press Ctrl-C to stop.\n`);
    break;
  }
  await new Promise((resolve) => setTimeout(resolve, 300));
}
if (Date.now() >= deadline) console.error(`The gateway did not answer at ${url} within two minutes.`);
