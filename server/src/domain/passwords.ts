/**
 * Password hashing with scrypt (memory-hard), stored as
 * `scrypt$N$r$p$salt$hash` so the cost can be raised later without breaking
 * old hashes: `needsRehash` tells login to upgrade them.
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { GatewayConfig } from '../config';

const scrypt = (password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> =>
  new Promise((resolve, reject) => scryptCallback(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))));

export interface PasswordCost {
  N: number;
  r: number;
  p: number;
}

/** N = 2^15, r = 8: 32 MiB per hash, 60–150 ms on two cores. */
export const productionPasswordCost: PasswordCost = { N: 32768, r: 8, p: 1 };

let current: PasswordCost = productionPasswordCost;

/**
 * The cost of every hash this process makes from now on. Only test processes lower it (server/test/password-cost.ts):
 * a suite creates and logs in over a thousand members, and at the production cost scrypt alone took a quarter of its CPU.
 * Stored hashes carry their own cost, so a hash made at either cost verifies the same way.
 */
export function usePasswordCost(cost: PasswordCost): void {
  current = cost;
}
const keyLength = 32;
const maxmem = 128 * 1024 * 1024;

/** The brand's weak default password (spec §9 keeps the value secret); an operator may set another. */
export const defaultPassword = 'Aa123456';

export const defaultPasswordOf = (config: GatewayConfig): string => config.defaultPassword ?? defaultPassword;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  // The label must name the cost the hash was made at, even if the process's cost changes while scrypt runs.
  const cost = current;
  const hash = await scrypt(password.normalize('NFC'), salt, keyLength, { ...cost, maxmem });
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  const salt = Buffer.from(parts[4], 'base64');
  const expected = Buffer.from(parts[5], 'base64');
  if (!N || !r || !p || expected.length === 0) return false;
  const actual = await scrypt(password.normalize('NFC'), salt, expected.length, { N, r, p, maxmem });
  return timingSafeEqual(actual, expected);
}

export function needsRehash(stored: string): boolean {
  const [, N, r, p] = stored.split('$').map(Number);
  return N !== current.N || r !== current.r || p !== current.p;
}

/**
 * A hash nobody knows the password of, for accounts that never log in with a
 * password (trial accounts) and for comparing against when a username is
 * unknown, so both paths take the same time.
 */
let decoy: Promise<string> | null = null;
export const decoyHash = (): Promise<string> => (decoy ??= hashPassword(randomBytes(24).toString('base64')));
