/**
 * Command line of `npm run model`:
 *   npm run model                      report for every machine
 *   npm run model -- login session     only these machines
 *   npm run model -- --check           exit non-zero below the thresholds, when a
 *                                      state or transition has no generated path,
 *                                      or when a test of the machine's suites failed
 *   --record         replay the machines' model suites (Vitest) first: only the
 *                    named machines' suites when machines are named; done by
 *                    itself when no unit-level run is recorded yet
 *   --no-record      never replay, only read what is recorded
 *   --ui             replay the named machines' generated UI paths in Chromium
 *                    (tests/e2e/model-ui/<machine>.spec.ts) before reporting
 *   --verbose        every gap with its whole plan, every test with its outcome,
 *                    and the suites' full log while recording
 *   --quiet          one line per machine
 *   --runs DIR       recorded runs (default reports/model/runs)
 *   --suites DIR     model suites (default tests/model)
 *   --out DIR        report folder (default reports/model)
 *   --thresholds F   threshold file (default model-thresholds.json)
 */

export interface ModelArgs {
  machines: string[];
  check: boolean;
  /** How much the console shows per machine: a line, a screen at most, or everything. */
  detail: 'quiet' | 'summary' | 'verbose';
  /** true: record first; false: never; undefined: record when no unit-level run exists. */
  record?: boolean;
  /** Run the generated UI paths of the named machines (every machine that has them when none is named). */
  ui: boolean;
  runsDir: string;
  suitesDir: string;
  outDir: string;
  thresholdsFile: string;
}

export function parseArgs(argv: string[]): ModelArgs {
  const args: ModelArgs = {
    machines: [],
    check: false,
    detail: 'summary',
    ui: false,
    runsDir: 'reports/model/runs',
    suitesDir: 'tests/model',
    outDir: 'reports/model',
    thresholdsFile: 'model-thresholds.json',
  };
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index];
    const [flag, inline] = arg.startsWith('--') ? (arg.split('=', 2) as [string, string | undefined]) : [arg, undefined];
    const value = () => {
      const given = inline ?? argv[++index];
      if (given === undefined || given.startsWith('--')) throw new Error(`${flag} needs a value`);
      return given;
    };
    switch (flag) {
      case '--check':
        args.check = true;
        break;
      case '--quiet':
        args.detail = 'quiet';
        break;
      case '--verbose':
        args.detail = 'verbose';
        break;
      case '--record':
        args.record = true;
        break;
      case '--ui':
        args.ui = true;
        break;
      case '--no-record':
        args.record = false;
        break;
      case '--runs':
        args.runsDir = value();
        break;
      case '--suites':
        args.suitesDir = value();
        break;
      case '--out':
        args.outDir = value();
        break;
      case '--thresholds':
        args.thresholdsFile = value();
        break;
      default:
        if (flag.startsWith('--')) throw new Error(`Unknown option ${flag}`);
        args.machines.push(arg);
    }
  }
  return args;
}
