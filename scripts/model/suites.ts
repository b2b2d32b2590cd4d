/**
 * The model suites of a machine and what their last run did. A suite belongs
 * to every machine whose definition file it imports. Each test's outcome comes
 * from the Vitest reporter in ./test-reporter.ts, one file per suite under
 * `<runs>/tests/`, replaced when that suite runs again; a test the last run
 * skipped or never reached is "not run".
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

export type TestStatus = 'passed' | 'failed' | 'not run';

/** One test as the reporter wrote it. */
export interface RecordedTest {
  name: string;
  fullName: string;
  state: 'passed' | 'failed' | 'skipped' | 'pending';
  durationMs?: number;
  /** The failure: message, then the first stack lines. */
  error?: string;
}

export interface RecordedSuite {
  /** Repository-relative path with forward slashes. */
  suite: string;
  finishedAt: string;
  tests: RecordedTest[];
}

export interface SuiteTest {
  name: string;
  status: TestStatus;
  /** Replays a generated path (by its name: `path 3: …`, `replays …`), as opposed to a check around them. */
  path: boolean;
  command: string;
  durationMs?: number;
  error?: string;
}

export interface SuiteReport {
  file: string;
  command: string;
  /** When the last run of this suite ended; absent when it never ran. */
  recordedAt?: string;
  tests: SuiteTest[];
}

export const resultsDir = (runsDir: string) => join(runsDir, 'tests');
export const slash = (path: string) => path.split(sep).join('/');
export const resultsFile = (runsDir: string, suite: string) => join(resultsDir(runsDir), `${slash(suite).replace(/[^\w.-]+/g, '_')}.json`);

/** Test names of the suites that replay a generated path. */
export const isPathTest = (name: string) => /(^|[\s,])path( \d+)? ?[:(]/.test(name) || /^replays /.test(name);

const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;
const pattern = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const suiteCommand = (files: string[]) => `npx vitest run ${files.join(' ')}`;
export const testCommand = (file: string, name: string) => `${suiteCommand([file])} -t ${quote(pattern(name))}`;

const withoutExtension = (path: string) => path.replace(/\.(m?[jt]sx?)$/, '');

/** Suite files (repository-relative) in `suitesDir` that import `machineFile`. */
export function suitesImporting(machineFile: string, suitesDir: string): string[] {
  if (!existsSync(suitesDir)) return [];
  const target = withoutExtension(resolve(machineFile));
  return readdirSync(suitesDir)
    .filter((name) => name.endsWith('.test.ts'))
    .sort()
    .map((name) => join(suitesDir, name))
    .filter((file) => {
      const source = readFileSync(file, 'utf8');
      return [...source.matchAll(/from\s+'(\.[^']+)'/g)].some(([, specifier]) => withoutExtension(resolve(dirname(file), specifier)) === target);
    })
    .map((file) => slash(relative(process.cwd(), resolve(file))));
}

export function readRecordedSuites(runsDir: string): Map<string, RecordedSuite> {
  const suites = new Map<string, RecordedSuite>();
  const dir = resultsDir(runsDir);
  if (!existsSync(dir)) return suites;
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.json'))) {
    try {
      const recorded = JSON.parse(readFileSync(join(dir, name), 'utf8')) as RecordedSuite;
      if (typeof recorded.suite === 'string' && Array.isArray(recorded.tests)) suites.set(recorded.suite, recorded);
    } catch {
      // A run killed mid-write leaves a broken file: that suite reads as never run.
    }
  }
  return suites;
}

const statusOf = (state: RecordedTest['state']): TestStatus => (state === 'passed' || state === 'failed' ? state : 'not run');

export function suiteReport(file: string, recorded: RecordedSuite | undefined): SuiteReport {
  return {
    file,
    command: suiteCommand([file]),
    recordedAt: recorded?.finishedAt,
    tests: (recorded?.tests ?? []).map((test) => ({
      name: test.name,
      status: statusOf(test.state),
      path: isPathTest(test.name),
      command: testCommand(file, test.name),
      durationMs: test.durationMs,
      error: test.error,
    })),
  };
}

export interface PathCounts {
  passed: number;
  failed: number;
  notRun: number;
  /** Suites that never ran: their paths are unknown until they do. */
  unrecorded: number;
}

export function countPaths(suites: SuiteReport[]): PathCounts {
  const counts: PathCounts = { passed: 0, failed: 0, notRun: 0, unrecorded: suites.filter((suite) => !suite.recordedAt).length };
  for (const test of suites.flatMap((suite) => suite.tests).filter((item) => item.path)) {
    if (test.status === 'passed') counts.passed++;
    else if (test.status === 'failed') counts.failed++;
    else counts.notRun++;
  }
  return counts;
}
