/**
 * Login form (spec §5): username and password required, captcha required when
 * shown; on the SMS tab the mobile number is required and follows the mobile
 * rule, the code is required.
 */
import * as v from 'valibot';
import type { RegisterRules } from '../services/schemas/system';
import { requiredField, ruleField, type FieldSchema } from './field-rule';

export interface LoginFormOptions {
  tab: 'username' | 'sms';
  captchaShown: boolean;
}

export function buildLoginSchema(rules: RegisterRules, options: LoginFormOptions) {
  const shape: Record<string, FieldSchema> =
    options.tab === 'sms'
      ? { countryDialingCode: requiredField(), mobileNum: ruleField(rules.mobileNum, { required: true }), verificationCode: requiredField() }
      : { username: requiredField(), password: requiredField() };
  // After a refused login the gateway asks for the captcha on both tabs.
  if (options.captchaShown) shape.captcha = requiredField();
  return v.object(shape);
}
