/**
 * Gzipped JS + CSS a page makes the browser load: the entry script, its
 * modulepreloads and stylesheets from index.html, plus the split chunks of
 * the page's route with their static imports and CSS (Vite's manifest).
 * Chunks a page imports lazily after it renders are not counted.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  css?: string[];
}

export interface Measured {
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

/** The route's split chunks with their static imports and CSS. */
function routeChunks(dist: string, routeSource: RegExp): string[] {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) files.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of Object.keys(manifest)) if (routeSource.test(key)) visit(key);
  return [...files];
}

/** `routeSource` null: only what index.html loads (the floor page has no routes). */
export function measurePage(dist: string, routeSource: RegExp | null): Measured {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const paths = new Set([...assetsOfIndex(html), ...(routeSource ? routeChunks(dist, routeSource) : [])]);
  const files = [...paths].map((path) => {
    const content = readFileSync(join(dist, path.replace(/^\//, '')));
    return { file: path, kind: path.endsWith('.css') ? ('css' as const) : ('js' as const), bytes: content.length, gzip: gzipSync(content, { level: 9 }).length };
  });
  const sum = (kind: 'js' | 'css') => files.filter((file) => file.kind === kind).reduce((total, file) => total + file.gzip, 0);
  return { files, js: sum('js'), css: sum('css'), total: sum('js') + sum('css') };
}
