/**
 * The profile form's values → what the profile call is sent: only what
 * changed. A birthday being set goes behind the age prompt, so the call
 * carries `ageConfirmed` and the page asks first. Consent is sent once,
 * the first time the member ticks it.
 */
import type { ProfileUpdateInput, SecurityConfig } from '../../../services/schemas/profile';

export interface ProfileValues {
  nickname: string;
  /** '' while not set. */
  birthday: string;
  address: string;
  nationality: string;
  consent: boolean;
}

export const profileValuesOf = (config: SecurityConfig): ProfileValues => ({
  nickname: config.nickname,
  birthday: config.birthday ?? '',
  address: config.address ?? '',
  nationality: config.nationality ?? '',
  consent: config.consentAt !== null,
});

export interface ProfileChanges {
  input: ProfileUpdateInput;
  /** The birthday is being set: the member confirms the age prompt first. */
  askAge: boolean;
}

export function profileChanges(values: ProfileValues, config: SecurityConfig): ProfileChanges {
  const input: ProfileUpdateInput = {};
  if (values.nickname.trim() !== config.nickname) input.nickname = values.nickname.trim();
  const askAge = values.birthday !== '' && values.birthday !== (config.birthday ?? '');
  if (askAge) {
    input.birthday = values.birthday;
    input.ageConfirmed = true;
  }
  if (values.address.trim() !== (config.address ?? '') && values.address.trim() !== '') input.address = values.address.trim();
  if (values.nationality !== (config.nationality ?? '') && values.nationality !== '') input.nationality = values.nationality;
  if (values.consent && config.consentAt === null) input.consent = true;
  return { input, askAge };
}

/** Whether the changes touch personal details, which need consent on record (spec §5). */
export const touchesPersonal = (input: ProfileUpdateInput): boolean =>
  input.birthday !== undefined || input.address !== undefined || input.nationality !== undefined || input.consent === true;
