/**
 * The schemas each access form validates with (src/forms), picked for the
 * flow's state: tab, captcha shown, register rules.
 */
import type { FormSchema } from '../../components/form/schema-resolver';
import type { RegisterRules } from '../../services/schemas/system';
import { buildChangePasswordSchema } from '../../forms/change-password-schema';
import { buildForgotCodeSchema, buildForgotEmailSchema, buildForgotNewPasswordSchema } from '../../forms/forgot-password-schema';
import { buildLoginSchema } from '../../forms/login-schema';
import { buildRegisterSchema, registerFormFields, type RegisterFormOptions } from '../../forms/register-schema';

// The union of the two tab shapes widens its issue type; the views only need a schema to run.
export const loginSchema = (tab: 'username' | 'sms', captchaShown: boolean, rules: RegisterRules): FormSchema =>
  buildLoginSchema(rules, { tab, captchaShown }) as unknown as FormSchema;

export const changePasswordSchema = (askOldPassword: boolean, rules: RegisterRules) => buildChangePasswordSchema(rules, { askOldPassword });

export const forgotSchemas = (rules: RegisterRules) => ({
  email: buildForgotEmailSchema(rules),
  code: buildForgotCodeSchema(rules),
  newPassword: buildForgotNewPasswordSchema(rules),
});

/** Fields the register form renders; the dialling code travels as the mobile input's prefix. */
export function registerForm(rules: RegisterRules, options: RegisterFormOptions) {
  const fields = registerFormFields(rules, options)
    .filter((field) => field.name !== 'countryDialingCode')
    .map((field) => ({ ...field, maxLength: field.name === 'verificationCode' ? 255 : rules[field.name]?.maxLength }));
  return { fields, schema: buildRegisterSchema(rules, options) };
}
