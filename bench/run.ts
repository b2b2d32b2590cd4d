/**
 * `npm run bench`: builds the portal and the floor (a bare React + TanStack
 * Router page) with the same Vite, then measures the gzipped JS and CSS the
 * home page loads: the entry script, its modulepreloads and stylesheets from
 * index.html, plus the lazily loaded chunks of the home route. Prints both,
 * their ratio, and writes bench/out/size.json.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const root = resolve(import.meta.dirname, '..');
const outDir = join(root, 'bench', 'out');

interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  css?: string[];
}

interface Measured {
  files: { file: string; kind: 'js' | 'css'; bytes: number; gzip: number }[];
  js: number;
  css: number;
  total: number;
}

/** Asset paths index.html makes the browser load before the app starts. */
export function assetsOfIndex(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) found.add(match[1]);
  for (const match of html.matchAll(/<link[^>]*rel="(?:modulepreload|stylesheet)"[^>]*href="([^"]+)"/g)) found.add(match[1]);
  for (const match of html.matchAll(/<link[^>]*href="([^"]+)"[^>]*rel="(?:modulepreload|stylesheet)"/g)) found.add(match[1]);
  return [...found].filter((path) => /\.(js|css)$/.test(path));
}

/** The home route's split chunks with their static imports and CSS, from Vite's manifest. */
function homeRouteChunks(dist: string, homeSource: RegExp): string[] {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) files.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of Object.keys(manifest)) if (homeSource.test(key)) visit(key);
  return [...files];
}

function measure(dist: string, homeSource: RegExp | null): Measured {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const paths = new Set([...assetsOfIndex(html), ...(homeSource ? homeRouteChunks(dist, homeSource) : [])]);
  const files = [...paths].map((path) => {
    const content = readFileSync(join(dist, path.replace(/^\//, '')));
    return { file: path, kind: path.endsWith('.css') ? ('css' as const) : ('js' as const), bytes: content.length, gzip: gzipSync(content, { level: 9 }).length };
  });
  const sum = (kind: 'js' | 'css') => files.filter((file) => file.kind === kind).reduce((total, file) => total + file.gzip, 0);
  return { files, js: sum('js'), css: sum('css'), total: sum('js') + sum('css') };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const portalDist = join(outDir, 'portal-dist');
  const floorDist = join(outDir, 'floor-dist');
  await build({ root, configFile: join(root, 'vite.config.ts'), logLevel: 'warn', build: { outDir: portalDist, emptyOutDir: true, manifest: true } });
  await build({ configFile: join(root, 'bench', 'floor', 'vite.config.ts'), logLevel: 'warn', build: { outDir: floorDist, emptyOutDir: true } });

  const portal = measure(portalDist, /src\/routes\/index\.tsx/);
  const floor = measure(floorDist, null);
  const ratio = portal.total / floor.total;

  const report = { measuredAt: new Date().toISOString(), portal, floor, ratio: Number(ratio.toFixed(3)) };
  writeFileSync(join(outDir, 'size.json'), `${JSON.stringify(report, null, 2)}\n`);

  console.log('\nGzipped JS + CSS loaded by the home page');
  console.log(`  portal  ${kb(portal.total).padStart(10)}  (js ${kb(portal.js)}, css ${kb(portal.css)}, ${portal.files.length} files)`);
  console.log(`  floor   ${kb(floor.total).padStart(10)}  (js ${kb(floor.js)}, css ${kb(floor.css)}, ${floor.files.length} files)`);
  console.log(`  ratio   ${ratio.toFixed(2)}×`);
  console.log(`\nWritten to ${join('bench', 'out', 'size.json')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
