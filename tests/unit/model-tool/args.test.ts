import { describe, expect, it } from 'vitest';
import { parseArgs } from '../../../scripts/model/args';

describe('model tool arguments', () => {
  it('reads machine ids, flags and bounds', () => {
    expect(parseArgs(['login', 'session', '--check', '--depth', '4', '--max-paths=9'])).toMatchObject({ machines: ['login', 'session'], check: true, depth: 4, maxPaths: 9 });
    expect(parseArgs([])).toMatchObject({ machines: [], check: false, runsDir: 'reports/model/runs', outDir: 'reports/model', thresholdsFile: 'model-thresholds.json' });
  });

  it('records first when asked, never when told not to, and decides by itself otherwise', () => {
    expect(parseArgs(['--record']).record).toBe(true);
    expect(parseArgs(['--no-record']).record).toBe(false);
    expect(parseArgs([]).record).toBeUndefined();
  });

  it('refuses unknown options and bad bounds', () => {
    expect(() => parseArgs(['--deep'])).toThrow(/Unknown option --deep/);
    expect(() => parseArgs(['--depth', '0'])).toThrow(/--depth needs a whole number/);
    expect(() => parseArgs(['--max-paths', 'many'])).toThrow(/--max-paths/);
  });
});
