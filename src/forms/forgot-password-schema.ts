/**
 * Forgot-password forms (spec §5). By e-mail: username and e-mail, each
 * required and checked by its rule. By phone: the mobile number (rule) and
 * the SMS code, then the new password (password rule) and its confirmation.
 */
import * as v from 'valibot';
import type { RegisterRules } from '../services/schemas/system';
import { confirmationMatches, requiredField, ruleField } from './field-rule';

export const buildForgotEmailSchema = (rules: RegisterRules) =>
  v.object({
    username: ruleField(rules.username, { required: true }),
    email: ruleField(rules.email, { required: true }),
  });

export const buildForgotCodeSchema = (rules: RegisterRules) =>
  v.object({
    countryDialingCode: requiredField(),
    mobileNum: ruleField(rules.mobileNum, { required: true }),
    verificationCode: requiredField(),
  });

export const buildForgotNewPasswordSchema = (rules: RegisterRules) =>
  v.pipe(
    v.object({
      newPassword: ruleField(rules.password, { required: true }),
      confirmPassword: requiredField(),
    }),
    confirmationMatches('newPassword', 'confirmPassword'),
  );
