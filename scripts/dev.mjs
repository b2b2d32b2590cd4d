/**
 * `npm run dev`: the gateway on 8787 (restarted by tsx watch on change) and the
 * Vite dev server, which proxies /wps, /lgw, /lotto, /common and /dev to it.
 * When either stops, or on Ctrl-C, both stop.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensurePackages } from './ensure-deps.mjs';

ensurePackages();

const bin = (name) => join('node_modules', '.bin', name);
const gatewayPort = process.env.GATEWAY_PORT ?? '8787';

const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'server/src/index.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: gatewayPort },
  }),
  spawn(bin('vite'), [], { stdio: 'inherit', env: { ...process.env, GATEWAY_PORT: gatewayPort } }),
];

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
  Promise.all(children.map((child) => (child.exitCode === null ? new Promise((done) => child.once('exit', done)) : null))).then(() => process.exit(code));
}

for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
