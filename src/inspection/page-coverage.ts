/**
 * Coverage collected in the browser, so Playwright runs count as measured
 * coverage. Active in development builds, or in any build when the page
 * defines `window.__modelCoverage` before the app starts (the e2e helper
 * `tests/e2e/support/record-coverage.ts` does). New facts are also handed to
 * `window.__modelCoverageSink` when the test runner exposes it, which survives
 * full page loads.
 */
import type { InspectionEvent } from 'xstate';
import { coverageOf, type CoverageHit } from './coverage';

export interface PageCoverageStore {
  hits: Record<string, { states: Record<string, true>; transitions: Record<string, true> }>;
}

declare global {
  interface Window {
    __modelCoverage?: PageCoverageStore;
    __modelCoverageSink?: (hit: CoverageHit) => void;
  }
}

function store(): PageCoverageStore | undefined {
  if (typeof window === 'undefined') return undefined;
  if (!window.__modelCoverage && import.meta.env.DEV && import.meta.env.MODE !== 'test') window.__modelCoverage = { hits: {} };
  if (window.__modelCoverage && !window.__modelCoverage.hits) window.__modelCoverage.hits = {};
  return window.__modelCoverage;
}

/** Inspection observer: adds what the event reached to the page's store. */
export function recordPageCoverage(event: InspectionEvent): void {
  const target = store();
  if (!target) return;
  const hit = coverageOf(event);
  if (!hit) return;
  const machine = (target.hits[hit.machine] ??= { states: {}, transitions: {} });
  const fresh: CoverageHit = { machine: hit.machine, states: [], transitions: [] };
  for (const state of hit.states) if (!machine.states[state]) fresh.states.push(state);
  for (const key of hit.transitions) if (!machine.transitions[key]) fresh.transitions.push(key);
  for (const state of fresh.states) machine.states[state] = true;
  for (const key of fresh.transitions) machine.transitions[key] = true;
  if ((fresh.states.length || fresh.transitions.length) && typeof window.__modelCoverageSink === 'function') window.__modelCoverageSink(fresh);
}
