/**
 * Measured coverage from Playwright runs. Import `test` and `expect` from here
 * instead of './fixtures' (it extends them): every page of the test's browser context then
 * collects, through the portal's inspected actors (src/inspection/page-coverage.ts),
 * which states and transitions it reached, and the facts are appended to
 * reports/model/runs/ for `npm run model`. The page hands facts over as they
 * happen, so full page loads lose nothing.
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { BrowserContext } from '@playwright/test';
import type { CoverageHit } from '../../../src/inspection/coverage';
import type { PageCoverageStore } from '../../../src/inspection/page-coverage';
import { test as base, expect } from './fixtures';

const runsDir = process.env.MODEL_RUNS_DIR ?? join(process.cwd(), 'reports', 'model', 'runs');

type Collected = Map<string, { states: Set<string>; transitions: Set<string> }>;

function add(collected: Collected, hit: CoverageHit): void {
  const machine = collected.get(hit.machine) ?? { states: new Set<string>(), transitions: new Set<string>() };
  for (const state of hit.states) machine.states.add(state);
  for (const key of hit.transitions) machine.transitions.add(key);
  collected.set(hit.machine, machine);
}

/** Starts collecting in `context`; the returned function writes what was collected. */
export async function recordCoverage(context: BrowserContext, runFile = join(runsDir, `playwright-${process.pid}.jsonl`), test?: string): Promise<() => Promise<void>> {
  const collected: Collected = new Map();
  // A defined store switches collection on, in production builds too.
  await context.addInitScript(() => {
    const target = window as unknown as { __modelCoverage?: { hits: Record<string, unknown> } };
    target.__modelCoverage ??= { hits: {} };
  });
  await context.exposeFunction('__modelCoverageSink', (hit: CoverageHit) => add(collected, hit));
  return async () => {
    for (const page of context.pages()) {
      const hits = await page.evaluate(() => (window as unknown as { __modelCoverage?: PageCoverageStore }).__modelCoverage?.hits ?? {}).catch(() => ({}) as PageCoverageStore['hits']);
      for (const [machine, facts] of Object.entries(hits)) add(collected, { machine, states: Object.keys(facts.states), transitions: Object.keys(facts.transitions) });
    }
    if (!collected.size) return;
    mkdirSync(runsDir, { recursive: true });
    const lines = [...collected].map(([machine, facts]) => JSON.stringify({ machine, states: [...facts.states], transitions: [...facts.transitions], level: 'ui', ...(test ? { test } : {}) } satisfies CoverageHit));
    appendFileSync(runFile, `${lines.join('\n')}\n`);
  };
}

export const test = base.extend<{ modelCoverage: void }>({
  modelCoverage: [
    async ({ context }, use, testInfo) => {
      // The report says which test reached each state: the spec file (the first title, also for tests a helper declares) and the test's title.
      const [file, ...titles] = testInfo.titlePath;
      const flush = await recordCoverage(context, undefined, [relative(process.cwd(), join(testInfo.project.testDir, file)), ...titles].join(' › '));
      await use();
      await flush();
    },
    { auto: true },
  ],
});

export { expect };
