import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { encodeFieldMessage } from '../../../src/forms/field-message';
import { buildRegisterSchema, registerFormFields, verificationCodeRule, type RegisterFormOptions } from '../../../src/forms/register-schema';
import type { RegisterRules } from '../../../src/services/schemas/system';
import { defaultRegisterRules } from '../../../server/src/seed/brand';

const rules: RegisterRules = defaultRegisterRules;

const usernameForm: RegisterFormOptions = { regType: 'username', mobilePassword: true, smsVerification: false, captchaShown: false };
const mobileForm: RegisterFormOptions = { regType: 'mobile', mobilePassword: false, smsVerification: false, captchaShown: false };

const issuesOf = (schema: v.GenericSchema, value: unknown): Record<string, string> => {
  const result = v.safeParse(schema, value);
  if (result.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = issue.path?.map((item) => String(item.key)).join('.') ?? '_';
    fields[key] ??= issue.message;
  }
  return fields;
};

const validUsernameForm = { username: 'player01', password: 'abc12345', confirmPassword: 'abc12345', email: '' };

describe('register form from the gateway rules', () => {
  it('shows the username form fields and the enabled optional ones, with their required flags', () => {
    const fields = registerFormFields(rules, usernameForm);
    expect(fields.map((field) => field.name)).toEqual(['username', 'password', 'confirmPassword', 'payeeName', 'email', 'affiliateCode']);
    expect(fields.filter((field) => field.required).map((field) => field.name)).toEqual(['username', 'password', 'confirmPassword']);
  });

  it('accepts a valid username registration', () => {
    expect(issuesOf(buildRegisterSchema(rules, usernameForm), validUsernameForm)).toEqual({});
  });

  it('puts the rule message below each failing field', () => {
    const issues = issuesOf(buildRegisterSchema(rules, usernameForm), { ...validUsernameForm, username: '1player', email: 'nope' });
    expect(issues).toEqual({
      username: encodeFieldMessage('reg_pattern_1', { min: 4, max: 16 }),
      email: encodeFieldMessage('reg_pattern_3', { min: 5, max: 50 }),
    });
  });

  it('asks for required fields and for a matching confirmation', () => {
    expect(issuesOf(buildRegisterSchema(rules, usernameForm), {})).toMatchObject({ username: 'form.required', password: 'form.required' });
    expect(issuesOf(buildRegisterSchema(rules, usernameForm), { ...validUsernameForm, confirmPassword: 'abc123456' })).toEqual({
      confirmPassword: 'form.password_mismatch',
    });
  });

  it('reports a mismatch even while another field is wrong', () => {
    const issues = issuesOf(buildRegisterSchema(rules, usernameForm), { ...validUsernameForm, username: '', confirmPassword: 'other1' });
    expect(issues).toEqual({ username: 'form.required', confirmPassword: 'form.password_mismatch' });
  });

  it('builds the mobile form: mobile number, code, no username, password only with MOBILENUMPASSREG3', () => {
    const names = registerFormFields(rules, mobileForm).map((field) => field.name);
    expect(names.slice(0, 3)).toEqual(['countryDialingCode', 'mobileNum', 'verificationCode']);
    expect(names).not.toContain('username');
    expect(names).not.toContain('password');
    expect(registerFormFields(rules, { ...mobileForm, mobilePassword: true }).map((field) => field.name)).toContain('password');
    const issues = issuesOf(buildRegisterSchema(rules, mobileForm), { countryDialingCode: '+63', mobileNum: '12ab', verificationCode: '' });
    expect(issues).toEqual({ mobileNum: encodeFieldMessage('reg_pattern_6', { min: 9, max: 11 }), verificationCode: 'form.required' });
  });

  it('adds the mobile number and SMS code to the username form with REGMOBVERF3', () => {
    const names = registerFormFields(rules, { ...usernameForm, smsVerification: true }).map((field) => field.name);
    expect(names).toEqual(expect.arrayContaining(['username', 'mobileNum', 'verificationCode']));
  });

  it('gives the verification code max 255, min 0 and the mobile pattern', () => {
    expect(verificationCodeRule(rules.mobileNum)).toMatchObject({ acceptedPattern: '^[0-9]+$', patternId: 6, minLength: 0, maxLength: 255, required: true });
    const schema = buildRegisterSchema(rules, mobileForm);
    const base = { countryDialingCode: '+63', mobileNum: '9171234567' };
    expect(issuesOf(schema, { ...base, verificationCode: '1'.repeat(255) })).toEqual({});
    expect(issuesOf(schema, { ...base, verificationCode: '1'.repeat(256) })).toEqual({
      verificationCode: encodeFieldMessage('reg_pattern_6', { min: 0, max: 255 }),
    });
    expect(issuesOf(schema, { ...base, verificationCode: '12a' })).toHaveProperty('verificationCode');
  });

  it('shows optional fields only when enabled, required as set; paymentPassword always required when shown', () => {
    const custom: RegisterRules = {
      ...rules,
      paymentPassword: { ...rules.paymentPassword, enabled: true, required: false },
      qqNum: { ...rules.qqNum, enabled: true, required: true },
      email: { ...rules.email, enabled: false },
    };
    const fields = registerFormFields(custom, usernameForm);
    expect(fields).toEqual(expect.arrayContaining([{ name: 'paymentPassword', required: true }, { name: 'qqNum', required: true }]));
    expect(fields.map((field) => field.name)).not.toContain('email');
  });

  it('shows the captcha when the public setting says so, checked for presence only', () => {
    const options = { ...usernameForm, captchaShown: true };
    expect(registerFormFields(rules, options).at(-1)).toEqual({ name: 'captcha', required: true });
    expect(issuesOf(buildRegisterSchema(rules, options), validUsernameForm)).toEqual({ captcha: 'form.required' });
    expect(issuesOf(buildRegisterSchema(rules, options), { ...validUsernameForm, captcha: 'x' })).toEqual({});
  });

  it('uses exact-length messages when the bounds are equal', () => {
    const custom: RegisterRules = { ...rules, paymentPassword: { ...rules.paymentPassword, enabled: true } };
    const issues = issuesOf(buildRegisterSchema(custom, usernameForm), { ...validUsernameForm, paymentPassword: '123' });
    expect(issues).toEqual({ paymentPassword: encodeFieldMessage('reg_pattern_6_exact', { length: 6 }) });
  });
});
