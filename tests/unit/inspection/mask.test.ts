import { describe, expect, it } from 'vitest';
import { isSecretKey, MASK, sanitize } from '../../../src/inspection/mask';

describe('masking secrets', () => {
  it('recognises passwords, codes and tokens but not error or status codes (a bare `code` is an error code here)', () => {
    for (const key of ['password', 'newPassword', 'confirmPwd', 'token', 'accessToken', 'Authorization', 'verificationCode', 'smsCode', 'otp', 'pin', 'withdrawPin', 'captcha']) {
      expect(isSecretKey(key), key).toBe(true);
    }
    for (const key of ['username', 'errorCode', 'statusCode', 'countryCode', 'currencyCode', 'code', 'spin', 'mobileNum', 'tab']) {
      expect(isSecretKey(key), key).toBe(false);
    }
  });

  it('masks nested secrets with a mask that does not reveal their length', () => {
    const out = sanitize({ type: 'credentials.submit', values: { username: 'demo', password: 'Demo1234' }, list: [{ token: 'abc' }] });
    expect(out).toEqual({ type: 'credentials.submit', values: { username: 'demo', password: MASK }, list: [{ token: MASK }] });
    expect(sanitize({ password: 'x' })).toEqual(sanitize({ password: 'a much longer secret' }));
  });

  it('keeps empty secrets visible as empty, so "no password given" can be seen', () => {
    expect(sanitize({ password: '', token: null })).toEqual({ password: '', token: null });
  });

  it('turns what cannot be cloned into descriptions', () => {
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    const actorRef = { id: 'child', sessionId: 'x:3', send: () => {} };
    const out = sanitize({ cyclic, actorRef, when: new Date(0), error: new Error('boom'), fn: function notify() {}, set: new Set([1]), map: new Map([['a', 1]]) }) as Record<string, unknown>;
    expect(out.cyclic).toEqual({ name: 'loop', self: '[circular]' });
    expect(out.actorRef).toBe('[actor child]');
    expect(out.when).toBe('1970-01-01T00:00:00.000Z');
    expect(out.error).toEqual({ name: 'Error', message: 'boom' });
    expect(out.fn).toBe('[function notify]');
    expect(out.set).toEqual([1]);
    expect(out.map).toEqual({ a: 1 });
    expect(() => structuredClone(out)).not.toThrow();
  });

  it('bounds depth, long strings and long lists', () => {
    const out = sanitize({ text: 'x'.repeat(500), list: Array.from({ length: 60 }, (_, index) => index), deep: { a: { b: { c: 1 } } } }, { depth: 2, maxString: 10, maxItems: 50 }) as Record<string, unknown>;
    expect(out.text).toBe(`${'x'.repeat(10)}…`);
    expect((out.list as unknown[]).length).toBe(51);
    expect(out.deep).toEqual({ a: '{…}' });
  });

  it('leaves state names alone when asked to (a `captcha` region is not a secret)', () => {
    const value = { active: { form: 'editing', captcha: 'hidden' } };
    expect(sanitize(value, { maskSecrets: false })).toEqual(value);
    expect(sanitize(value)).toEqual({ active: { form: 'editing', captcha: MASK } });
  });
});
