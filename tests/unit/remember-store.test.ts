/**
 * The remember-me cookie holds an identifier to prefill and nothing else: whatever object reaches it, and whatever
 * an older build or a tampered cookie left there, no password (or any other field) is written or read back.
 */
import { describe, expect, it } from 'vitest';
import type { RememberedLogin } from '../../src/machines/login/login-rules';
import { createCookieRememberStore } from '../../src/services/session-stores';

/** A document whose cookie setter keeps the last write of each name, as a browser's does. */
function fakeDocument() {
  const jar = new Map<string, string>();
  return {
    jar,
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    },
  };
}

describe('the remember-me cookie', () => {
  it('writes the username only, even when the object carries the password', () => {
    const doc = fakeDocument();
    createCookieRememberStore(doc).write({ type: 'username', username: 'player11', password: 'Player123' } as RememberedLogin);
    expect(decodeURIComponent(doc.cookie)).not.toContain('Player123');
    expect(createCookieRememberStore(doc).read()).toEqual({ type: 'username', username: 'player11' });
  });

  it('writes the mobile number and dialling code only for an SMS login', () => {
    const doc = fakeDocument();
    createCookieRememberStore(doc).write({ type: 'sms', mobileNum: '9171234567', countryDialingCode: '63', verificationCode: '808080' } as RememberedLogin);
    expect(decodeURIComponent(doc.cookie)).not.toContain('808080');
    expect(createCookieRememberStore(doc).read()).toEqual({ type: 'sms', mobileNum: '9171234567', countryDialingCode: '63' });
  });

  it('reads back only the identifier from a cookie that holds a password', () => {
    const doc = fakeDocument();
    doc.cookie = `loginRemember=${encodeURIComponent(JSON.stringify({ type: 'username', username: 'player11', password: 'Player123' }))}`;
    expect(createCookieRememberStore(doc).read()).toEqual({ type: 'username', username: 'player11' });
  });
});
