/**
 * The house rule the wallet API exists for: game providers reach money only
 * through it. Nothing under server/src/provider imports the ledger, the
 * wallet-API domain (which moves money) or the gateway's deps, or names the
 * wallet and ledger tables.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const root = new URL('../../src/provider/', import.meta.url).pathname;
const files = readdirSync(root, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
  .map((entry) => join(entry.parentPath, entry.name));

const forbidden = [
  /from '[./]*domain\/ledger'/,
  /from '[./]*domain\/wallet(-api)?(\/[^']*)?'/,
  /from '[./]*domain\/(points|vip|wagering)\//,
  /\bapplyMovement\b|\bmoveMoney\b/,
  /import\s*\{[^}]*\b(wallets|ledgerEntries|bets|walletTransactions|walletProvider\w*|playSessions|launchTokens)\b[^}]*\}\s*from '[./]*db\/schema'/,
  /\bGatewayDeps\b|\bGatewayEnv\b/,
];

it('keeps the demo provider a client of the wallet API', () => {
  expect(files.length).toBeGreaterThan(20);
  const breaches = files.flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return forbidden.filter((pattern) => pattern.test(text)).map((pattern) => `${file.slice(root.length)}: ${pattern}`);
  });
  expect(breaches).toEqual([]);
});
