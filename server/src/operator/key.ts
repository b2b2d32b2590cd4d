/**
 * Where the development operator key lives: beside the PGlite data folder
 * (./data/operator-key by default), so `npm run operator` finds the key of
 * the gateway running from the same folder. Production never uses it: there
 * the operator API exists only when OPERATOR_KEY is set.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

export const operatorKeyFileName = 'operator-key';

export const operatorKeyPath = (dataDir: string): string => join(dirname(resolve(dataDir)), operatorKeyFileName);

/** A key readable as a bearer token: 48 hex characters. */
const isUsableKey = (key: string): boolean => /^[A-Za-z0-9._~+/-]{16,}$/.test(key);

/** Reads the key kept in `path`, or makes one and keeps it there (owner-only) for the next start and the CLI. */
export function developmentOperatorKey(path: string): string {
  if (existsSync(path)) {
    const kept = readFileSync(path, 'utf8').trim();
    if (isUsableKey(kept)) return kept;
  }
  const key = randomBytes(24).toString('hex');
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${key}\n`, { mode: 0o600 });
  return key;
}
