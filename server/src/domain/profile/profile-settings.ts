/**
 * What the brand asks of a member's profile (spec §5): whether address and
 * nationality are required, and the nationalities offered (ISO 3166 codes;
 * the page names them in the member's language). An operator setting in
 * `settings`, so a brand can change it without a release.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { settings } from '../../db/schema';

export const profileSettingKey = 'memberProfile';

export interface ProfileSettings {
  requireAddress: boolean;
  requireNationality: boolean;
  nationalities: string[];
}

export const defaultNationalities = ['PH', 'VN', 'TH', 'ID', 'MY', 'SG', 'IN', 'KH', 'MM', 'BD', 'CN', 'JP', 'KR', 'TW', 'HK', 'US', 'GB', 'AU'];

/** A brand without the setting asks for neither. */
export const unsetProfileSettings: ProfileSettings = { requireAddress: false, requireNationality: false, nationalities: defaultNationalities };

/** The demo brand asks for both. */
export const demoProfileSettings: ProfileSettings = { requireAddress: true, requireNationality: true, nationalities: defaultNationalities };

export async function profileSettings(db: Db): Promise<ProfileSettings> {
  const [row] = await db.select().from(settings).where(eq(settings.key, profileSettingKey)).limit(1);
  const value = (row?.value ?? {}) as Partial<ProfileSettings>;
  return {
    requireAddress: value.requireAddress === true,
    requireNationality: value.requireNationality === true,
    nationalities: Array.isArray(value.nationalities) && value.nationalities.every((code) => typeof code === 'string') ? value.nationalities : defaultNationalities,
  };
}
