/**
 * Lighthouse figures of the pages a visitor opens first, on the built portal
 * served by the gateway itself (bench/servers/gateway.ts with STATIC_DIR, seeded PGlite).
 * Lighthouse's desktop preset, Debian's Chromium (CHROME_PATH), one browser
 * for every run. Each page is measured several times and the run Lighthouse
 * itself calls the median (nearest to the median FCP and TTI) is reported,
 * with the spread of every figure, because one run moves by a few points.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { startServer } from './load';

export const lighthousePages = ['/', '/rng', '/promotions', '/pointMall'] as const;

/** What every page must reach; `max` figures must stay at or under, `min` at or over. */
export const lighthouseTargets = {
  performance: { min: 0.95 },
  lcpMs: { max: 1000 },
  cls: { max: 0.02 },
  accessibility: { min: 0.95 },
} as const;

type Measure = keyof typeof lighthouseTargets | 'tbtMs';

export interface LighthouseCheck {
  name: keyof typeof lighthouseTargets;
  value: number;
  target: { min?: number; max?: number };
  pass: boolean;
}

export interface LighthousePage {
  path: string;
  runs: number;
  /** Figures of the median run. */
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  accessibility: number;
  /** Lowest and highest of each figure over the runs. */
  spread: Record<Measure, [number, number]>;
  checks: LighthouseCheck[];
  pass: boolean;
  /**
   * The machine while it measured: Lighthouse's CPU benchmark of the median run and the load average
   * before the page's first run. Lighthouse simulates throttling from the tasks it observed, so a busy
   * machine (load past twice its cores) lengthens TBT and LCP and makes the figures drift run to run.
   */
  machine: { benchmarkIndex: number; loadAverage: number; cores: number };
  /** What to look at when a check fails: the LCP element, what moved (median run) and the failing accessibility audits. */
  lcpElement: string | null;
  layoutShifts: { element: string; score: number }[];
  accessibilityFailures: { audit: string; elements: string[]; runs: number }[];
}

const chromeFlags = ['--no-sandbox', '--headless', '--disable-background-networking', '--disable-component-update'];

function figuresOf(result: Result): Record<Measure, number> {
  const numeric = (id: string) => result.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: result.categories.performance?.score ?? 0,
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
    tbtMs: Math.round(numeric('total-blocking-time')),
    accessibility: result.categories.accessibility?.score ?? 0,
  };
}

/** Selectors (or snippets) of the nodes an audit's details list. */
function nodesOf(details: unknown): string[] {
  const items = (details as { items?: { node?: { selector?: string; snippet?: string } }[] } | undefined)?.items ?? [];
  return items.map((item) => item.node?.selector ?? item.node?.snippet ?? '').filter(Boolean);
}

/** Failing accessibility audits of every run: one that fails in some runs only (a carousel's moving state) still shows. */
function accessibilityFailures(results: Result[]): LighthousePage['accessibilityFailures'] {
  const failures = new Map<string, { audit: string; elements: Set<string>; runs: number }>();
  for (const result of results) {
    for (const ref of result.categories.accessibility?.auditRefs ?? []) {
      if (ref.weight === 0 || result.audits[ref.id]?.score !== 0) continue;
      const failure = failures.get(ref.id) ?? { audit: ref.id, elements: new Set<string>(), runs: 0 };
      failure.runs += 1;
      for (const element of nodesOf(result.audits[ref.id]?.details)) failure.elements.add(element);
      failures.set(ref.id, failure);
    }
  }
  return [...failures.values()].map((failure) => ({ ...failure, elements: [...failure.elements] }));
}

/** The LCP element audit nests its node table inside a list. */
function lcpElementOf(result: Result): string | null {
  const details = result.audits['largest-contentful-paint-element']?.details as { type?: string; items?: unknown[] } | undefined;
  const [element] = nodesOf(details?.type === 'list' ? details.items?.[0] : details);
  return element ?? null;
}

function layoutShiftsOf(result: Result): LighthousePage['layoutShifts'] {
  const items = (result.audits['layout-shifts']?.details as { items?: { node?: { selector?: string }; score?: number }[] } | undefined)?.items ?? [];
  return items.map((item) => ({ element: item.node?.selector ?? '(unknown)', score: Number((item.score ?? 0).toFixed(3)) }));
}

function check(name: keyof typeof lighthouseTargets, value: number): LighthouseCheck {
  const target: { min?: number; max?: number } = lighthouseTargets[name];
  const pass = (target.min === undefined || value >= target.min) && (target.max === undefined || value <= target.max);
  return { name, value, target, pass };
}

function summarise(path: string, results: Result[], loadAverage: number): LighthousePage {
  const median = computeMedianRun(results);
  const figures = figuresOf(median);
  const all = results.map(figuresOf);
  const spread = Object.fromEntries(
    (Object.keys(figures) as Measure[]).map((measure) => {
      const values = all.map((run) => run[measure]);
      return [measure, [Math.min(...values), Math.max(...values)]];
    }),
  ) as LighthousePage['spread'];
  const checks = (Object.keys(lighthouseTargets) as (keyof typeof lighthouseTargets)[]).map((name) => check(name, figures[name]));
  return {
    path,
    runs: results.length,
    ...figures,
    spread,
    checks,
    pass: checks.every((entry) => entry.pass),
    machine: { benchmarkIndex: Math.round(median.environment.benchmarkIndex), loadAverage: Number(loadAverage.toFixed(1)), cores: availableParallelism() },
    lcpElement: lcpElementOf(median),
    layoutShifts: layoutShiftsOf(median),
    accessibilityFailures: accessibilityFailures(results),
  };
}

