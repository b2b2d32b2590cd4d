/**
 * A Vitest reporter beside the usual one (vite.config.ts): when a model suite
 * (tests/model/*.test.ts) ends, it writes each test's outcome to
 * `<runs>/tests/<suite>.json` for the model report, so the report lists the
 * paths the suites really replayed, with what happened to each.
 * MODEL_RUNS_DIR moves the runs folder, as for the coverage recorder.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import { resultsDir, resultsFile, slash, type RecordedSuite, type RecordedTest } from './suites';

const suitesDir = 'tests/model/';
// A failure's message and where it happened; the whole stack is in Vitest's own output.
const errorLines = 12;
const plain = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '');

export default class ModelSuiteReporter implements Reporter {
  onTestModuleEnd(module: TestModule): void {
    const suite = slash(relative(process.cwd(), module.moduleId));
    if (!suite.startsWith(suitesDir)) return;
    const tests: RecordedTest[] = [...module.children.allTests()].map((test) => {
      const result = test.result();
      const error = result.state === 'failed' ? result.errors?.[0] : undefined;
      return {
        name: test.name,
        fullName: test.fullName,
        state: result.state,
        durationMs: Math.round(test.diagnostic()?.duration ?? 0),
        ...(error ? { error: plain(error.stack ?? error.message).split('\n').slice(0, errorLines).join('\n') } : {}),
      };
    });
    const runsDir = process.env.MODEL_RUNS_DIR ?? join(process.cwd(), 'reports', 'model', 'runs');
    const recorded: RecordedSuite = { suite, finishedAt: new Date().toISOString(), tests };
    mkdirSync(resultsDir(runsDir), { recursive: true });
    writeFileSync(resultsFile(runsDir, suite), `${JSON.stringify(recorded, null, 1)}\n`);
  }
}
