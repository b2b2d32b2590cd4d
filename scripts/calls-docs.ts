/**
 * `npm run calls:docs`: refreshes the call reference in README.md between
 * `<!-- calls:start -->` and `<!-- calls:end -->` from src/services/calls.ts
 * and the gateway's routes. A unit test fails when the README is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { calls, type CallName } from '../src/services/calls';
import { allRoutes } from '../server/src/routes';
import { differencesOf, generalDifferences } from '../server/src/routes/original-differences';
import { renderCallReference, withCallReference } from './calls-docs/render';

export const currentCallReference = (): string =>
  renderCallReference(
    calls,
    (call) => allRoutes.some((route) => route.call === call),
    { general: generalDifferences, of: (name) => differencesOf(name as CallName) },
  );

if (process.argv[1]?.endsWith('calls-docs.ts')) {
  const readme = readFileSync('README.md', 'utf8');
  writeFileSync('README.md', withCallReference(readme, currentCallReference()));
  console.log(`Wrote the call reference of ${Object.keys(calls).length} calls into README.md.`);
}
