/**
 * Reads measured coverage: every `*.jsonl` file under the runs folder, one
 * `{ machine, states, transitions }` line per inspection fact, written by the
 * Vitest recorder and the Playwright helper.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CoverageHit } from '../../src/inspection/coverage';

export interface MeasuredCoverage {
  files: string[];
  machines: Map<string, { states: Set<string>; transitions: Set<string> }>;
}

export function readRuns(runsDir: string): MeasuredCoverage {
  const measured: MeasuredCoverage = { files: [], machines: new Map() };
  if (!existsSync(runsDir)) return measured;
  for (const file of readdirSync(runsDir).filter((name) => name.endsWith('.jsonl')).sort()) {
    measured.files.push(file);
    for (const line of readFileSync(join(runsDir, file), 'utf8').split('\n')) {
      if (!line.trim()) continue;
      let hit: CoverageHit;
      try {
        hit = JSON.parse(line) as CoverageHit;
      } catch {
        // A run killed mid-write leaves half a line; the rest of the file still counts.
        continue;
      }
      if (typeof hit.machine !== 'string') continue;
      const machine = measured.machines.get(hit.machine) ?? { states: new Set<string>(), transitions: new Set<string>() };
      for (const state of hit.states ?? []) machine.states.add(state);
      for (const key of hit.transitions ?? []) machine.transitions.add(key);
      measured.machines.set(hit.machine, machine);
    }
  }
  return measured;
}
