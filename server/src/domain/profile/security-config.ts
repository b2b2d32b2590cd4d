/** The security centre's view of the caller: profile, brand requirements, bindings and whether a payment password exists. */
import { eq } from 'drizzle-orm';
import { birthdayAge, type SecurityConfig } from '../../../../src/services/schemas/profile';
import type { Db } from '../../db';
import { members } from '../../db/schema';
import { maskEmail, maskPhone } from './masks';
import { profileSettings } from './profile-settings';

export async function securityConfig(db: Db, memberId: number): Promise<SecurityConfig> {
  const [member] = await db.select().from(members).where(eq(members.id, memberId)).limit(1);
  if (!member) throw new Error(`member ${memberId} vanished`);
  const brand = await profileSettings(db);
  return {
    account: member.account,
    nickname: member.nickname,
    birthday: member.birthday,
    address: member.address,
    nationality: member.nationality,
    consentAt: member.consentAt,
    requireAddress: brand.requireAddress,
    requireNationality: brand.requireNationality,
    minimumAge: birthdayAge,
    nationalities: brand.nationalities,
    hasPaymentPassword: member.paymentPasswordHash !== null,
    mobile: maskPhone(member.countryDialingCode, member.mobile),
    mobileVerified: member.mobileVerified,
    phoneAuthBound: member.phoneAuthBound,
    email: maskEmail(member.email),
    emailVerified: member.emailVerified,
  };
}
