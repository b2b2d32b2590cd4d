import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { decodeFieldMessage, encodeFieldMessage } from '../../../src/forms/field-message';
import { patternMessage, requiredField, ruleField } from '../../../src/forms/field-rule';
import type { RegisterRule } from '../../../src/services/schemas/system';

const rule = (overrides: Partial<RegisterRule> = {}): RegisterRule => ({
  enabled: true,
  required: false,
  acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
  patternId: 1,
  minLength: 4,
  maxLength: 16,
  ...overrides,
});

const firstMessage = (schema: v.GenericSchema, value: unknown) => {
  const result = v.safeParse(schema, value);
  return result.success ? null : result.issues[0].message;
};

describe('field messages', () => {
  it('round-trips a key with numbers and a bare key', () => {
    expect(decodeFieldMessage(encodeFieldMessage('reg_pattern_1', { min: 4, max: 16 }))).toEqual({ key: 'reg_pattern_1', values: { min: 4, max: 16 } });
    expect(decodeFieldMessage('form.required')).toEqual({ key: 'form.required' });
  });

  it('names one number when the bounds are equal, and none for the date patterns', () => {
    expect(patternMessage(rule({ minLength: 6, maxLength: 6, patternId: 6 }))).toBe(encodeFieldMessage('reg_pattern_6_exact', { length: 6 }));
    expect(patternMessage(rule({ patternId: 11 }))).toBe('reg_pattern_11');
    expect(patternMessage(rule({ patternId: 13 }))).toBe('reg_pattern_13');
  });
});

describe('ruleField', () => {
  it('accepts text that matches the pattern within the bounds, trimmed', () => {
    expect(v.parse(ruleField(rule()), '  abc123 ')).toBe('abc123');
  });

  it('refuses a pattern miss or a length outside the bounds with the pattern message', () => {
    const message = encodeFieldMessage('reg_pattern_1', { min: 4, max: 16 });
    expect(firstMessage(ruleField(rule()), '1abc')).toBe(message);
    expect(firstMessage(ruleField(rule()), 'abc')).toBe(message);
    expect(firstMessage(ruleField(rule()), 'a'.repeat(17))).toBe(message);
  });

  it('treats * as any text but still checks the length', () => {
    const any = rule({ acceptedPattern: '*', patternId: 0, minLength: 2, maxLength: 3 });
    expect(v.parse(ruleField(any), '#!')).toBe('#!');
    expect(firstMessage(ruleField(any), '#!#!')).toBe(encodeFieldMessage('reg_pattern_0', { min: 2, max: 3 }));
  });

  it('counts characters, not UTF-16 units', () => {
    const thai = rule({ acceptedPattern: '*', patternId: 16, minLength: 1, maxLength: 2 });
    expect(v.parse(ruleField(thai), '😀😀')).toBe('😀😀');
  });

  it('asks for required fields with form.required and lets optional ones stay empty', () => {
    expect(firstMessage(ruleField(rule({ required: true })), '   ')).toBe('form.required');
    expect(firstMessage(ruleField(rule({ required: true })), undefined)).toBe('form.required');
    expect(v.parse(ruleField(rule()), '')).toBe('');
    expect(firstMessage(ruleField(rule(), { required: true }), '')).toBe('form.required');
  });

  it('checks presence only for captcha-like fields', () => {
    expect(v.parse(requiredField(), ' x ')).toBe('x');
    expect(firstMessage(requiredField(), '')).toBe('form.required');
  });

  it('does not block the form on a pattern the browser cannot compile', () => {
    expect(v.parse(ruleField(rule({ acceptedPattern: '([' })), 'anything')).toBe('anything');
  });
});
