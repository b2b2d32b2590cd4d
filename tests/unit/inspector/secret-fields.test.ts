/**
 * The inspector masks secrets by name, from one list (SECRET_FIELDS), and
 * nothing else: flags and codes that only talk about a secret stay readable.
 */
import { describe, expect, it } from 'vitest';
import { isSecretKey, MASK, sanitize, SECRET_FIELDS } from '../../../src/inspection/mask';

const masked = [
  'password', 'oldPassword', 'newPassword', 'confirmPassword', 'confirmNewPassword', 'paymentPassword', 'mobilePassword', 'storedPassword',
  'pwd', 'confirmPwd', 'pin', 'withdrawPin', 'token', 'accessToken', 'refreshToken', 'humanCheckToken', 'handoverToken', 'Authorization',
  'cookie', 'otp', 'verificationCode', 'smsCode', 'captcha', 'captchaAnswer', 'secret', 'apiKey', 'privateKey', 'derivedKey',
  'new_password', 'access-token', 'VERIFICATIONCODE',
];

const shown = [
  'captchaRequired', 'captchaShown', 'showCaptcha', 'captchaOnRegister', 'passwordExpired', 'passwordDefault', 'mustChangePassword',
  'hasPaymentPassword', 'askOldPassword', 'setPasswordByPhone', 'tokenInvalid', 'code', 'errorCode', 'statusCode', 'countryDialingCode',
  'gameCode', 'merchantCode', 'affiliateCode', 'referralCode', 'key', 'storageKey', 'labelKey', 'spin', 'username', 'mobileNum', 'answer', 'proof',
];

describe('secret fields', () => {
  it('masks the fields of the named list', () => {
    for (const key of masked) expect(isSecretKey(key), key).toBe(true);
    for (const key of SECRET_FIELDS) expect(isSecretKey(key), key).toBe(true);
  });

  it('shows flags, error codes and keys that are not secrets', () => {
    for (const key of shown) expect(isSecretKey(key), key).toBe(false);
  });

  it('shows the login flags and the error code of a context beside its masked password', () => {
    const context = { values: { username: 'demo', password: 'Demo1234', captcha: 'x7' }, captchaRequired: true, passwordExpired: false, errorCode: 'login.bad.credentials', humanCheckToken: 'pass' };
    expect(sanitize(context)).toEqual({ values: { username: 'demo', password: MASK, captcha: MASK }, captchaRequired: true, passwordExpired: false, errorCode: 'login.bad.credentials', humanCheckToken: MASK });
  });
});
