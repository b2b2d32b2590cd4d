/**
 * How often one device and one address may ask for slide puzzles and answer
 * them. A script that fails nine times in ten still wins if it may try
 * forever, so failures are counted and a device or address that keeps
 * failing gets no new puzzle until its window has passed. The counters live
 * in the database (`rate_counters`), shared by every gateway instance.
 */
import { errorCodes } from '../../../src/services/error-codes';
import type { GatewayDeps } from '../http/context';
import { DomainError } from '../http/domain-error';
import { hit, hitsSoFar } from './access/rate-limit';
import { networkOf } from './access/network';

const minute = 60 * 1000;

export const humanCheckLimits = {
  device: { challengesPerMinute: 10, verifiesPerMinute: 10, failuresPer10Minutes: 5 },
  /**
   * Per network (access/network.ts: a /24, a /64, or this machine), so a caller cannot multiply it by its
   * neighbours' addresses. Generous: many people may share one address behind a carrier's or an office's NAT.
   */
  ip: { challengesPerMinute: 60, verifiesPerMinute: 60, failuresPer10Minutes: 30 },
} as const;

const failureWindowMs = 10 * minute;

export interface Requester {
  deviceId: string;
  /** The caller's address as the gateway sees it (behind the proxy, the forwarded one). */
  ip: string;
}

type Deps = Pick<GatewayDeps, 'db' | 'clock' | 'config'>;

const tooMany = (): DomainError => new DomainError(errorCodes.tooManyRequests, 429);

/**
 * A whole test run shares one loopback address, so the per-address limits
 * step aside where the test bypass is on (never in production); the
 * per-device limits always apply.
 */
const limitsAddress = ({ config }: Deps): boolean => !(config.testHumanCheckBypass && !config.production);

/**
 * Refuses a device or address at its failure limit; otherwise answers how
 * many failures weigh on the caller, an address's scaled to a device's
 * (an address may fail six times as often before it is stopped).
 */
async function refuseRepeatedFailures(deps: Deps, who: Requester, now: number): Promise<number> {
  const device = await hitsSoFar(deps.db, `human-check:fail:device:${who.deviceId}`, failureWindowMs, now);
  if (device >= humanCheckLimits.device.failuresPer10Minutes) throw tooMany();
  if (!limitsAddress(deps)) return device;
  const ip = await hitsSoFar(deps.db, `human-check:fail:net:${networkOf(who.ip)}`, failureWindowMs, now);
  if (ip >= humanCheckLimits.ip.failuresPer10Minutes) throw tooMany();
  return Math.max(device, Math.floor((ip * humanCheckLimits.device.failuresPer10Minutes) / humanCheckLimits.ip.failuresPer10Minutes));
}

/** Counts a challenge against the device and the address; answers the caller's recent failures (see refuseRepeatedFailures). */
export async function limitChallenge(deps: Deps, who: Requester): Promise<number> {
  const now = deps.clock.now();
  const failures = await refuseRepeatedFailures(deps, who, now);
  if (!(await hit(deps.db, `human-check:challenge:device:${who.deviceId}`, minute, humanCheckLimits.device.challengesPerMinute, now))) throw tooMany();
  if (limitsAddress(deps) && !(await hit(deps.db, `human-check:challenge:net:${networkOf(who.ip)}`, minute, humanCheckLimits.ip.challengesPerMinute, now))) throw tooMany();
  return failures;
}

export async function limitVerify(deps: Deps, who: Requester): Promise<void> {
  const now = deps.clock.now();
  await refuseRepeatedFailures(deps, who, now);
  if (!(await hit(deps.db, `human-check:verify:device:${who.deviceId}`, minute, humanCheckLimits.device.verifiesPerMinute, now))) throw tooMany();
  if (limitsAddress(deps) && !(await hit(deps.db, `human-check:verify:net:${networkOf(who.ip)}`, minute, humanCheckLimits.ip.verifiesPerMinute, now))) throw tooMany();
}

/** Counts a wrong answer against the device and the address, `weight` times. */
export async function countFailure(deps: Deps, who: Requester, weight = 1): Promise<void> {
  const now = deps.clock.now();
  for (let i = 0; i < weight; i++) {
    await hit(deps.db, `human-check:fail:device:${who.deviceId}`, failureWindowMs, Number.MAX_SAFE_INTEGER, now);
    if (limitsAddress(deps)) await hit(deps.db, `human-check:fail:net:${networkOf(who.ip)}`, failureWindowMs, Number.MAX_SAFE_INTEGER, now);
  }
}
