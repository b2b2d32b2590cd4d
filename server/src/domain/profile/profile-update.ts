/**
 * Saves the profile form: nickname, birthday (behind the age prompt),
 * address and nationality, and consent to the terms and privacy policy.
 * Personal details need consent, given now or before, and where the brand
 * asks for an address or nationality a form touching personal details must
 * leave them filled (spec §5). Every refusal is a field error, all at once.
 */
import { eq } from 'drizzle-orm';
import { errorCodes } from '../../../../src/services/error-codes';
import type { ProfileUpdateInput, SecurityConfig } from '../../../../src/services/schemas/profile';
import { members } from '../../db/schema';
import type { GatewayDeps, Member } from '../../http/context';
import { DomainError } from '../../http/domain-error';
import { birthdayRefusal } from './birthday';
import { profileSettings } from './profile-settings';
import { securityConfig } from './security-config';

type Deps = Pick<GatewayDeps, 'db' | 'clock'>;

export async function updateProfile(deps: Deps, member: Member, input: ProfileUpdateInput): Promise<SecurityConfig> {
  const now = deps.clock.now();
  const brand = await profileSettings(deps.db);
  const nationality = input.nationality?.trim().toUpperCase();
  const personal = input.birthday !== undefined || input.address !== undefined || nationality !== undefined || input.consent === true;
  const fields: Record<string, string> = {};
  if (input.birthday !== undefined) {
    const refusal = birthdayRefusal(input.birthday, input.ageConfirmed, now);
    if (refusal) fields.birthday = refusal;
  }
  if (nationality !== undefined && !brand.nationalities.includes(nationality)) fields.nationality = errorCodes.fieldInvalid;
  if (personal) {
    if (brand.requireAddress && !(input.address ?? member.address)) fields.address ??= errorCodes.fieldRequired;
    if (brand.requireNationality && !(nationality ?? member.nationality)) fields.nationality ??= errorCodes.fieldRequired;
    if (member.consentAt === null && input.consent !== true) fields.consent = errorCodes.consentRequired;
  }
  const refusals = Object.values(fields);
  if (refusals.length > 0) throw new DomainError(refusals.length === 1 ? refusals[0] : errorCodes.badRequest, 400, null, fields);
  const changes: Partial<typeof members.$inferInsert> = {
    ...(input.nickname !== undefined ? { nickname: input.nickname } : {}),
    ...(input.birthday !== undefined ? { birthday: input.birthday } : {}),
    ...(input.address !== undefined ? { address: input.address } : {}),
    ...(nationality !== undefined ? { nationality } : {}),
    // The first agreement is the one on record; agreeing again changes nothing.
    ...(input.consent === true && member.consentAt === null ? { consentAt: now } : {}),
  };
  if (Object.keys(changes).length > 0) await deps.db.update(members).set(changes).where(eq(members.id, member.id));
  return securityConfig(deps.db, member.id);
}
