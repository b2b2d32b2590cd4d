/**
 * One form field from a gateway register rule (api-facts §6): valid when the
 * pattern matches and the length is within bounds; `*` accepts anything.
 * Messages: `reg_pattern_<patternId>` with {{min}} and {{max}}, or
 * `reg_pattern_<patternId>_exact` with {{length}} when both are equal; the
 * two date patterns (11, 13) carry no length.
 */
import * as v from 'valibot';
import type { RegisterRule } from '../services/schemas/system';
import { encodeFieldMessage, mismatchKey, requiredKey } from './field-message';

export type FieldSchema = v.GenericSchema<string | undefined, string>;

/** Patterns whose message names no length (dates). */
const lengthlessPatterns = [11, 13];

export function patternMessage(rule: Pick<RegisterRule, 'patternId' | 'minLength' | 'maxLength'>): string {
  const key = `reg_pattern_${rule.patternId}`;
  if (lengthlessPatterns.includes(rule.patternId)) return key;
  if (rule.minLength === rule.maxLength) return encodeFieldMessage(`${key}_exact`, { length: rule.minLength });
  return encodeFieldMessage(key, { min: rule.minLength, max: rule.maxLength });
}

/** Compiles the rule's pattern once; a pattern the browser cannot compile accepts anything rather than blocking the form. */
function matcherOf(acceptedPattern: string): (value: string) => boolean {
  if (acceptedPattern === '*' || acceptedPattern === '') return () => true;
  try {
    const pattern = new RegExp(acceptedPattern);
    return (value) => pattern.test(value);
  } catch {
    return () => true;
  }
}

export interface FieldOptions {
  /** Overrides the rule's own `required`. */
  required?: boolean;
}

/** A trimmed text field: required check first, then the rule when something was typed. */
export function ruleField(rule: RegisterRule | undefined, options: FieldOptions = {}): FieldSchema {
  const required = options.required ?? rule?.required ?? false;
  const matches = rule ? matcherOf(rule.acceptedPattern) : () => true;
  return v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.check((value) => !required || value !== '', requiredKey),
    v.check((value) => {
      if (value === '' || !rule) return true;
      const length = [...value].length;
      return matches(value) && length >= rule.minLength && length <= rule.maxLength;
    }, rule ? patternMessage(rule) : requiredKey),
  );
}

/** A field checked for presence only (captcha, SMS code at login). */
export const requiredField = (): FieldSchema => ruleField(undefined, { required: true });

/**
 * The confirmation must equal its password. A partial check runs as soon as
 * both fields are valid, even while other fields still have errors.
 */
export function confirmationMatches<T extends Record<string, unknown> = Record<string, string>>(password: string, confirmation: string): FormCheck<T> {
  const check = v.partialCheck([[password], [confirmation]], (values: Record<string, unknown>) => values[password] === values[confirmation], mismatchKey);
  // The shape is built at run time, so the paths cannot be typed: the action is typed for any form of strings.
  return v.forward(check as unknown as FormCheck<T>, [confirmation] as never);
}

export type FormCheck<T> = v.BaseValidation<T, T, v.BaseIssue<unknown>>;
