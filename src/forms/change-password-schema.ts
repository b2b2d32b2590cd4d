/**
 * Change-password form (spec §5): the old password is required unless it is
 * hidden (known from a forced change); the new one is required and follows
 * the password rule; the confirmation is required and equal to it.
 */
import * as v from 'valibot';
import type { RegisterRules } from '../services/schemas/system';
import { confirmationMatches, requiredField, ruleField, type FieldSchema } from './field-rule';

export function buildChangePasswordSchema(rules: RegisterRules, options: { askOldPassword: boolean }) {
  const shape: Record<string, FieldSchema> = {};
  if (options.askOldPassword) shape.oldPassword = requiredField();
  shape.newPassword = ruleField(rules.password, { required: true });
  shape.confirmPassword = requiredField();
  return v.pipe(v.object(shape), confirmationMatches('newPassword', 'confirmPassword'));
}
