/**
 * `npm run dev`: the gateway on 8787 (restarted by tsx watch on change) and the
 * Vite dev server, which proxies /wps, /lgw, /lotto, /common and /provider to it.
 * /dev/* is read on the gateway's own port: it answers no request that came
 * through a proxy. When either stops, or on Ctrl-C, both stop.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { demoOutboxNote, demoOutboxSettings } from './demo-outboxes.mjs';
import { ensurePackages } from './ensure-deps.mjs';

ensurePackages();

const bin = (name) => join('node_modules', '.bin', name);
const gatewayPort = process.env.GATEWAY_PORT ?? '8787';
const gatewayHost = process.env.HOST ?? '127.0.0.1';
const outboxes = demoOutboxSettings(process.env, gatewayHost);
// The proxy reaches the gateway on its own origin, so game art and game pages come back absolute on it: the Vite
// origins are a portal elsewhere, allowed to load the art and frame the games.
const portalPort = process.env.PORTAL_PORT ?? '5173';
const corsOrigins = process.env.CORS_ORIGINS ?? `http://localhost:${portalPort},http://127.0.0.1:${portalPort}`;
if (outboxes.DEV_ENDPOINTS) console.log(demoOutboxNote(`http://${gatewayHost === '::1' ? '[::1]' : gatewayHost}:${gatewayPort}`));

const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'server/src/index.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: gatewayPort, CORS_ORIGINS: corsOrigins, ...outboxes },
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
