/**
 * The Vitest reporter behind the report's per-path outcomes, fed a finished
 * module the way Vitest hands one over: a model suite's tests land in the
 * runs folder, any other file's do not.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { TestModule } from 'vitest/node';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readRecordedSuites } from '../../../scripts/model/suites';
import ModelSuiteReporter from '../../../scripts/model/test-reporter';
import { scratch, type Scratch } from './support';

let work: Scratch;
const runsBefore = process.env.MODEL_RUNS_DIR;

beforeEach(() => {
  work = scratch();
  process.env.MODEL_RUNS_DIR = join(work.dir, 'runs');
});
afterEach(() => {
  if (runsBefore === undefined) delete process.env.MODEL_RUNS_DIR;
  else process.env.MODEL_RUNS_DIR = runsBefore;
  work.remove();
});

const finished = (file: string, tests: { name: string; state: string; error?: { message: string; stack?: string } }[]) =>
  ({
    moduleId: join(process.cwd(), file),
    children: {
      allTests: function* () {
        for (const test of tests) {
          yield {
            name: test.name,
            fullName: `suite > ${test.name}`,
            result: () => ({ state: test.state, errors: test.error ? [test.error] : undefined }),
            diagnostic: () => ({ duration: 12.4 }),
          };
        }
      },
    },
  }) as unknown as TestModule;

describe('the model suite reporter', () => {
  it('writes each test of a model suite with its outcome, and the failure’s first lines', () => {
    new ModelSuiteReporter().onTestModuleEnd(
      finished('tests/model/login.test.ts', [
        { name: 'path 1: credentials.submit', state: 'passed' },
        { name: 'path 2: tab.select', state: 'failed', error: { message: 'expected 1 to be 2', stack: `\u001b[31mAssertionError: expected 1 to be 2\u001b[39m\n${'    at line\n'.repeat(30)}` } },
        { name: 'path 3: captcha.require', state: 'skipped' },
      ]),
    );
    const suite = readRecordedSuites(join(work.dir, 'runs')).get('tests/model/login.test.ts');
    expect(suite?.tests.map((test) => [test.name, test.state, test.durationMs])).toEqual([
      ['path 1: credentials.submit', 'passed', 12],
      ['path 2: tab.select', 'failed', 12],
      ['path 3: captcha.require', 'skipped', 12],
    ]);
    expect(suite?.tests[1].error?.split('\n')[0]).toBe('AssertionError: expected 1 to be 2');
    expect(suite?.tests[1].error?.split('\n').length).toBeLessThanOrEqual(12);
  });

  it('leaves other test files out', () => {
    new ModelSuiteReporter().onTestModuleEnd(finished('tests/unit/model-tool/args.test.ts', [{ name: 'reads flags', state: 'passed' }]));
    const dir = join(work.dir, 'runs', 'tests');
    expect(existsSync(dir) ? readdirSync(dir) : []).toEqual([]);
  });
});
