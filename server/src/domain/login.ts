/**
 * Logging in by username and password (behind the slide human check) or by
 * mobile number and SMS code, with the captcha and the lockouts of
 * access/login-throttle.ts (they follow the device and address that failed);
 * free play; logout. Every success ends in `completeLogin`.
 */
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { errorCodes } from '../../../src/services/error-codes';
import { trialType, type LoginResult } from '../../../src/services/schemas/account';
import { members } from '../db/schema';
import type { GatewayDeps, Member } from '../http/context';
import { DomainError } from '../http/domain-error';
import { refuseLocked } from './backoffice/member-locks';
import { breakInForce, holdsUntil } from './protection/breaks/in-force';
import { checkCaptcha } from './captcha';
import { consumeResetLogin, requireHumanCheck } from './human-check';
import { clearLoginFailures, countLoginFailure, loginStanding, type LoginAttempt } from './access/login-throttle';
import { parsePhone, phoneKey, type Phone } from './access/phone';
import { hit } from './access/rate-limit';
import { requireSwitch } from './access/switches';
import { createMember, findMemberByAccount, findMemberByPhone, normaliseAccount } from './members';
import { redeemTemporaryPassword } from './access/temporary-passwords';
import { decoyHash, defaultPasswordOf, hashPassword, needsRehash, verifyPassword } from './passwords';
import { openSession, revokeSession } from './sessions';
import { recordSignIn, type SignInOrigin } from './sign-ins';
import { channelFor } from './sms';

type Deps = Pick<GatewayDeps, 'db' | 'clock' | 'config'>;

export interface LoginInput {
  username: string;
  password: string;
  captcha?: string;
  /** '' is what the portal sends for the automatic login after a phone reset; it means username. */
  type: 'username' | 'sms' | '';
  humanCheckToken?: string;
  mobileNum?: string;
  countryDialingCode?: string;
  deviceId: string;
  /** Recorded with the sign-in the member's security centre lists. */
  origin: SignInOrigin;
}

interface Verified {
  member: Member;
  /** The account must change its password now (temporary password from a reset). */
  forceExpired?: boolean;
}

export async function login(deps: Deps, input: LoginInput): Promise<LoginResult> {
  const bySms = input.type === 'sms';
  let phone: Phone | null = null;
  if (bySms) {
    await requireSwitch(deps.db, 'MOBILEVERCODELOGIN3');
    phone = channelFor(deps.config).parsePhone(input.countryDialingCode ?? '', input.username || input.mobileNum || '', 'username');
  } else if (input.type === '' && !input.humanCheckToken) {
    await requireResetGrant(deps, input);
  } else {
    await requireHumanCheck(deps, { token: input.humanCheckToken, action: 'login', deviceId: input.deviceId });
  }
  const now = deps.clock.now();
  const userKey = phone ? `phone:${phoneKey(phone)}` : `user:${normaliseAccount(input.username)}`;
  const attempt: LoginAttempt = { account: userKey, deviceId: input.deviceId, ip: input.origin.ip };
  const guard = await loginStanding(deps.db, attempt, now);
  if (guard.lockedUntil !== null) throw new DomainError(errorCodes.accountLocked, 403, { captcha: true, lockedUntil: guard.lockedUntil });
  if (guard.captchaRequired) {
    if (!input.captcha?.trim()) throw new DomainError(errorCodes.captchaRequired, 400, { captcha: true });
    if (!(await checkCaptcha(deps, input.deviceId, input.captcha))) throw new DomainError(errorCodes.captchaInvalid, 400, { captcha: true });
  }

  let verified: Verified | null;
  let failureCode: string = errorCodes.badCredentials;
  try {
    verified = phone ? await verifyBySms(deps, phone, input.password) : await verifyByPassword(deps, await passwordLoginMember(deps, input), input.password);
  } catch (error) {
    // Phone-authentication refusals keep their own codes (spec §8); anything else is a real fault.
    if (!(error instanceof DomainError) || !error.code.startsWith('phoneAuth.')) throw error;
    verified = null;
    failureCode = error.code;
  }
  if (!verified) {
    const failure = await countLoginFailure(deps.db, attempt, now);
    if (failure.lockedUntil !== null) throw new DomainError(errorCodes.accountLocked, 403, { captcha: true, lockedUntil: failure.lockedUntil });
    throw new DomainError(failureCode, 400, { captcha: true });
  }
  await clearLoginFailures(deps.db, attempt);
  const usedDefault = !bySms && input.password === defaultPasswordOf(deps.config);
  return completeLogin(deps, verified.member, { passwordDefault: bySms ? verified.member.passwordDefault : usedDefault, forceExpired: verified.forceExpired }, input.origin);
}

