/**
 * `npm run model [-- <machine-id>...] [--check] [--record] [--depth N] [--max-paths N]`:
 * test plans from each registered machine's definition and test model (from
 * each of the model's inputs), and the coverage the suites measured, against
 * model-thresholds.json. The check also fails when the model leaves a state or
 * transition without a generated path. A first run with nothing recorded
 * replays the model suites itself before reporting.
 * Options are described in scripts/model/args.ts.
 */
import { machineRegistry } from '../src/machines/registry';
import { parseArgs } from './model/args';
import { hasRunsOf, missingBrowserLines, recordUnitRuns, replayPlanLines, unitRunsCommand } from './model/record';
import { runModelTool } from './model/run';

try {
  const args = parseArgs(process.argv.slice(2));
  // The check judges what a test run recorded; replaying here would hide a suite that stopped recording.
  const record = args.record ?? (!args.check && !hasRunsOf(args.runsDir, 'vitest-'));
  if (record) {
    const planned = runModelTool(machineRegistry, { ...args, check: false, quiet: true });
    console.log([...replayPlanLines(planned.report.machines), '', `Recording the unit-level runs: ${unitRunsCommand}`].join('\n'));
    recordUnitRuns(args.runsDir);
  }
  const result = runModelTool(machineRegistry, args);
  console.log(result.lines.join('\n'));
  if (!hasRunsOf(args.runsDir, 'playwright-')) console.log(['', ...missingBrowserLines(result.report.machines, args.runsDir)].join('\n'));
  process.exitCode = result.exitCode;
} catch (error) {
  console.error(`model: ${(error as Error).message}`);
  process.exitCode = 2;
}
