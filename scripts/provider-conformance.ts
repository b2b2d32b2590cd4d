/**
 * `npm run provider:conformance -- --wallet <url> --provider <id> --key <key>`:
 * runs the conformance kit (provider-conformance-checks.ts) against a
 * gateway with a provider's id and key, prints a pass/fail table, and exits
 * 1 when a check fails (2 on a usage error). Test players come from the
 * operator API, so the gateway must not be in production; its key comes from
 * --operator-key, OPERATOR_KEY, or in development the key file beside the
 * gateway's data folder (DATA_DIR).
 */
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { operatorKeyPath } from '../server/src/operator/key';
import { resultTable, runConformance } from './provider-conformance-checks';

const usage = `Usage: npm run provider:conformance -- --wallet <url> --provider <id> --key <key> [--operator-key <key>] [--game <code>]

  --wallet        the gateway's origin, such as http://127.0.0.1:8787
  --provider      the provider id the operator registered (npm run operator -- provider-add)
  --key           the provider's key, wk_….… as the operator CLI printed it
  --operator-key  the gateway's operator key (default OPERATOR_KEY, or the development key file)
  --game          a game code the provider may serve (default: the first one the gateway finds)`;

function operatorKey(given: string | undefined): string {
  const key = given?.trim() || process.env.OPERATOR_KEY?.trim();
  if (key) return key;
  const path = operatorKeyPath(process.env.DATA_DIR?.trim() || './data/pglite');
  if (!existsSync(path)) throw new Error(`No operator key: pass --operator-key, set OPERATOR_KEY, or start the gateway in development once so it writes ${path}.`);
  return readFileSync(path, 'utf8').trim();
}

async function main(): Promise<number> {
  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({
      options: { wallet: { type: 'string' }, provider: { type: 'string' }, key: { type: 'string' }, 'operator-key': { type: 'string' }, game: { type: 'string' } },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`);
    return 2;
  }
  if (!values.wallet || !values.provider || !values.key) {
    console.error(usage);
    return 2;
  }
  const results = await runConformance({
    walletUrl: values.wallet.replace(/\/+$/, ''),
    provider: { providerId: values.provider, key: values.key },
    operatorKey: operatorKey(values['operator-key']),
    gameCode: values.game,
  });
  console.log(resultTable(results));
  return results.every((result) => result.passed) ? 0 : 1;
}

process.exitCode = await main().catch((error: unknown) => {
  console.error((error as Error).message);
  return 1;
});