/** The account named by the username, or else the owner of the mobile number it may be (mobile sign-ups, the post-reset login). */
async function passwordLoginMember(deps: Deps, input: LoginInput): Promise<Member | null> {
  const byAccount = await findMemberByAccount(deps.db, input.username);
  if (byAccount || !input.countryDialingCode) return byAccount;
  const phone = parsePhone(input.countryDialingCode, input.username);
  return phone ? findMemberByPhone(deps.db, phone) : null;
}

/**
 * The portal's automatic login after a reset by phone sends type '' and no
 * puzzle pass; it stands in only for the member and device that just reset.
 */
async function requireResetGrant(deps: Deps, input: LoginInput): Promise<void> {
  const member = await passwordLoginMember(deps, input);
  if (!member || !(await consumeResetLogin(deps, member.id, input.deviceId))) throw new DomainError(errorCodes.verificationRequired, 400);
}

async function verifyByPassword(deps: Deps, member: Member | null, password: string): Promise<Verified | null> {
  // Unknown accounts cost the same hash as known ones: timing does not tell them apart.
  const matches = await verifyPassword(password, member?.passwordHash ?? (await decoyHash()));
  if (!member) return null;
  if (matches) {
    if (needsRehash(member.passwordHash)) {
      await deps.db.update(members).set({ passwordHash: await hashPassword(password) }).where(eq(members.id, member.id));
    }
    return { member };
  }
  return (await redeemTemporaryPassword(deps, member, password)) ? { member, forceExpired: true } : null;
}

async function verifyBySms(deps: Deps, phone: Phone, code: string): Promise<Verified | null> {
  const member = await findMemberByPhone(deps.db, phone);
  if (!member) return null;
  try {
    await channelFor(deps.config).verify(deps, { phone, purposes: ['login'], code });
    return { member };
  } catch (error) {
    if (error instanceof DomainError && !error.code.startsWith('phoneAuth.')) return null;
    throw error;
  }
}

/** Opens a session, records the sign-in and answers the login result; used by every path that logs someone in. */
export async function completeLogin(
  deps: Deps,
  member: Member,
  flags: { passwordDefault: boolean; forceExpired?: boolean },
  origin: SignInOrigin,
): Promise<LoginResult> {
  // An account an operator locked opens no session, whichever way it signs in.
  await refuseLocked(deps.db, member.id);
  const now = deps.clock.now();
  const firstTimeLogin = member.firstLoginAt === null;
  await deps.db
    .update(members)
    .set({ passwordDefault: flags.passwordDefault, ...(firstTimeLogin ? { firstLoginAt: now } : {}) })
    .where(eq(members.id, member.id));
  const token = await openSession(deps, member.id);
  await recordSignIn(deps.db, { memberId: member.id, token, at: now, origin });
  const passwordExpired = flags.forceExpired === true || (member.passwordExpiresAt !== null && member.passwordExpiresAt <= now);
  // A member on a break still signs in (to withdraw, to read records); the answer says until when play stays closed.
  const held = await breakInForce(deps.db, member.id, now);
  const protection = held ? { protection: { kind: held.kind, until: holdsUntil(held) } } : {};
  return { token, firstTimeLogin, passwordExpired, passwordDefault: flags.passwordDefault, userName: member.account, ...protection };
}

export const freePlayCredit = '2000.00';
export const freePlayPerDeviceHourly = 20;

/** A fresh trial account with demo credit, logged in at once. */
export async function loginFreePlay(deps: Deps, origin: SignInOrigin): Promise<LoginResult> {
  const { deviceId } = origin;
  await requireSwitch(deps.db, 'FREEPLAY3');
  const now = deps.clock.now();
  if (!(await hit(deps.db, `freeplay:${deviceId || 'unknown'}`, 60 * 60 * 1000, freePlayPerDeviceHourly, now))) {
    throw new DomainError(errorCodes.tooManyRequests, 429);
  }
  for (let attempt = 0; attempt < 5; attempt++) {
    const account = `guest${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
    if (await findMemberByAccount(deps.db, account)) continue;
    const member = await createMember(deps.db, {
      account,
      password: null,
      type: trialType,
      nickname: 'Guest',
      openingBalance: freePlayCredit,
      openingKind: 'bonus',
      now,
    });
    return completeLogin(deps, member, { passwordDefault: false }, origin);
  }
  throw new DomainError(errorCodes.internal, 500);
}

export async function logout(deps: Pick<GatewayDeps, 'db' | 'clock'>, token: string): Promise<null> {
  await revokeSession(deps, token);
  return null;
}
