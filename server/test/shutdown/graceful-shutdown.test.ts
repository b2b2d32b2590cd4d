/**
 * The gateway process as `npm start` runs it, on a PGlite folder of its own:
 *  - a second gateway on the same folder refuses to start, naming the first one's pid, and leaves the folder
 *    alone; `npm start`'s script refuses a port that already answers;
 *  - SIGTERM during a request whose body is still arriving lets that request finish with 200, and the process
 *    then exits 0, releasing its lock.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../../src/services/calls';
import { lockPathOf } from '../../src/db/data-dir-lock';
import { freePort } from '../postgres';

const repoRoot = resolve(import.meta.dirname, '../../..');
const folder = mkdtempSync(join(tmpdir(), 'gateway-shutdown-'));
const dataDir = join(folder, 'pglite');

interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function run(command: string[], env: Record<string, string>): Running {
  const child = spawn(process.execPath, command, { cwd: repoRoot, env: { ...process.env, ...env, DATABASE_URL: '' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return { child, output: () => output, exited };
}

/** Resolves once the process has printed `text`; fails if it exits first. */
function printed(running: Running, text: string): Promise<void> {
  return new Promise((done, fail) => {
    const check = () => {
      if (running.output().includes(text)) {
        running.child.stdout!.off('data', check);
        running.child.stderr!.off('data', check);
        done();
      }
    };
    running.child.stdout!.on('data', check);
    running.child.stderr!.on('data', check);
    running.exited.then((code) => fail(new Error(`exited ${code} before printing "${text}":\n${running.output()}`)));
    check();
  });
}

let port = 0;
let gateway: Running;

beforeAll(async () => {
  port = await freePort();
  gateway = run(['--import', 'tsx', 'server/src/index.ts'], { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SHUTDOWN_GRACE_MS: '20000' });
  // A fresh folder is migrated and seeded first: minutes on a busy machine.
  await printed(gateway, 'listening on');
}, 240_000);

afterAll(() => {
  if (gateway.child.exitCode === null) gateway.child.kill('SIGKILL');
  rmSync(folder, { recursive: true, force: true });
});

describe('one gateway per PGlite folder, one server per port', () => {
  it('a second gateway on the same folder refuses to start and names the first', async () => {
    const second = run(['--import', 'tsx', 'server/src/index.ts'], { PORT: String(await freePort()), HOST: '127.0.0.1', DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`in use by another gateway process (pid ${gateway.child.pid})`);
    expect(readFileSync(lockPathOf(dataDir), 'utf8').trim()).toBe(String(gateway.child.pid));
    // The first one still answers from its folder.
    expect((await fetch(`http://127.0.0.1:${port}/wps/system/status`)).status).toBe(200);
  }, 30_000);

  it('npm start refuses a port that already answers, before building anything', async () => {
    const start = run(['scripts/start.mjs'], { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: join(folder, 'other') });
    expect(await start.exited).toBe(1);
    expect(start.output()).toContain(`Port ${port} on 127.0.0.1 already answers`);
    expect(start.output()).not.toContain('The portal is running');
  }, 30_000);
});

describe('SIGTERM', () => {
  it('finishes the request in flight with 200, then exits 0 and releases the folder', async () => {
    const body = JSON.stringify({ username: 'nobody-here', password: 'wrong-password-1' });
    const answered = new Promise<{ status: number; text: string }>((done, fail) => {
      const sent = request(
        { host: '127.0.0.1', port, path: calls.loginFreePlay.path, method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), Merchant: 'XSP', Device: 'web', Language: 'EN' } },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => done({ status: response.statusCode ?? 0, text }));
        },
      );
      sent.on('error', fail);
      // Half the body now: the gateway is reading this request when the signal comes. A request on another
      // connection answered after it was sent means the gateway has taken this one in.
      sent.write(body.slice(0, 10), () =>
        fetch(`http://127.0.0.1:${port}/wps/system/status`, { headers: { Connection: 'close' } })
          .then(() => {
            gateway.child.kill('SIGTERM');
            return printed(gateway, 'shutting down (1 requests in flight)');
          })
          .then(() => sent.end(body.slice(10)), fail),
      );
    });
    const answer = await answered;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toHaveProperty('success');
    expect(await gateway.exited).toBe(0);
    expect(gateway.output()).toContain('[gateway] shut down');
    expect(existsSync(lockPathOf(dataDir))).toBe(false);
  }, 30_000);
});
