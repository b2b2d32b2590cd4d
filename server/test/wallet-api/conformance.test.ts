/**
 * The provider conformance kit against this gateway: every check passes for
 * a provider with a good key, on both databases; with a key that is not the
 * provider's, the checks fail and the command exits non-zero.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { resultTable, runConformance } from '../../../scripts/provider-conformance-checks';
import { describeOnBothDatabases } from '../databases';
import { newProvider } from './support';

const operatorKey = 'conformance-operator-key-0123456789';

describeOnBothDatabases(
  'provider conformance kit',
  (gateway, kind) => {
    it('passes every check for a provider with a good key', async () => {
      const provider = await newProvider(gateway());
      const results = await runConformance({ walletUrl: gateway().url, provider, operatorKey });
      expect(results.map((result) => result.name)).toContain('every wallet equals its ledger');
      expect(results.filter((result) => !result.passed), resultTable(results)).toEqual([]);
    });

    it.runIf(kind === 'pglite')('prints FAIL and exits 1 when the key is not the provider’s', async () => {
      const provider = await newProvider(gateway());
      const other = await newProvider(gateway());
      const command = ['tsx', 'scripts/provider-conformance.ts', '--wallet', gateway().url, '--provider', provider.providerId, '--key', other.key, '--operator-key', operatorKey];
      const failed = await promisify(execFile)('npx', command, { cwd: new URL('../../../', import.meta.url).pathname }).then(
        () => null,
        (error: { code: number; stdout: string }) => error,
      );
      expect(failed?.code).toBe(1);
      expect(failed?.stdout).toMatch(/FAIL {2}bad signatures are refused|FAIL {2}test player and session/);
      expect(failed?.stdout).toMatch(/\d+ passed, [1-9]\d* failed/);
    });
  },
  { config: { operatorKey } },
);
