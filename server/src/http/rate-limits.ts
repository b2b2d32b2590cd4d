/**
 * Rate limits on calls, per client network, per client address and per
 * member, counted in the database (`rate_counters`) so every gateway instance
 * on it spends from the same budget. A network is what one caller can send
 * from at will (a /24, a /64, or this machine: domain/access/network.ts): its
 * budget is the one that counts, and the tighter buckets also keep a budget
 * per exact address, so one noisy neighbour leaves the rest of its network
 * room. Every write call spends from `write`; calls an attacker would
 * repeat (guessing passwords, sending SMS, solving the human check, flooding
 * feedback) also spend from a tighter bucket of their own. Domain rules that
 * count per account or per phone (login failures, SMS caps, free play per
 * device) stay where they are; these budgets sit in front of them.
 *
 * Windows are fixed, not sliding: one upsert per request, at the price of up
 * to twice a budget across a window boundary, which no budget here minds.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { calls, type CallDef } from '../../../src/services/calls';
import { errorCodes } from '../../../src/services/error-codes';
import { networkOf } from '../domain/access/network';
import { countHits, sweepCounters, type CountedHit, type CounterHit } from '../domain/access/rate-limit';
import { requestPlace } from '../routes/system/request-place';
import type { GatewayEnv } from './context';
import { DomainError } from './domain-error';
import { envelopeFor } from './respond';

export interface Budget {
  limit: number;
  windowMs: number;
}

export interface BucketBudgets {
  /** Spent by every address of the caller's network together. */
  perNetwork: Budget;
  /** Spent by the caller's exact address: half its network's, so one address cannot spend a neighbour's share. */
  perAddress?: Budget;
  /** Spent only when the call carries a token naming a member. */
  perMember?: Budget;
}

const minute = 60 * 1000;
const hour = 60 * minute;

export const callBudgets = {
  // A person never sends 60 writes a minute (a bet, a transfer, a claim each take a few clicks).
  // One network may hide a whole office or a mobile carrier's customers, hence five times that per network.
  write: { perNetwork: { limit: 300, windowMs: minute }, perMember: { limit: 60, windowMs: minute } },
  // Opening sessions and accounts: a person mistypes a password a few times, a shared address holds a few people.
  // Twenty a minute per network stops password spraying across accounts; guessing one account is stopped by
  // the failure counts of domain/access/login-throttle.ts.
  login: { perNetwork: { limit: 20, windowMs: minute }, perAddress: { limit: 10, windowMs: minute } },
  // Codes by SMS or email cost money and reach someone else's phone: a person asks again once or twice.
  sms: { perNetwork: { limit: 10, windowMs: 10 * minute }, perAddress: { limit: 5, windowMs: 10 * minute }, perMember: { limit: 5, windowMs: 10 * minute } },
  // The human check: a person takes one to three tries per login; a solver takes hundreds.
  captcha: { perNetwork: { limit: 30, windowMs: minute }, perAddress: { limit: 15, windowMs: minute } },
  // Feedback is read by people: a handful an hour is plenty, and the domain keeps one per sender per minute anyway.
  feedback: { perNetwork: { limit: 10, windowMs: hour }, perMember: { limit: 5, windowMs: hour } },
} as const satisfies Record<string, BucketBudgets>;

export type BucketName = keyof typeof callBudgets;

const callKey = (call: Pick<CallDef, 'method' | 'path'>): string => `${call.method} ${call.path}`;

/** Calls with a bucket of their own besides `write`. */
const ownBuckets = new Map<string, BucketName>([
  ...[calls.login, calls.loginFreePlay, calls.register, calls.registerMobile].map((call) => [callKey(call), 'login'] as const),
  ...[calls.smsLogin, calls.smsRegister, calls.smsForgotPassword, calls.bindMobileCode, calls.bindEmailCode, calls.forgotPasswordEmail].map(
    (call) => [callKey(call), 'sms'] as const,
  ),
  ...[calls.captcha, calls.humanCheckChallenge, calls.humanCheckVerify].map((call) => [callKey(call), 'captcha'] as const),
  [callKey(calls.feedback), 'feedback'],
]);

/** The buckets a call spends from: its own, then `write` unless it only reads. */
export function bucketsOf(call: Pick<CallDef, 'method' | 'path'>): BucketName[] {
  const own = ownBuckets.get(callKey(call));
  return [...(own ? [own] : []), ...(call.method === 'GET' ? [] : ['write' as const])];
}

/** Counter keys: `net:<network>:<bucket>`, `ip:<address>:<bucket>` and `member:<id>:<bucket>`. */
export const keyPrefixes = ['net:', 'ip:', 'member:'] as const;

interface BudgetedHit extends CounterHit {
  limit: number;
}

function hitsFor(buckets: readonly BucketName[], ip: string, memberId: number | null, scale: number): BudgetedHit[] {
  const hits: BudgetedHit[] = [];
  for (const bucket of buckets) {
    const budgets: BucketBudgets = callBudgets[bucket];
    hits.push({ key: `net:${networkOf(ip)}:${bucket}`, windowMs: budgets.perNetwork.windowMs, limit: budgets.perNetwork.limit * scale });
    if (budgets.perAddress) hits.push({ key: `ip:${ip}:${bucket}`, windowMs: budgets.perAddress.windowMs, limit: budgets.perAddress.limit * scale });
    if (memberId !== null && budgets.perMember) {
      hits.push({ key: `member:${memberId}:${bucket}`, windowMs: budgets.perMember.windowMs, limit: budgets.perMember.limit * scale });
    }
  }
  return hits;
}

const longestBudgetWindowMs = Math.max(
  ...Object.values(callBudgets).flatMap((budgets: BucketBudgets) => [budgets.perNetwork.windowMs, budgets.perAddress?.windowMs ?? 0, budgets.perMember?.windowMs ?? 0]),
);

/** Each instance deletes ended windows at most this often; with several instances the table is swept more often, never less. */
const sweepEveryMs = minute;

/**
 * Middleware per call, after the caller is identified (`caller` is set).
 * Made once per app: the sweep schedule belongs to the instance, the counts to the database.
 */
export function callLimits(): (call: CallDef) => MiddlewareHandler<GatewayEnv> | null {
  let nextSweepAt = 0;
  return (call) => {
    const buckets = bucketsOf(call);
    if (buckets.length === 0) return null;
    return async (c, next) => {
      const { db, clock, config } = c.get('deps');
      const scale = config.rateLimitScale ?? 1;
      if (scale === 0) return next();
      const now = clock.now();
      if (now >= nextSweepAt) {
        nextSweepAt = now + sweepEveryMs;
        await sweepCounters(db, now, keyPrefixes, longestBudgetWindowMs);
      }
      const budgeted = hitsFor(buckets, requestPlace(c).ip, c.get('caller').member?.id ?? null, scale);
      const counted = await countHits(db, budgeted, now);
      const spent = counted.filter((item, index) => item.count > budgeted[index].limit);
      if (spent.length > 0) return tooManyRequests(c, spent, now);
      await next();
    };
  };
}

/** 429 with the envelope and how many seconds until the last spent budget refills. */
function tooManyRequests(c: Context<GatewayEnv>, spent: readonly CountedHit[], now: number): Response {
  const refillsAt = Math.max(...spent.map((item) => item.windowEndsAt));
  c.header('Retry-After', String(Math.max(1, Math.ceil((refillsAt - now) / 1000))));
  return envelopeFor.error(c, new DomainError(errorCodes.tooManyRequests, 429));
}
