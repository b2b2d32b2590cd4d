/**
 * Who pays for a wrong password. NIST SP 800-63B §5.2.2 asks for at most 100
 * consecutive failures per account, and for throttling that does not let an
 * attacker lock the owner out. So the captcha and the lockout follow the
 * device and address that failed, and only guessing spread over many of them
 * touches the account as a whole. Four counts, each with one job:
 *
 * - pair (account, device, exact address): the captcha from its 1st failure,
 *   locked from its 5th for 15 minutes, each further failure locking it again
 *   for twice as long (up to two days). The owner on another device and
 *   address meets neither: a stranger's guesses are the stranger's problem.
 * - account on one network (account, /24 or /64, see network.ts): locked from
 *   its 10th failure, doubling the same way. A caller that makes up a new
 *   device id for every guess is still one network. The price: an owner who
 *   shares that network (a carrier's NAT) is locked out from it too, from it
 *   only, and only after ten guesses there.
 * - device, whatever the account: the captcha from its 1st failure (a device
 *   trying name after name shows it); it never locks.
 * - account, from anywhere: every failure until a success or a quiet day.
 *   From the 20th, everyone trying that account needs the captcha, the owner
 *   too, so guessing spread over many devices and networks pays a captcha per
 *   try. The 100th, NIST's ceiling, locks the account for 15 minutes, and each
 *   failure after it again: spread-out guessing is held to four tries an hour.
 *
 * One device and network alone never reaches the account's thresholds: its
 * locks double until the gap between two of its failures outlasts the
 * account's day of memory, which happens by its 17th failure (10, then one
 * after each lock of 15, 30, 60 minutes … 16 hours), below the 20 that bring
 * the captcha to everyone, let alone the 100 that lock the owner out.
 */
import { like, or } from 'drizzle-orm';
import type { Db } from '../../db';
import { loginGuards } from '../../db/schema';
import { clearFailures, lockedUntilOf, readGuards, recordFailure, rememberedFailures, type FailureRule } from './login-guard';
import { networkOf } from './network';
import { escapeLike } from '../../db/like';

const minute = 60 * 1000;
const hour = 60 * minute;
const day = 24 * hour;

export const loginBudgets = {
  pair: { captchaAfter: 1, rule: { lockAfter: 5, lockMs: 15 * minute, relockUpToMs: 2 * day, memoryMs: 2 * day } },
  network: { rule: { lockAfter: 10, lockMs: 15 * minute, relockUpToMs: 2 * day, memoryMs: 2 * day } },
  device: { captchaAfter: 1, rule: { memoryMs: 15 * minute, lockMs: 0 } },
  account: { captchaAfter: 20, rule: { lockAfter: 100, lockMs: 15 * minute, relockUpToMs: 15 * minute, memoryMs: day } },
} as const satisfies Record<string, { captchaAfter?: number; rule: FailureRule }>;

export interface LoginAttempt {
  /** The account's guard key: `user:<account>` or `phone:<number>`. */
  account: string;
  /** '' when the caller sent none. */
  deviceId: string;
  /** The caller's address as the gateway sees it. */
  ip: string;
}

interface Counted {
  key: string;
  captchaAfter?: number;
  rule: FailureRule;
}

/** The counts an attempt is weighed by and adds its failure to, by what they stand for. */
function countsOf(attempt: LoginAttempt): { account: Counted; pair: Counted; network: Counted; device: Counted | null } {
  return {
    account: { key: attempt.account, ...loginBudgets.account },
    pair: { key: `${attempt.account}|device:${attempt.deviceId}|ip:${attempt.ip}`, ...loginBudgets.pair },
    network: { key: `${attempt.account}|net:${networkOf(attempt.ip)}`, ...loginBudgets.network },
    device: attempt.deviceId ? { key: `device:${attempt.deviceId}`, ...loginBudgets.device } : null,
  };
}

const allCounts = (attempt: LoginAttempt): Counted[] => Object.values(countsOf(attempt)).filter((count): count is Counted => count !== null);

export interface LoginStanding {
  captchaRequired: boolean;
  lockedUntil: number | null;
}

const latest = (a: number | null, b: number | null): number | null => (a === null ? b : b === null ? a : Math.max(a, b));

/** Whether this attempt must show the captcha, or is locked out, before its password is even looked at. */
export async function loginStanding(db: Db, attempt: LoginAttempt, now: number): Promise<LoginStanding> {
  const counts = allCounts(attempt);
  const rows = await readGuards(db, counts.map((count) => count.key));
  let standing: LoginStanding = { captchaRequired: false, lockedUntil: null };
  for (const { key, captchaAfter, rule } of counts) {
    const row = rows.get(key);
    const failures = rememberedFailures(row, rule, now);
    standing = {
      captchaRequired: standing.captchaRequired || (captchaAfter !== undefined && failures >= captchaAfter),
      lockedUntil: latest(standing.lockedUntil, failures > 0 ? lockedUntilOf(row, now) : null),
    };
  }
  return standing;
}

/** Counts a wrong password on every count of the attempt; answers the lock it has earned, if any. */
export async function countLoginFailure(db: Db, attempt: LoginAttempt, now: number): Promise<{ lockedUntil: number | null }> {
  let lockedUntil: number | null = null;
  for (const { key, rule } of allCounts(attempt)) lockedUntil = latest(lockedUntil, (await recordFailure(db, key, now, rule)).lockedUntil);
  return { lockedUntil };
}

/**
 * A success clears what the owner's own attempt carried: the account's count
 * and this pair and device. Not the network's: another caller there may be the
 * one guessing, and the owner's success says nothing about them.
 */
export async function clearLoginFailures(db: Db, attempt: LoginAttempt): Promise<void> {
  const { account, pair, device } = countsOf(attempt);
  await clearFailures(db, [account.key, pair.key, ...(device ? [device.key] : [])]);
}

/** A new password (a recovery) ends every count of the accounts, pairs and networks included: guesses were at the old one. */
export async function clearAccountFailures(db: Db, accounts: string[]): Promise<void> {
  if (accounts.length === 0) return;
  await clearFailures(db, accounts);
  await db.delete(loginGuards).where(or(...accounts.map((account) => like(loginGuards.key, `${escapeLike(account)}|%`))));
}
