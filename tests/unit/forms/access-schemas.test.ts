import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { buildChangePasswordSchema } from '../../../src/forms/change-password-schema';
import { encodeFieldMessage } from '../../../src/forms/field-message';
import { buildForgotCodeSchema, buildForgotEmailSchema, buildForgotNewPasswordSchema } from '../../../src/forms/forgot-password-schema';
import { buildLoginSchema } from '../../../src/forms/login-schema';
import { defaultRegisterRules as rules } from '../../../server/src/seed/brand';

const issuesOf = (schema: v.GenericSchema, value: unknown): Record<string, string> => {
  const result = v.safeParse(schema, value);
  if (result.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of result.issues) fields[issue.path?.map((item) => String(item.key)).join('.') ?? '_'] ??= issue.message;
  return fields;
};

const passwordMessage = encodeFieldMessage('reg_pattern_5', { min: 6, max: 20 });

describe('login form', () => {
  it('needs username and password, and the captcha only when shown', () => {
    expect(issuesOf(buildLoginSchema(rules, { tab: 'username', captchaShown: false }), { username: ' ', password: '' })).toEqual({
      username: 'form.required',
      password: 'form.required',
    });
    expect(issuesOf(buildLoginSchema(rules, { tab: 'username', captchaShown: false }), { username: 'x', password: 'y' })).toEqual({});
    expect(issuesOf(buildLoginSchema(rules, { tab: 'username', captchaShown: true }), { username: 'x', password: 'y' })).toEqual({ captcha: 'form.required' });
  });

  it('trims the username and password it hands over', () => {
    expect(v.parse(buildLoginSchema(rules, { tab: 'username', captchaShown: false }), { username: ' bob ', password: ' pw ' })).toEqual({ username: 'bob', password: 'pw' });
  });

  it('checks the mobile number by its rule and needs the SMS code on the SMS tab', () => {
    const schema = buildLoginSchema(rules, { tab: 'sms', captchaShown: false });
    expect(issuesOf(schema, { countryDialingCode: '+63', mobileNum: '12', verificationCode: '' })).toEqual({
      mobileNum: encodeFieldMessage('reg_pattern_6', { min: 9, max: 11 }),
      verificationCode: 'form.required',
    });
    expect(issuesOf(schema, { countryDialingCode: '+63', mobileNum: '9171234567', verificationCode: '123456' })).toEqual({});
    const withCaptcha = buildLoginSchema(rules, { tab: 'sms', captchaShown: true });
    expect(issuesOf(withCaptcha, { countryDialingCode: '+63', mobileNum: '9171234567', verificationCode: '123456' })).toEqual({ captcha: 'form.required' });
  });
});

describe('forgot-password forms', () => {
  it('checks username and e-mail by their rules', () => {
    expect(issuesOf(buildForgotEmailSchema(rules), { username: '', email: 'x' })).toEqual({
      username: 'form.required',
      email: encodeFieldMessage('reg_pattern_3', { min: 5, max: 50 }),
    });
    expect(issuesOf(buildForgotEmailSchema(rules), { username: 'player01', email: 'a@b.co' })).toEqual({});
  });

  it('checks the mobile number and needs the code', () => {
    expect(issuesOf(buildForgotCodeSchema(rules), { countryDialingCode: '', mobileNum: '9171234567', verificationCode: '' })).toEqual({
      countryDialingCode: 'form.required',
      verificationCode: 'form.required',
    });
  });

  it('checks the new password by the password rule and its confirmation', () => {
    expect(issuesOf(buildForgotNewPasswordSchema(rules), { newPassword: 'abcdefg', confirmPassword: 'abcdefg' })).toEqual({ newPassword: passwordMessage });
    expect(issuesOf(buildForgotNewPasswordSchema(rules), { newPassword: 'abc12345', confirmPassword: 'abc1234' })).toEqual({
      confirmPassword: 'form.password_mismatch',
    });
  });
});

describe('change-password form', () => {
  it('needs the old password only when it is asked for', () => {
    const values = { newPassword: 'abc12345', confirmPassword: 'abc12345' };
    expect(issuesOf(buildChangePasswordSchema(rules, { askOldPassword: true }), values)).toEqual({ oldPassword: 'form.required' });
    expect(issuesOf(buildChangePasswordSchema(rules, { askOldPassword: false }), values)).toEqual({});
  });

  it('checks the new password by its rule and the confirmation for equality', () => {
    const schema = buildChangePasswordSchema(rules, { askOldPassword: false });
    expect(issuesOf(schema, { newPassword: 'short', confirmPassword: 'short' })).toEqual({ newPassword: passwordMessage });
    expect(issuesOf(schema, { newPassword: 'abc12345', confirmPassword: '' })).toEqual({ confirmPassword: 'form.required' });
    expect(issuesOf(schema, { newPassword: 'abc12345', confirmPassword: 'abc12346' })).toEqual({ confirmPassword: 'form.password_mismatch' });
  });
});
