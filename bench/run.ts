/**
 * `npm run bench`: page weights and gateway load figures, each beside its
 * floor measured in the same run on the same machine.
 *  - Gzipped JS + CSS of the home page and of the /rng lobby, against a bare
 *    React + TanStack Router page built by the same Vite.
 *  - The game list call (token call over the seeded catalogue) against a
 *    bare Hono answer: requests per second, p50 and p99 latency.
 * Writes bench/out/report.json and exits 1 when a budget in
 * bench/budgets.json is exceeded (the bench fails, never the tests).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { measureLoad, startServer, type LoadFigure } from './load';
import { measurePage } from './page-size';

const root = resolve(import.meta.dirname, '..');
const outDir = join(root, 'bench', 'out');
const budgets = JSON.parse(readFileSync(join(root, 'bench', 'budgets.json'), 'utf8')) as { homeKb: number; rngKb: number; gameListMinRatio: number };

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

async function measureSizes() {
  const portalDist = join(outDir, 'portal-dist');
  const floorDist = join(outDir, 'floor-dist');
  await build({ root, configFile: join(root, 'vite.config.ts'), logLevel: 'warn', build: { outDir: portalDist, emptyOutDir: true, manifest: true } });
  await build({ configFile: join(root, 'bench', 'floor', 'vite.config.ts'), logLevel: 'warn', build: { outDir: floorDist, emptyOutDir: true } });
  return { home: measurePage(portalDist, /src\/routes\/index\.tsx/), rng: measurePage(portalDist, /src\/routes\/rng\.tsx/), floor: measurePage(floorDist, null) };
}

async function measureGateway(): Promise<{ bare: LoadFigure; gameList: LoadFigure; database: string }> {
  const bareServer = await startServer(root, 'bare-hono');
  const gateway = await startServer(root, 'gateway');
  try {
    const bare = await measureLoad('bare Hono answer', bareServer.info.url);
    const query = new URLSearchParams({ clientType: '3', platform: 'flash,html5-desktop', gameType: 'RNG', pageNo: '2', pageSize: '42', language: 'EN' });
    const gameList = await measureLoad('game list (RNG, page 2 of 42)', `${gateway.info.base}/wps/relay/GCSGAME_gameList?${query}`, {
      Authorization: gateway.info.token,
      Merchant: 'XSP',
    });
    return { bare, gameList, database: gateway.info.database };
  } finally {
    bareServer.stop();
    gateway.stop();
  }
}

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const sizes = await measureSizes();
  const load = await measureGateway();
  const ratio = (part: number, whole: number) => Number((part / whole).toFixed(3));
  const report = {
    measuredAt: new Date().toISOString(),
    sizes: { home: sizes.home.total, rng: sizes.rng.total, floor: sizes.floor.total, homeRatio: ratio(sizes.home.total, sizes.floor.total), rngRatio: ratio(sizes.rng.total, sizes.floor.total) },
    load: { ...load, gameListRatio: ratio(load.gameList.requestsPerSecond, load.bare.requestsPerSecond) },
    files: { home: sizes.home.files, rng: sizes.rng.files, floor: sizes.floor.files },
  };
  writeFileSync(join(outDir, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);

  console.log('\nGzipped JS + CSS a page loads');
  for (const [name, measured] of [['home', sizes.home], ['/rng', sizes.rng], ['floor', sizes.floor]] as const) {
    const versus = name === 'floor' ? '' : `  ${(measured.total / sizes.floor.total).toFixed(2)}× floor`;
    console.log(`  ${name.padEnd(6)} ${kb(measured.total).padStart(10)}  (js ${kb(measured.js)}, css ${kb(measured.css)}, ${measured.files.length} files)${versus}`);
  }
  console.log(`\nGateway load, 50 connections over loopback (${load.database})`);
  for (const figure of [load.bare, load.gameList]) {
    console.log(`  ${figure.name.padEnd(32)} ${String(figure.requestsPerSecond).padStart(7)} req/s  p50 ${figure.p50} ms  p99 ${figure.p99} ms  non-2xx ${figure.non2xx}  errors ${figure.errors}`);
  }
  console.log(`  game list / bare                 ${(report.load.gameListRatio * 100).toFixed(1)}%`);
  console.log(`\nWritten to ${join('bench', 'out', 'report.json')}`);

  const failures = [
    sizes.home.total / 1024 > budgets.homeKb ? `home page ${kb(sizes.home.total)} > budget ${budgets.homeKb} kB` : '',
    sizes.rng.total / 1024 > budgets.rngKb ? `/rng page ${kb(sizes.rng.total)} > budget ${budgets.rngKb} kB` : '',
    load.gameList.non2xx + load.gameList.errors > 0 ? 'game list answered errors under load' : '',
    report.load.gameListRatio < budgets.gameListMinRatio ? `game list at ${(report.load.gameListRatio * 100).toFixed(1)}% of the bare answer < ${budgets.gameListMinRatio * 100}%` : '',
  ].filter(Boolean);
  for (const failure of failures) console.error(`over budget: ${failure}`);
  if (failures.length > 0) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
