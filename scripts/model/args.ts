/**
 * Command line of `npm run model`:
 *   npm run model                      plans and report for every machine
 *   npm run model -- login session     only these machines
 *   npm run model -- --check           exit non-zero below the thresholds, or when
 *                                      a state or transition has no generated path
 *   --depth N        longest simple path, in events (default 12)
 *   --max-paths N    simple paths per machine and model input (default 50)
 *   --runs DIR       recorded runs (default reports/model/runs)
 *   --out DIR        report folder (default reports/model)
 *   --thresholds F   threshold file (default model-thresholds.json)
 *   --quiet          summary only, no plans
 *   --record         replay the model suites (Vitest) first, appending their runs;
 *                    done by itself when no unit-level run is recorded yet
 *   --no-record      never replay, only read what is recorded
 */
import { defaultBounds } from '../../src/inspector/paths/simple-paths';

export interface ModelArgs {
  machines: string[];
  check: boolean;
  quiet: boolean;
  /** true: record first; false: never; undefined: record when no unit-level run exists. */
  record?: boolean;
  depth: number;
  maxPaths: number;
  runsDir: string;
  outDir: string;
  thresholdsFile: string;
}

const positive = (flag: string, value: string | undefined): number => {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`${flag} needs a whole number above 0, got "${value ?? ''}"`);
  return number;
};

export function parseArgs(argv: string[]): ModelArgs {
  const args: ModelArgs = {
    machines: [],
    check: false,
    quiet: false,
    depth: defaultBounds.depth,
    maxPaths: defaultBounds.maxPaths,
    runsDir: 'reports/model/runs',
    outDir: 'reports/model',
    thresholdsFile: 'model-thresholds.json',
  };
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index];
    const [flag, inline] = arg.startsWith('--') ? (arg.split('=', 2) as [string, string | undefined]) : [arg, undefined];
    const value = () => inline ?? argv[++index];
    switch (flag) {
      case '--check':
        args.check = true;
        break;
      case '--quiet':
        args.quiet = true;
        break;
      case '--record':
        args.record = true;
        break;
      case '--no-record':
        args.record = false;
        break;
      case '--depth':
        args.depth = positive(flag, value());
        break;
      case '--max-paths':
        args.maxPaths = positive(flag, value());
        break;
      case '--runs':
        args.runsDir = value();
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
