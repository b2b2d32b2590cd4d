/**
 * Rules of the security centre's forms, written with the gateway's own
 * limits (nickname length, birthday format, six-digit withdrawal password)
 * so a value the form lets through is one the gateway accepts. Messages are
 * locale keys (errors.<code> first), shown under their fields.
 */
import * as v from 'valibot';
import { mismatchKey } from '../../../forms/field-message';
import { paymentPasswordPattern } from '../../../services/schemas/funds';
import { emailPattern, isoDatePattern, nicknameMax, type SecurityConfig } from '../../../services/schemas/profile';
import { isOldEnough } from './age';
import { profileChanges, touchesPersonal } from './profile-changes';

const required = 'field.required';
const invalid = 'field.invalid';
export const sixDigitsKey = 'memberCentre.securityCenter.paymentPassword.rule';

export function profileSchema(config: SecurityConfig, today: string) {
  const address = v.pipe(
    v.string(),
    v.trim(),
    v.check((text) => text !== '' || !config.requireAddress, required),
    v.check((text) => text === '' || (text.length >= 5 && text.length <= 200), invalid),
  );
  return v.pipe(
    v.object({
      nickname: v.pipe(v.string(), v.trim(), v.minLength(1, required), v.maxLength(nicknameMax, invalid)),
      birthday: v.pipe(
        v.string(),
        v.check((text) => text === '' || isoDatePattern.test(text), invalid),
        v.check((text) => text === '' || text === config.birthday || isOldEnough(text, today, config.minimumAge), 'profile.age.under'),
      ),
      address,
      nationality: v.pipe(
        v.string(),
        v.check((text) => text !== '' || !config.requireNationality, required),
      ),
      consent: v.boolean(),
    }),
    v.forward(
      v.check((values) => config.consentAt !== null || values.consent || !touchesPersonal(profileChanges(values, config).input), 'profile.consent.required'),
      ['consent'],
    ),
  );
}

const sixDigits = v.pipe(v.string(), v.minLength(1, required), v.regex(paymentPasswordPattern, sixDigitsKey));

export function paymentPasswordSchema(hasPaymentPassword: boolean) {
  return v.pipe(
    v.object({
      oldPassword: hasPaymentPassword ? sixDigits : v.string(),
      newPassword: sixDigits,
      confirmPassword: v.pipe(v.string(), v.minLength(1, required)),
    }),
    v.forward(
      v.check((values) => values.newPassword === values.confirmPassword, mismatchKey),
      ['confirmPassword'],
    ),
  );
}

const code = v.pipe(v.string(), v.trim(), v.minLength(1, required), v.regex(/^\d{4,8}$/, invalid));
export const emailField = v.pipe(v.string(), v.trim(), v.minLength(1, required), v.regex(emailPattern, invalid));
export const mobileField = v.pipe(v.string(), v.trim(), v.minLength(1, required), v.regex(/^\d{6,15}$/, invalid));

export const bindEmailSchema = v.object({ email: emailField, code });
export const bindMobileSchema = v.object({ countryDialingCode: v.string(), mobileNo: mobileField, code });
