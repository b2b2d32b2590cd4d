/**
 * What the slide's proof of work costs at the production difficulty:
 *  - a person: the portal's solver (ALTCHA's PBKDF2 workers, built by the
 *    same Vite) timed in Debian's Chromium over `solves` challenges, p50 and
 *    p95 of the wall time, with as many workers as the portal starts here;
 *  - an attacker: CPU-seconds per 1,000 attempts in Node with the fastest
 *    solver at hand, ALTCHA's loop over native synchronous PBKDF2
 *    (server/test/access/proof-solver.ts), from the CPU one guess costs and
 *    the guesses a challenge takes on average. The library's own
 *    asynchronous derivation is measured beside it.
 * Every solution is checked by the gateway's verifier.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { chromium } from '@playwright/test';
import { solveChallenge, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { build } from 'vite';
import { defaultProofOfWorkMaxNumber, proofOfWorkAlgorithm, proofOfWorkCost, signedChallenge } from '../server/src/domain/access/proof-of-work';
import type { ProofOfWorkSecrets } from '../server/src/domain/access/proof-of-work-keys';
import { newSecret } from '../server/src/provider/secrets';
import { nativeDeriveKey } from '../server/test/access/proof-solver';

export interface ProofOfWorkFigures {
  algorithm: string;
  cost: number;
  maxNumber: number;
  /** `msPerGuess`: wall time of one worker per guess, to set beside the attacker's CPU per guess. */
  browser: { solves: number; workers: number; p50Ms: number; p95Ms: number; meanMs: number; msPerGuess: number; verified: number };
  attacker: { solver: string; cpuMsPerGuess: number; guessesPerAttempt: number; cpuSecondsPer1000Attempts: number; librarySolverCpuMsPerGuess: number };
}

/** Debian's Chromium, as the browser tests use (never a downloaded browser). */
const chromiumPath = '/usr/bin/chromium';

const secrets: ProofOfWorkSecrets = { signatureSecret: newSecret(), keySignatureSecret: newSecret() };

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (value: number, digits = 1): number => Number(value.toFixed(digits));

const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript' };

/** The built page on loopback: an address Chromium counts as secure, which WebCrypto needs. */
function serveDir(dir: string): Promise<Server> {
  const server = createServer((request, response) => {
    const path = normalize(new URL(request.url ?? '/', 'http://x').pathname).replace(/^\/+$/, '/index.html');
    try {
      const body = readFileSync(join(dir, path));
      response.writeHead(200, { 'Content-Type': types[extname(path)] ?? 'application/octet-stream' }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((ready) => server.listen(0, '127.0.0.1', () => ready(server)));
}

async function verified(challenge: Challenge, solution: { counter: number; derivedKey: string }): Promise<boolean> {
  const result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: secrets.signatureSecret, hmacKeySignatureSecret: secrets.keySignatureSecret });
  return result.verified;
}

async function measureBrowser(root: string, outDir: string, solves: number): Promise<ProofOfWorkFigures['browser']> {
  const pageDir = join(outDir, 'proof-page');
  await build({ root: join(root, 'bench', 'proof-page'), configFile: false, logLevel: 'warn', build: { outDir: pageDir, emptyOutDir: true } });
  const server = await serveDir(pageDir);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
    const workers = await page.evaluate(() => Math.max(1, Math.min(4, navigator.hardwareConcurrency || 2)));
    const times: number[] = [];
    let guesses = 0;
    let good = 0;
    for (let i = 0; i < solves; i++) {
      const challenge = await signedChallenge(secrets, defaultProofOfWorkMaxNumber);
      const solved = await page.evaluate((c) => (window as unknown as { benchSolve: (c: unknown) => Promise<{ ms: number; counter: number; derivedKey: string }> }).benchSolve(c), challenge);
      times.push(solved.ms);
      guesses += solved.counter + 1;
      if (await verified(challenge, solved)) good++;
    }
    const sorted = [...times].sort((a, b) => a - b);
    const total = times.reduce((a, b) => a + b, 0);
    return {
      solves,
      workers,
      p50Ms: Math.round(percentile(sorted, 50)),
      p95Ms: Math.round(percentile(sorted, 95)),
      meanMs: Math.round(total / solves),
      msPerGuess: round((total * workers) / guesses, 3),
      verified: good,
    };
  } finally {
    await browser.close();
    server.close();
  }
}

/** CPU milliseconds per guess of one solver over `solves` challenges (the guesses a solve takes are its counter + 1). */
async function cpuPerGuess(derive: typeof deriveKey, solves: number): Promise<{ ms: number; verified: number }> {
  let guesses = 0;
  let cpuMicros = 0;
  let good = 0;
  for (let i = 0; i < solves; i++) {
    const challenge = await signedChallenge(secrets, defaultProofOfWorkMaxNumber);
    const before = process.cpuUsage();
    const solution = await solveChallenge({ challenge, deriveKey: derive });
    const used = process.cpuUsage(before);
    cpuMicros += used.user + used.system;
    if (!solution) throw new Error('the bench challenge found no solution');
    guesses += solution.counter + 1;
    if (await verified(challenge, solution)) good++;
  }
  return { ms: cpuMicros / 1000 / guesses, verified: good };
}

export async function measureProofOfWork(root: string, outDir: string, solves = 30): Promise<ProofOfWorkFigures> {
  const browser = await measureBrowser(root, outDir, solves);
  const native = await cpuPerGuess(nativeDeriveKey, solves);
  const library = await cpuPerGuess(deriveKey, Math.ceil(solves / 3));
  if (browser.verified < solves || native.verified < solves) throw new Error('a solution the gateway would refuse');
  const fastest = Math.min(native.ms, library.ms);
  // The hidden counter is uniform in 1..maxNumber and found by counting up from 0.
  const guessesPerAttempt = (defaultProofOfWorkMaxNumber + 1) / 2 + 1;
  return {
    algorithm: proofOfWorkAlgorithm,
    cost: proofOfWorkCost,
    maxNumber: defaultProofOfWorkMaxNumber,
    browser,
    attacker: {
      solver: native.ms <= library.ms ? 'ALTCHA solveChallenge over node:crypto pbkdf2Sync' : 'ALTCHA solveChallenge over its async deriveKey',
      cpuMsPerGuess: round(fastest, 3),
      guessesPerAttempt,
      cpuSecondsPer1000Attempts: round((fastest * guessesPerAttempt * 1000) / 1000, 0),
      librarySolverCpuMsPerGuess: round(library.ms, 3),
    },
  };
}

export function formatProofOfWork(figures: ProofOfWorkFigures): string[] {
  const { browser, attacker } = figures;
  return [
    `  ${figures.algorithm}, ${figures.cost} rounds per guess, counter hidden in 1..${figures.maxNumber} (production default)`,
    `  person, Chromium, ${browser.workers} workers: p50 ${browser.p50Ms} ms  p95 ${browser.p95Ms} ms  mean ${browser.meanMs} ms  over ${browser.solves} solves (all verified), ${browser.msPerGuess} ms per guess per worker`,
    `  attacker, Node, ${attacker.solver}: ${attacker.cpuMsPerGuess} ms CPU per guess × ${attacker.guessesPerAttempt} guesses = ${attacker.cpuSecondsPer1000Attempts} CPU-seconds per 1,000 attempts`,
    `  (ALTCHA's async deriveKey: ${attacker.librarySolverCpuMsPerGuess} ms CPU per guess)`,
  ];
}
