/**
 * The pages the portal's iframe opens, and their scripts and styles. The
 * HTML is a shell: the engine's script (plain ES modules from ../public)
 * opens the session and draws the table. No inline script or style, so the
 * pages run under a Content-Security-Policy without 'unsafe-inline'.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Context, Hono } from 'hono';
import { fail } from '../../../../src/services/envelope';
import { errorCodes } from '../../../../src/services/error-codes';
import type { ProviderEnv } from '../deps';
import { messageFor } from '../../http/messages';
import { pageErrorsJson } from './page-errors';

export const providerBase = '/provider/demo';
export const engines = ['slot', 'duel', 'lotto'] as const;

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const assetName = /^[a-z][a-z0-9-]*\.(js|css)$/;
const assetTypes: Record<string, string> = { js: 'text/javascript; charset=utf-8', css: 'text/css; charset=utf-8' };

export const contentSecurityPolicy =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; font-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'";

const titles: Record<string, Record<(typeof engines)[number], string>> = {
  EN: { slot: 'Slot', duel: 'Live table', lotto: 'Lottery' },
  TY: { slot: 'Slot', duel: 'Live na mesa', lotto: 'Loterya' },
};

export function pageHtml(engine: (typeof engines)[number], language: string): string {
  const lang = language === 'TY' ? 'TY' : 'EN';
  return `<!doctype html>
<html lang="${lang === 'TY' ? 'tl' : 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${titles[lang][engine]}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${providerBase}/assets/theme.css">
<link rel="stylesheet" href="${providerBase}/assets/${engine}.css">
<script type="module" src="${providerBase}/assets/${engine}.js"></script>
<script type="application/json" id="error-texts">${pageErrorsJson(lang)}</script>
</head>
<body class="engine-${engine}">
<div id="app" class="app" aria-live="polite"><main class="loading" aria-busy="true" aria-label="${titles[lang][engine]}"><h1 class="screen-reader-only">${titles[lang][engine]}</h1><span class="spinner"></span></main></div>
</body>
</html>
`;
}

const notFound = (c: Context<ProviderEnv>) => c.json(fail(errorCodes.notFound, messageFor(errorCodes.notFound)), 404);

function page(c: Context<ProviderEnv>): Response {
  const engine = engines.find((name) => name === c.req.param('engine'));
  if (!engine) return notFound(c);
  return c.html(pageHtml(engine, (c.req.query('lang') ?? 'EN').toUpperCase()), 200, {
    'Cache-Control': 'no-store',
    'Content-Security-Policy': contentSecurityPolicy,
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
  });
}

export function mountPages(provider: Hono<ProviderEnv>): void {
  provider.get('/assets/:file', async (c) => {
    const file = c.req.param('file');
    if (!assetName.test(file)) return notFound(c);
    const body = await readFile(publicDir + file).catch(() => null);
    if (!body) return notFound(c);
    return c.body(body, 200, { 'Content-Type': assetTypes[file.split('.').pop()!], 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff' });
  });
  // Two addresses for every page: the launch answer's game_url and its fallback game_url2.
  provider.get('/:engine', page);
  provider.get('/play/:engine', page);
}