export interface LighthouseOptions {
  runs?: number;
  /** Where to write each page's median report (`<page>.json`, opens in the Lighthouse viewer). */
  reportDir?: string;
}

const reportName = (path: string) => `${path === '/' ? 'home' : path.replace(/^\//, '').replace(/\W+/g, '-')}.json`;

/**
 * Serves `distDir` (a finished `vite build`) from the gateway and measures
 * every page of `lighthousePages` `runs` times.
 */
export async function measureLighthouse(root: string, distDir: string, { runs = 3, reportDir }: LighthouseOptions = {}): Promise<LighthousePage[]> {
  const portal = await startServer(root, 'gateway', { STATIC_DIR: distDir });
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags });
  const audit = async (path: string): Promise<Result> => {
    const answer = await lighthouse(
      `${portal.info.base}${path}`,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
      desktopConfig,
    );
    if (!answer) throw new Error(`Lighthouse returned nothing for ${path}`);
    if (answer.lhr.runtimeError) throw new Error(`Lighthouse on ${path}: ${answer.lhr.runtimeError.code} ${answer.lhr.runtimeError.message}`);
    return answer.lhr;
  };
  try {
    // One load that is not counted: a gateway's first answers after its start include compiling its own code and filling
    // its caches (the first page measured took 1.04–1.09 s against 0.80–0.84 s for the runs after it), which a portal
    // in service has long done. What is measured is the page, on a gateway that has answered before.
    await audit(lighthousePages[0]);
    const pages: LighthousePage[] = [];
    for (const path of lighthousePages) {
      const results: Result[] = [];
      const [loadAverage] = loadavg();
      for (let run = 0; run < runs; run += 1) results.push(await audit(path));
      const page = summarise(path, results, loadAverage);
      if (reportDir) {
        mkdirSync(reportDir, { recursive: true });
        writeFileSync(join(reportDir, reportName(path)), JSON.stringify(computeMedianRun(results)));
      }
      pages.push(page);
    }
    return pages;
  } finally {
    chrome.kill();
    portal.stop();
  }
}

const shown: Record<keyof typeof lighthouseTargets, (value: number) => string> = {
  performance: (value) => value.toFixed(2),
  lcpMs: (value) => `${(value / 1000).toFixed(2)} s`,
  cls: (value) => value.toFixed(3),
  accessibility: (value) => value.toFixed(2),
};

const targetText = (name: keyof typeof lighthouseTargets, target: { min?: number; max?: number }) =>
  target.min !== undefined ? `≥ ${shown[name](target.min)}` : `≤ ${shown[name](target.max ?? 0)}`;

/** Lines for the bench's console: each figure beside its target, pass or fail, and its spread over the runs. */
export function formatLighthouse(pages: LighthousePage[]): string[] {
  const lines: string[] = [];
  for (const page of pages) {
    const { benchmarkIndex, loadAverage, cores } = page.machine;
    lines.push(`  ${page.path}  (median of ${page.runs} runs; TBT ${page.tbtMs} ms, runs ${page.spread.tbtMs[0]}–${page.spread.tbtMs[1]} ms; CPU benchmark ${benchmarkIndex}, load ${loadAverage} on ${cores} cores)`);
    // Chromium and the gateway themselves keep about one core busy; past twice the cores, other work is stretching the timings.
    if (loadAverage > 2 * cores) lines.push(`    the machine was busy (load ${loadAverage} on ${cores} cores): timings are longer and less steady than on a quiet one`);
    for (const entry of page.checks) {
      const [low, high] = page.spread[entry.name];
      const figure = shown[entry.name](entry.value).padStart(7);
      lines.push(`    ${entry.name.padEnd(14)} ${figure}  target ${targetText(entry.name, entry.target).padEnd(8)} ${entry.pass ? 'pass' : 'FAIL'}  (runs ${shown[entry.name](low)}–${shown[entry.name](high)})`);
    }
    // Lighthouse names no element when the one that painted was replaced afterwards (a placeholder's image, say).
    if (!page.pass) lines.push(`    LCP element: ${page.lcpElement ?? 'no longer in the page at the end of the load'}`);
    if (page.cls > lighthouseTargets.cls.max) for (const shift of page.layoutShifts) lines.push(`    layout shift ${shift.score.toFixed(3)}: ${shift.element}`);
    for (const failure of page.accessibilityFailures) {
      lines.push(`    accessibility audit failing in ${failure.runs} of ${page.runs} runs: ${failure.audit} on ${failure.elements.join(', ') || 'the page'}`);
    }
  }
  return lines;
}

/** One line per figure under its target, for the bench's list of budgets exceeded. */
export function lighthouseFailures(pages: LighthousePage[]): string[] {
  return pages.flatMap((page) =>
    page.checks.filter((entry) => !entry.pass).map((entry) => `Lighthouse ${page.path} ${entry.name} ${shown[entry.name](entry.value)}, target ${targetText(entry.name, entry.target)}`),
  );
}
