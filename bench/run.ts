/**
 * `npm run bench`: page weights, gateway load and Lighthouse figures, each
 * beside its floor or target, measured in one run on the same machine.
 *  - Gzipped JS + CSS of the home page and of the /rng lobby, against a bare
 *    React + TanStack Router page built by the same Vite.
 *  - The gateway's public answers and token calls on PGlite and PostgreSQL,
 *    against a bare Hono answer (bench/gateway.ts).
 *  - Lighthouse (desktop preset, Debian's Chromium) on /, /rng, /promotions
 *    and /pointMall (bench/lighthouse.ts).
 *  - The slide's proof of work: solve times in Chromium and an attacker's
 *    CPU per 1,000 attempts (bench/proof-of-work.ts); figures, no budget.
 *  - The live channel: memory of 1,000 idle streams beside idle keep-alive
 *    connections of a plain Node server, and operator approval → balance
 *    event at the client (bench/live.ts), and approval → the header showing
 *    the new balance in Chromium (bench/live-portal.ts); figures, no budget.
 *  - The write path: slot and table rounds a second with 50 and 200 members
 *    playing at once, p50/p99 and CPU per round, on PGlite and PostgreSQL,
 *    beside a floor of bare SQL on the same database (bench/write-path.ts).
 * Writes bench/out/report.json and exits 1 when a figure misses its budget
 * (bench/budgets.json) or target: the bench fails, never the tests.
 * `--only=sizes,gateway,lighthouse,proof,live,write` measures a part;
 * `--quick` keeps the write path to 50 members and short turns.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { measureGatewayFigures, type GatewayFigures } from './gateway';
import { formatLighthouse, lighthouseFailures, measureLighthouse, type LighthousePage } from './lighthouse';
import { formatLive, measureLive } from './live';
import { formatLivePortal, measureLivePortal } from './live-portal';
import { measurePage, type Measured } from './page-size';
import { formatWritePath, measureWritePath } from './write-path';
import { formatProofOfWork, measureProofOfWork } from './proof-of-work';

const root = resolve(import.meta.dirname, '..');
const outDir = join(root, 'bench', 'out');
const portalDist = join(outDir, 'portal-dist');
const budgets = JSON.parse(readFileSync(join(root, 'bench', 'budgets.json'), 'utf8')) as { homeMaxFloorRatio: number; rngMaxFloorRatio: number };
const parts = new Set((process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length) ?? 'sizes,gateway,lighthouse,proof,live,write').split(','));
const quick = process.argv.includes('--quick');

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const ratio = (part: number, whole: number) => Number((part / whole).toFixed(3));

async function buildPortal(): Promise<void> {
  await build({ root, configFile: join(root, 'vite.config.ts'), logLevel: 'warn', build: { outDir: portalDist, emptyOutDir: true, manifest: true } });
}

async function measureSizes(): Promise<{ home: Measured; rng: Measured; floor: Measured }> {
  const floorDist = join(outDir, 'floor-dist');
  await build({ configFile: join(root, 'bench', 'floor', 'vite.config.ts'), logLevel: 'warn', build: { outDir: floorDist, emptyOutDir: true } });
  return { home: measurePage(portalDist, /src\/routes\/index\.tsx/), rng: measurePage(portalDist, /src\/routes\/rng\.tsx/), floor: measurePage(floorDist, null) };
}

function printSizes(sizes: { home: Measured; rng: Measured; floor: Measured }): string[] {
  console.log('\nGzipped JS + CSS a page loads');
  for (const [name, measured] of [['home', sizes.home], ['/rng', sizes.rng], ['floor', sizes.floor]] as const) {
    const versus = name === 'floor' ? '' : `  ${(measured.total / sizes.floor.total).toFixed(2)}× floor`;
    console.log(`  ${name.padEnd(6)} ${kb(measured.total).padStart(10)}  (js ${kb(measured.js)}, css ${kb(measured.css)}, ${measured.files.length} files)${versus}`);
  }
  console.log(`  budgets: home ≤ ${budgets.homeMaxFloorRatio}× floor, /rng ≤ ${budgets.rngMaxFloorRatio}× floor`);
  return [
    sizes.home.total / sizes.floor.total > budgets.homeMaxFloorRatio ? `home page ${kb(sizes.home.total)} > ${budgets.homeMaxFloorRatio}× floor` : '',
    sizes.rng.total / sizes.floor.total > budgets.rngMaxFloorRatio ? `/rng page ${kb(sizes.rng.total)} > ${budgets.rngMaxFloorRatio}× floor` : '',
  ].filter(Boolean);
}

function printGateway(gateway: GatewayFigures): string[] {
  for (const database of ['pglite', 'postgres'] as const) {
    const bare = gateway.bare.find((figure) => figure.database === database);
    if (!bare) continue;
    console.log(`\nGateway load, 50 connections over loopback (${database})`);
    console.log(
      `  ${'bare Hono'.padEnd(16)} ${String(bare.requestsPerSecond).padStart(7)} req/s  p50 ${bare.p50} ms  p99 ${bare.p99} ms  (mean of ${bare.before} before and ${bare.after} after)`,
    );
    for (const figure of gateway.figures.filter((entry) => entry.database === database)) {
      console.log(
        `  ${figure.name.padEnd(16)} ${String(figure.requestsPerSecond).padStart(7)} req/s  ${(figure.ratioToBare * 100).toFixed(1).padStart(5)}% of bare  p50 ${figure.p50} ms  p99 ${String(figure.p99).padStart(3)} ms  non-2xx ${figure.non2xx}  errors ${figure.errors}  target ${figure.target}  ${figure.pass ? 'pass' : 'FAIL'}`,
      );
    }
  }
  return gateway.figures.filter((figure) => !figure.pass).map((figure) => `${figure.database} ${figure.name}: below target (${figure.target})`);
}

function printLighthouse(pages: LighthousePage[]): string[] {
  console.log('\nLighthouse, desktop preset');
  for (const line of formatLighthouse(pages)) console.log(line);
  return lighthouseFailures(pages);
}

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const report: Record<string, unknown> = { measuredAt: new Date().toISOString() };
  const failures: string[] = [];
  if (parts.has('sizes') || parts.has('lighthouse') || parts.has('live')) await buildPortal();
  if (parts.has('sizes')) {
    const sizes = await measureSizes();
    report.sizes = { home: sizes.home.total, rng: sizes.rng.total, floor: sizes.floor.total, homeRatio: ratio(sizes.home.total, sizes.floor.total), rngRatio: ratio(sizes.rng.total, sizes.floor.total) };
    report.files = { home: sizes.home.files, rng: sizes.rng.files, floor: sizes.floor.files };
    failures.push(...printSizes(sizes));
  }
  if (parts.has('gateway')) {
    const gateway = await measureGatewayFigures(root);
    report.gateway = gateway;
    failures.push(...printGateway(gateway));
  }
  if (parts.has('lighthouse')) {
    const pages = await measureLighthouse(root, portalDist, { reportDir: join(outDir, 'lighthouse') });
    report.lighthouse = pages;
    failures.push(...printLighthouse(pages));
  }
  if (parts.has('proof')) {
    const proof = await measureProofOfWork(root, outDir);
    report.proofOfWork = proof;
    console.log('\nSlide proof of work');
    for (const line of formatProofOfWork(proof)) console.log(line);
  }
  if (parts.has('live')) {
    const live = await measureLive(root);
    report.live = live;
    console.log('\nLive channel (server-sent events)');
    for (const line of formatLive(live)) console.log(line);
    const portal = await measureLivePortal(portalDist);
    report.livePortal = portal;
    for (const line of formatLivePortal(portal)) console.log(line);
  }
  if (parts.has('write')) {
    const write = await measureWritePath(root, { quick });
    report.writePath = write;
    console.log('\nWrite path, one round in flight per member, over loopback');
    for (const line of formatWritePath(write)) console.log(line);
    failures.push(...write.figures.filter((figure) => figure.pass === false).map((figure) => `${figure.database} ${figure.kind} rounds: below target (${figure.target})`));
  }
  writeFileSync(join(outDir, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nWritten to ${join('bench', 'out', 'report.json')}`);
  for (const failure of failures) console.error(`over budget: ${failure}`);
  if (failures.length > 0) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
