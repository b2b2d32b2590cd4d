/**
 * Every write the live channel reports must publish: a source scan of the
 * gateway finds each insert or update of a table members watch (balances,
 * requests and their statuses, inbox, missions, contracts, points, system
 * state, sessions) and fails when the function holding it neither publishes
 * (publishChange, publishChanges) nor lets a notice ride on the statement
 * (changeNotice, changeNoticeSlot, rowNotice). A write that needs none is listed below with
 * the reason.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..', 'src');

/** Schema name → the writes that change what a member sees. */
const watched: Record<string, readonly ('insert' | 'update' | 'delete')[]> = {
  wallets: ['update'],
  pointAccounts: ['update'],
  deposits: ['insert', 'update', 'delete'],
  withdrawals: ['insert', 'update', 'delete'],
  pointRedemptions: ['insert', 'update', 'delete'],
  promotionClaims: ['insert', 'update', 'delete'],
  affiliateApplications: ['insert', 'update', 'delete'],
  messages: ['insert', 'update', 'delete'],
  missionClaims: ['insert', 'update', 'delete'],
  contracts: ['insert', 'update', 'delete'],
  contractSettlements: ['insert', 'update', 'delete'],
  settings: ['insert', 'update'],
  sessions: ['update', 'delete'],
};

/** `file|table|op` → why that write publishes nothing of its own. */
const exempt: Record<string, string> = {
  'domain/contracts/accept.ts|contracts|update': 'ends the pair’s running contract; moveContract tells the same pair in the same transaction',
};

const publishes = /\b(publishChange|publishChanges|changeNotice|changeNoticeSlot|rowNotice)\(/;
/** Where a top-level declaration starts: the unit a write and its publish must share. */
const topLevel = /^(export )?(async )?function |^(export )?const \w+\s*[:=]/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'seed' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

interface Write {
  where: string;
  key: string;
  published: boolean;
}

function writesIn(path: string): Write[] {
  const lines = readFileSync(path, 'utf8').split('\n');
  const file = relative(root, path).split('\\').join('/');
  const starts = lines.flatMap((line, index) => (topLevel.test(line) ? [index] : []));
  const found: Write[] = [];
  lines.forEach((line, index) => {
    for (const match of line.matchAll(/\.(insert|update|delete)\((\w+)\)/g)) {
      const [, op, table] = match;
      if (!watched[table]?.includes(op as 'insert')) continue;
      const start = starts.filter((at) => at <= index).at(-1) ?? 0;
      const end = starts.find((at) => at > index) ?? lines.length;
      found.push({ where: `${file}:${index + 1}`, key: `${file}|${table}|${op}`, published: publishes.test(lines.slice(start, end).join('\n')) });
    }
  });
  return found;
}

const writes = sourceFiles(root).flatMap(writesIn);

it('publishes a live change wherever a watched table is written', () => {
  const silent = writes.filter((write) => !write.published && !exempt[write.key]).map((write) => write.where);
  expect(silent).toEqual([]);
});

it('finds the writes it is about (the scan is not blind)', () => {
  const keys = new Set(writes.map((write) => write.key));
  for (const key of ['domain/ledger.ts|wallets|update', 'domain/funds/operator-actions.ts|deposits|update', 'domain/messages.ts|messages|insert', 'domain/session-games.ts|sessions|update']) {
    expect(keys, key).toContain(key);
  }
  // An exemption for a write that is gone would hide a new one under an old reason.
  for (const key of Object.keys(exempt)) expect(keys, key).toContain(key);
});
