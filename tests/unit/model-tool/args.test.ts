import { describe, expect, it } from 'vitest';
import { parseArgs } from '../../../scripts/model/args';

describe('model tool arguments', () => {
  it('reads machine ids, flags and folders', () => {
    expect(parseArgs(['login', 'session', '--check', '--suites=tests/other'])).toMatchObject({ machines: ['login', 'session'], check: true, suitesDir: 'tests/other' });
    expect(parseArgs([])).toMatchObject({
      machines: [],
      check: false,
      detail: 'summary',
      runsDir: 'reports/model/runs',
      suitesDir: 'tests/model',
      outDir: 'reports/model',
      thresholdsFile: 'model-thresholds.json',
    });
    expect(parseArgs(['--verbose']).detail).toBe('verbose');
    expect(parseArgs(['--quiet']).detail).toBe('quiet');
  });

  it('records first when asked, never when told not to, and decides by itself otherwise', () => {
    expect(parseArgs(['--record']).record).toBe(true);
    expect(parseArgs(['--no-record']).record).toBe(false);
    expect(parseArgs([]).record).toBeUndefined();
  });

  it('refuses unknown options and a folder option without its folder', () => {
    expect(() => parseArgs(['--deep'])).toThrow(/Unknown option --deep/);
    expect(() => parseArgs(['--runs'])).toThrow(/--runs needs a value/);
    expect(() => parseArgs(['--out', '--check'])).toThrow(/--out needs a value/);
  });
});
