/**
 * `npm run model [-- <machine-id>...] [--check] [--record] [--verbose]`: per
 * registered machine (the portal's and the back office's), the coverage the
 * suites measured against model-thresholds.json, the paths its model suites
 * replayed with the outcome of each, and the shortest plan to every state or
 * transition never reached. The check also fails when the model leaves a
 * state or transition without a generated path. A first run with nothing
 * recorded replays the model suites itself (only the named machines' suites
 * when machines are named).
 * Options are described in scripts/model/args.ts.
 */
import { parseArgs } from './model/args';
import { allMachines } from './model/machines';
import { existsSync } from 'node:fs';
import { hasRunsOf, missingBrowserLines, recordPlan, recordUiRuns, recordUnitRuns } from './model/record';
import { runModelTool, uiSpecFile } from './model/run';

try {
  const args = parseArgs(process.argv.slice(2));
  // The check judges what a test run recorded; replaying here would hide a suite that stopped recording.
  // `--ui` asks for the screens: the unit-level suites replay only when asked too.
  const record = args.record ?? (!args.check && !args.ui && !hasRunsOf(args.runsDir, 'vitest-'));
  let recordFailed = false;
  if (record) {
    const unknown = args.machines.filter((id) => !allMachines.some((entry) => entry.id === id));
    if (unknown.length) throw new Error(`Not in the registry: ${unknown.join(', ')}. Known: ${allMachines.map((entry) => entry.id).join(', ')}`);
    const entries = allMachines.filter((entry) => args.machines.includes(entry.id));
    const plan = recordPlan(entries, args.machines.length > 0, args.suitesDir);
    if (plan.without.length) console.log(`No model suite imports ${plan.without.join(', ')}: nothing to replay for them.`);
    if (plan.files.length) {
      console.log(`Replaying the model suites: npx vitest run ${plan.files.join(' ')}${args.detail === 'verbose' ? '' : '  (dots; --verbose for their whole log)'}`);
      recordFailed = !recordUnitRuns(args.runsDir, plan.files, args.detail === 'verbose');
      console.log('');
    }
  }
  if (args.ui) {
    const ids = args.machines.length ? args.machines : allMachines.map((entry) => entry.id);
    const specs = ids.map(uiSpecFile).filter((spec) => existsSync(spec));
    const without = args.machines.filter((id) => !existsSync(uiSpecFile(id)));
    if (without.length) console.log(`No generated UI paths for ${without.join(', ')} yet (no ${uiSpecFile('<machine>')}).`);
    if (specs.length) recordFailed = !recordUiRuns(args.runsDir, specs) || recordFailed;
    console.log('');
  }
  const result = runModelTool(allMachines, args);
  console.log(result.lines.join('\n'));
  if (!hasRunsOf(args.runsDir, 'playwright-') && args.detail !== 'quiet') console.log(['', ...missingBrowserLines(result.report.machines, args.runsDir)].join('\n'));
  if (recordFailed) console.log('\nSome model tests failed: each is listed above with the command that runs it alone.');
  process.exitCode = recordFailed ? Math.max(result.exitCode, 1) : result.exitCode;
} catch (error) {
  console.error(`model: ${(error as Error).message}`);
  process.exitCode = 2;
}
