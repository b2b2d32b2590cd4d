/**
 * Browser tests in Debian's Chromium (never a downloaded browser). The global
 * setup serves the built portal from a gateway on a free port with a fresh
 * in-memory database and hands its address to the workers as E2E_BASE_URL.
 */
import { defineConfig } from '@playwright/test';

export const chromiumPath = '/usr/bin/chromium';

// Runs started side by side must not clean each other's artifacts: one folder per run (workers inherit the id).
process.env.E2E_RUN_ID ??= String(process.pid);

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/support/global-setup.ts',
  outputDir: `.tmp/playwright-results/run-${process.env.E2E_RUN_ID}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // E2E_WORKERS overrides both, for trying another count on a given machine without editing this file.
  workers: Number(process.env.E2E_WORKERS) || (process.env.CI ? 2 : 4),
  // One retry on CI: a test that passes only on its retry is reported as flaky in the run's output, so it is seen and mended, not hidden; a real failure fails twice.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width: 1440, height: 900 },
    locale: 'en-US',
    // Looping animations (notice bar, shimmer, live badges) keep Chromium's software rasteriser busy on every open page.
    // The tests browse as a visitor who prefers reduced motion, which the portal honours: about a third less CPU per test.
    reducedMotion: 'reduce',
    // One tab per worker, reset between tests (cookies, storage of visited origins, cache, routes, bindings, init
    // scripts, extra pages, viewport): a fresh context starts a new renderer process, which costs about two CPU-seconds
    // more per test than loading the portal again in the same tab. A spec that changes other context options
    // (bypassCSP, say) gets contexts of its own.
    reuseContext: true,
    // Recording a trace (a screencast and DOM snapshots of every action) costs about a fifth of the run's CPU even when
    // the test passes and the trace is thrown away. A failure still leaves its screenshot and page snapshot;
    // E2E_TRACE=1 records traces of the failures again, for reading one in `npx playwright show-trace`.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      // --no-opt: a test page lives seconds, too short for V8's optimising compiler to pay back the CPU it spends (about 5 %).
      args: ['--no-sandbox', '--headless', '--disable-background-networking', '--disable-component-update', '--js-flags=--no-opt'],
    },
  },
});
