/**
 * `npm run model [-- <machine-id>...] [--check] [--depth N] [--max-paths N]`:
 * test plans from each registered machine's definition and test model (from
 * each of the model's inputs), and the coverage the suites measured, against
 * model-thresholds.json. The check also fails when the model leaves a state or
 * transition without a generated path.
 * Options are described in scripts/model/args.ts.
 */
import { machineRegistry } from '../src/machines/registry';
import { parseArgs } from './model/args';
import { runModelTool } from './model/run';

try {
  const result = runModelTool(machineRegistry, parseArgs(process.argv.slice(2)));
  console.log(result.lines.join('\n'));
  process.exitCode = result.exitCode;
} catch (error) {
  console.error(`model: ${(error as Error).message}`);
  process.exitCode = 2;
}
