/**
 * A scratch folder per test for runs, reports and threshold files, and a way
 * to record a fixture suite into it.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InspectionEvent } from 'xstate';
import { parseArgs, type ModelArgs } from '../../../scripts/model/args';
import { createCoverageRecorder } from '../../support/recorded-actor';

export interface Scratch {
  dir: string;
  args: (...extra: string[]) => ModelArgs;
  record: (suite: (inspect: (event: InspectionEvent) => void) => Promise<void>, name?: string) => Promise<void>;
  thresholds: (content: unknown) => string;
  remove: () => void;
}

export function scratch(): Scratch {
  const dir = mkdtempSync(join(tmpdir(), 'model-tool-'));
  return {
    dir,
    args: (...extra) => parseArgs(['--runs', join(dir, 'runs'), '--out', join(dir, 'out'), '--thresholds', join(dir, 'absent.json'), ...extra]),
    record: (suite, name = 'suite') => suite(createCoverageRecorder(join(dir, 'runs', `${name}.jsonl`))),
    thresholds: (content) => {
      const file = join(dir, 'thresholds.json');
      writeFileSync(file, JSON.stringify(content));
      return file;
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
