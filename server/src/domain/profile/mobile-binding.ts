/**
 * Binding a phone number through the SMS code channel the gateway runs (the
 * built-in sender, or third-party phone authentication). A phone bound
 * through phone authentication stays bound: no change, no unlinking (spec §5).
 */
import { and, eq, ne } from 'drizzle-orm';
import { errorCodes } from '../../../../src/services/error-codes';
import type { SecurityConfig } from '../../../../src/services/schemas/profile';
import type { Db } from '../../db';
import { members } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import type { GatewayDeps, Member } from '../../http/context';
import { DomainError } from '../../http/domain-error';
import type { Phone } from '../access/phone';
import { hit } from '../access/rate-limit';
import { usesPhoneAuth } from '../phone-auth';
import { channelFor, verifyPhoneCode } from '../sms';
import { securityConfig } from './security-config';

type Deps = Pick<GatewayDeps, 'db' | 'clock' | 'config'>;

/** Per member, on top of the channel's own per-number limits: a session must not become an SMS cannon. */
export const bindCodesPerHour = 10;

interface PhoneInput {
  countryDialingCode: string;
  mobileNo: string;
}

const refuseLocked = (member: Member): void => {
  if (member.phoneAuthBound) throw new DomainError(errorCodes.mobileLocked, 403);
};

const taken = (): DomainError => new DomainError(errorCodes.mobileTaken, 409, null, { mobileNo: errorCodes.mobileTaken });

async function refuseTaken(db: Db, memberId: number, phone: Phone): Promise<void> {
  const [other] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.countryDialingCode, phone.countryDialingCode), eq(members.mobile, phone.mobile), ne(members.id, memberId)))
    .limit(1);
  if (other) throw taken();
}

export async function sendMobileBindCode(deps: Deps, member: Member, input: PhoneInput): Promise<{ expiredMinutes: number }> {
  refuseLocked(member);
  const channel = channelFor(deps.config);
  const phone = channel.parsePhone(input.countryDialingCode, input.mobileNo, 'mobileNo');
  await refuseTaken(deps.db, member.id, phone);
  if (!(await hit(deps.db, `mobile-bind:hour:${member.id}`, 60 * 60 * 1000, bindCodesPerHour, deps.clock.now()))) {
    throw new DomainError(errorCodes.smsHourlyCap, 429);
  }
  await channel.send(deps, { phone, purpose: 'bind', deliver: true, humanCheck: null });
  return { expiredMinutes: channel.expiredMinutes };
}

export async function bindMobile(deps: Deps, member: Member, input: PhoneInput & { code: string }): Promise<SecurityConfig> {
  refuseLocked(member);
  const phone = channelFor(deps.config).parsePhone(input.countryDialingCode, input.mobileNo, 'mobileNo');
  await refuseTaken(deps.db, member.id, phone);
  try {
    await verifyPhoneCode(deps, phone, ['bind'], input.code);
  } catch (error) {
    // The channels name the field of the login and recovery forms; this form calls it `code`.
    const field = error instanceof DomainError ? error.fields?.verificationCode : undefined;
    if (field) throw new DomainError((error as DomainError).code, 400, null, { code: field });
    throw error;
  }
  let bound: { id: number }[];
  try {
    bound = await deps.db
      .update(members)
      .set({ countryDialingCode: phone.countryDialingCode, mobile: phone.mobile, mobileVerified: true, phoneAuthBound: usesPhoneAuth(deps.config) })
      .where(and(eq(members.id, member.id), eq(members.phoneAuthBound, false)))
      .returning({ id: members.id });
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
  // Bound through phone authentication by a concurrent request meanwhile.
  if (bound.length === 0) throw new DomainError(errorCodes.mobileLocked, 403);
  return securityConfig(deps.db, member.id);
}
