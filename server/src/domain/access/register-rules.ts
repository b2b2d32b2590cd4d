/**
 * Registration field rules as the operator stored them (register_rules):
 * enabled, required, accepted pattern (`*` = any text), length bounds. The
 * portal validates with the same rules; the gateway checks again because the
 * portal is not the only possible caller.
 */
import { errorCodes } from '../../../../src/services/error-codes';
import type { Db } from '../../db';
import { registerRules } from '../../db/schema';

export type FieldRule = typeof registerRules.$inferSelect;
export type RuleSet = ReadonlyMap<string, FieldRule>;

export async function loadRegisterRules(db: Db): Promise<RuleSet> {
  const rows = await db.select().from(registerRules);
  return new Map(rows.map((row) => [row.field, row]));
}

/** Used only when the operator has stored no rule for these always-present fields. */
const fallbackRules: Record<string, FieldRule> = {
  username: { field: 'username', enabled: true, required: true, acceptedPattern: '^[a-zA-Z][a-zA-Z0-9]*$', patternId: 1, minLength: 4, maxLength: 16 },
  password: { field: 'password', enabled: true, required: true, acceptedPattern: '^(?=.*[A-Za-z])(?=.*\\d).+$', patternId: 5, minLength: 6, maxLength: 20 },
  mobileNum: { field: 'mobileNum', enabled: true, required: true, acceptedPattern: '^\\d+$', patternId: 6, minLength: 6, maxLength: 15 },
  email: { field: 'email', enabled: true, required: false, acceptedPattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', patternId: 3, minLength: 5, maxLength: 100 },
};

export const ruleFor = (rules: RuleSet, field: string): FieldRule | undefined => rules.get(field) ?? fallbackRules[field];

const compiled = new Map<string, RegExp>();
function patternOf(accepted: string): RegExp {
  let regex = compiled.get(accepted);
  if (!regex) {
    try {
      regex = new RegExp(accepted === '*' ? '.*' : accepted, 'u');
    } catch {
      // A broken operator pattern must not lock everyone out of registration.
      regex = /.*/u;
    }
    compiled.set(accepted, regex);
  }
  return regex;
}

/** The per-field code for a value under a rule, or null when it passes. */
export function checkAgainstRule(rule: FieldRule | undefined, value: unknown, options: { required?: boolean } = {}): string | null {
  const text = typeof value === 'string' ? value : value === undefined || value === null ? '' : null;
  if (text === null) return errorCodes.fieldInvalid;
  const required = options.required ?? rule?.required ?? false;
  if (text === '') return required ? errorCodes.fieldRequired : null;
  if (!rule) return null;
  const length = [...text].length;
  if (length < rule.minLength || (rule.maxLength > 0 && length > rule.maxLength)) return errorCodes.fieldInvalid;
  return patternOf(rule.acceptedPattern).test(text) ? null : errorCodes.fieldInvalid;
}

/** Fields a registration form may carry besides the always-present ones (spec §3, §5). */
export const optionalRegisterFields = [
  'payeeName',
  'email',
  'qqNum',
  'recommenderId',
  'paymentPassword',
  'line',
  'whatsapp',
  'zalo',
  'facebook',
  'wechat',
  'idNumber',
] as const;
