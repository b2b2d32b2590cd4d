/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { localeAreas } from './scripts/vite-locale-areas.ts';

// In development the gateway runs beside Vite; the built portal is served by the gateway itself.
const gateway = process.env.GATEWAY_URL ?? `http://127.0.0.1:${process.env.GATEWAY_PORT ?? 8787}`;
// Not /dev: the outboxes answer no request that came through a proxy (server/src/access/dev-guard.ts).
const proxied = ['/wps', '/lgw', '/lotto', '/common', '/provider', '/backoffice/api'];

/**
 * The back office's modules: its HTML entry, its sources and its texts. The shell group below must not take them: the
 * shell is merged into the portal's entry chunk. For the same reason the back office imports nothing of the portal's
 * start-up graph (its kit, i18n set-up, call registry): importing that chunk would run the portal's start-up in its page.
 */
const backofficeModule = /[\\/]backoffice\.html$|[\\/]src[\\/]backoffice[\\/]|[\\/]src[\\/]services[\\/]backoffice-calls\.|locale:backoffice\//;

/** Modules under src/ whose path starts with one of `paths` (regular-expression text, '/' matching either separator). */
const inSrc = (...paths: string[]) => new RegExp(`[\\\\/]src[\\\\/](?:${paths.map((path) => path.replaceAll('/', '[\\\\/]')).join('|')})`);

/** In development, the back office's page addresses get its own HTML, as the gateway's history fallback does for the build. */
function backofficePages(): Plugin {
  return {
    name: 'backoffice-pages',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const path = request.url?.split('?')[0] ?? '';
        if ((path === '/backoffice' || path.startsWith('/backoffice/')) && !path.startsWith('/backoffice/api')) request.url = '/backoffice.html';
        next();
      });
    },
  };
}

export default defineConfig({
  plugins: [localeAreas(import.meta.dirname), tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), backofficePages()],
  server: {
    port: Number(process.env.PORTAL_PORT ?? 5173),
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: gateway, changeOrigin: true }])),
  },
  build: {
    outDir: 'dist',
    // Vite's modulepreload polyfill is a module every HTML entry imports; in the portal's shell chunk it would make the back
    // office's page load that chunk. Every browser the portal supports preloads modules natively.
    modulePreload: { polyfill: false },
    sourcemap: false,
    rolldownOptions: {
      // The back office is an entry of its own (backoffice.html → src/backoffice/main.tsx): the portal's pages never load it.
      input: { main: 'index.html', backoffice: 'backoffice.html' },
      output: {
        codeSplitting: {
          groups: [
            // XState's modules in one chunk: lazy screens import different parts of it, which would otherwise split it into several small chunks the first page loads one by one.
            { name: 'xstate', test: /node_modules[\\/](xstate|@xstate)[\\/]/ },
            // What every page runs before its route ($initial: the entry's static imports) in two chunks: the libraries (they change
            // rarely, so browsers keep them cached across releases) and the portal's shell. Not the back office's modules
            // (backoffice.html): they stay in chunks of their own, which the portal's pages never load. Otherwise each module the shell shares
            // with a lazy screen becomes a chunk of its own: dozens of small requests, each compressed apart.
            // The portal's HTML sanitiser is a one-line policy over DOMPurify that the back office's previews share, so it rides with the
            // library: in the shell chunk it would make the back office's page load (and run) the portal's shell. So does the coverage
            // recorder the back office's machines report to in browser tests (two small modules that import no other code).
            { name: 'vendor', tags: ['$initial'], test: /node_modules|[\\/]src[\\/]components[\\/]announcements[\\/]sanitize-html\.|[\\/]src[\\/]inspection[\\/](page-)?coverage\./ },
            { name: 'shell', tags: ['$initial'], test: (id) => !backofficeModule.test(id) },
            // The lazy screens' shared code by area, one chunk each. Left to the automatic split, every set of screens that
            // shares a module gets a chunk of its own: /rng asked for 15 scripts and /pointMall for 23 before their first paint,
            // six at a time over HTTP/1.1. A group also takes in what its modules import, so the few small modules
            // the home page shares with the others come first, in a chunk of their own, or home would load a whole area.
            { name: 'screen-kit', test: inSrc('app/sections.ts', 'components/layout/(home-section|section-page)', 'components/form/use-(error-text|server-errors)', 'forms/field-message', 'components/games/page-window') },
            { name: 'forms', test: inSrc('components/form/', 'forms/') },
            { name: 'member-kit', test: inSrc('components/member-centre/(kit|records)/', 'machines/(centre-details|paged-records|money-request)/', 'services/funds\\.', 'app/member-centre/(funds/use-funds-session|pages/wiring/use-records)') },
            { name: 'lobby', test: inSrc('app/games/lobby/', 'components/games/', 'machines/(game-lobby|favourites)/', 'services/(games\\.api|lobby\\.actors|schemas/hot-matches)', 'components/layout/category-strip') },
          ],
        },
      },
    },
  },
  test: {
    // Vitest's default on two cores is one worker: a test on PGlite is busy on its own thread, so a second one uses the other core.
    maxWorkers: 2,
    // Beside the usual output, each model suite's test outcomes for the model report (reports/model/runs/tests/).
    reporters: ['default', './scripts/model/test-reporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts', 'tests/model/**/*.test.ts', 'server/**/*.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          setupFiles: ['tests/unit/page-hosts-reset.ts'],
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        // One page per worker for all its files (dom-setup.ts empties it between files): a page and React per file took
        // two thirds of the project's time. vi.mock cannot replace a module another file already loaded, so files that
        // mock modules end in .mocked.test.tsx and get a page of their own below.
        test: {
          name: 'dom',
          environment: 'happy-dom',
          include: ['tests/unit/**/*.test.tsx'],
          exclude: ['**/*.mocked.test.tsx'],
          testTimeout: 30_000,
          isolate: false,
          setupFiles: ['tests/unit/dom-setup.ts', 'tests/unit/page-hosts-reset.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'dom-mocked', environment: 'happy-dom', include: ['tests/unit/**/*.mocked.test.tsx'], testTimeout: 30_000 },
      },
    ],
  },
});
