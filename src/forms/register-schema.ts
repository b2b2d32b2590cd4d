/**
 * The registration form, built at run time from the gateway's register rules
 * (spec §5): which fields show, which are required (a star on the
 * placeholder) and how each is checked.
 */
import * as v from 'valibot';
import type { RegisterRule, RegisterRules } from '../services/schemas/system';
import { confirmationMatches, requiredField, ruleField, type FieldSchema } from './field-rule';

export type RegType = 'username' | 'mobile';

export interface RegisterFormOptions {
  regType: RegType;
  /** MOBILENUMPASSREG3: the mobile form asks for a password. */
  mobilePassword: boolean;
  /** REGMOBVERF3: the username form asks for the mobile number and an SMS code. */
  smsVerification: boolean;
  captchaShown: boolean;
}

export interface RegisterField {
  name: string;
  required: boolean;
}

/** Shown only when their rule is enabled; required as the rule says (paymentPassword always, when shown). */
export const optionalFields = [
  'payeeName',
  'qqNum',
  'email',
  'recommenderId',
  'paymentPassword',
  'line',
  'whatsapp',
  'zalo',
  'facebook',
  'wechat',
  'idNumber',
  'affiliateCode',
] as const;

/** Verification code: max 255, min 0, pattern and required from the mobile rule. */
export function verificationCodeRule(mobileRule: RegisterRule | undefined): RegisterRule {
  return {
    enabled: true,
    required: true,
    acceptedPattern: mobileRule?.acceptedPattern ?? '*',
    patternId: mobileRule?.patternId ?? 0,
    minLength: 0,
    maxLength: 255,
  };
}

interface FieldEntry extends RegisterField {
  schema: FieldSchema;
}

function fieldEntries(rules: RegisterRules, options: RegisterFormOptions): FieldEntry[] {
  const entry = (name: string, rule: RegisterRule | undefined, required: boolean): FieldEntry => ({
    name,
    required,
    schema: rule ? ruleField(rule, { required }) : ruleField(undefined, { required }),
  });
  const mobileForm = options.regType === 'mobile';
  const entries: FieldEntry[] = [];
  if (!mobileForm) entries.push(entry('username', rules.username, true));
  if (mobileForm || options.smsVerification) {
    entries.push(entry('countryDialingCode', undefined, true));
    entries.push(entry('mobileNum', rules.mobileNum, true));
    entries.push(entry('verificationCode', verificationCodeRule(rules.mobileNum), true));
  }
  if (!mobileForm || options.mobilePassword) {
    entries.push(entry('password', rules.password, true));
    entries.push({ name: 'confirmPassword', required: true, schema: requiredField() });
  }
  for (const name of optionalFields) {
    const rule = rules[name];
    if (rule?.enabled) entries.push(entry(name, rule, name === 'paymentPassword' || rule.required));
  }
  if (options.captchaShown) entries.push({ name: 'captcha', required: true, schema: requiredField() });
  return entries;
}

/** The fields to render, in order, with their required flag. */
export function registerFormFields(rules: RegisterRules, options: RegisterFormOptions): RegisterField[] {
  return fieldEntries(rules, options).map(({ name, required }) => ({ name, required }));
}

export function buildRegisterSchema(rules: RegisterRules, options: RegisterFormOptions) {
  const entries = fieldEntries(rules, options);
  const shape = Object.fromEntries(entries.map(({ name, schema }) => [name, schema]));
  const object = v.object(shape);
  if (!entries.some(({ name }) => name === 'confirmPassword')) return object;
  return v.pipe(object, confirmationMatches('password', 'confirmPassword'));
}

export type RegisterFormValues = Record<string, string>;
