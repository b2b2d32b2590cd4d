/**
 * Third-party phone authentication (the portal's "third-party SMS channel").
 * The gateway talks to it through `PhoneAuthAdapter`; the local adapter below
 * stands in for the service when `config.phoneAuth` is 'local' and produces
 * every failure of spec §8 with its own error code, from real conditions where
 * there are some and from reserved test numbers for the rest.
 */
import { errorCodes, type ErrorCode } from '../../../src/services/error-codes';
import type { GatewayDeps } from '../http/context';
import { DomainError } from '../http/domain-error';
import { requireHumanCheck } from './human-check';
import { checkCode, createCode, type CodePurpose } from './access/code-store';
import { printSms, smsText, type ChannelDeps, type CodeChannel } from './access/code-channel';
import { parsePhone, phoneKey, type Phone } from './access/phone';
import { hit } from './access/rate-limit';

export interface PhoneAuthAdapter {
  /** `recaptchaPassed`: whether the caller passed the bot check the service requires. */
  sendCode(deps: ChannelDeps, input: { phone: Phone; purpose: CodePurpose; deliver: boolean; recaptchaPassed: boolean }): Promise<{ expiresAt: number }>;
  verifyCode(deps: ChannelDeps, input: { phone: Phone; purposes: CodePurpose[]; code: string }): Promise<void>;
}

/** The service's codes live one minute (spec §9: 1 minute for the third-party channel). */
export const phoneAuthCodeTtlMs = 60 * 1000;
/** Sends per number in five minutes before "too many requests, retry after 5 minutes". */
export const phoneAuthBurstLimit = 5;
export const phoneAuthDailyQuota = 1000;
/** Regions the service is switched on for; others get "function not enabled". */
export const phoneAuthRegions = ['+1', '+44', '+60', '+62', '+63', '+65', '+66', '+81', '+82', '+84', '+86', '+852', '+855', '+886', '+91'];

/**
 * National numbers (any region) that make the local service fail on purpose,
 * so every message of the catalogue can be seen. Send-time failures come
 * from the send call; code failures from the verification that follows.
 */
export const phoneAuthTestNumbers: Record<string, ErrorCode> = {
  '5550000001': errorCodes.phoneAuthInvalidPhone,
  '5550000002': errorCodes.phoneAuthTooManyRequests,
  '5550000003': errorCodes.phoneAuthInvalidCode,
  '5550000004': errorCodes.phoneAuthRecaptchaFailed,
  '5550000005': errorCodes.phoneAuthQuotaExceeded,
  '5550000006': errorCodes.phoneAuthNotEnabled,
  '5550000007': errorCodes.phoneAuthCodeExpired,
  '5550000008': errorCodes.phoneAuthPopupClosed,
  '5550000009': errorCodes.phoneAuthPopupBlocked,
};
const verifyTimeFailures: readonly string[] = [errorCodes.phoneAuthInvalidCode, errorCodes.phoneAuthCodeExpired];

const refuse = (code: ErrorCode, status: 400 | 403 | 429 = 400): never => {
  throw new DomainError(code, status);
};

export function createLocalPhoneAuth(): PhoneAuthAdapter {
  return {
    async sendCode({ db, clock, config }, { phone, purpose, deliver, recaptchaPassed }) {
      const planted = phoneAuthTestNumbers[phone.mobile];
      if (planted && !verifyTimeFailures.includes(planted)) refuse(planted, planted === errorCodes.phoneAuthTooManyRequests ? 429 : 400);
      if (!recaptchaPassed) refuse(errorCodes.phoneAuthRecaptchaFailed);
      if (!phoneAuthRegions.includes(phone.countryDialingCode)) refuse(errorCodes.phoneAuthNotEnabled, 403);
      const now = clock.now();
      const key = phoneKey(phone);
      if (!(await hit(db, `phoneAuth:second:${key}`, 1000, 1, now))) refuse(errorCodes.phoneAuthTooManyRequests, 429);
      if (!(await hit(db, `phoneAuth:burst:${key}`, 5 * 60 * 1000, phoneAuthBurstLimit, now))) refuse(errorCodes.phoneAuthTooManyRequests, 429);
      if (!(await hit(db, 'phoneAuth:quota', 24 * 60 * 60 * 1000, phoneAuthDailyQuota, now))) refuse(errorCodes.phoneAuthQuotaExceeded, 429);
      if (deliver) {
        const body = await createCode(db, {
          phone,
          purpose,
          channel: 'phoneAuth',
          ttlMs: phoneAuthCodeTtlMs,
          now,
          body: (code) => smsText(config.merchant, code, 1),
        });
        printSms(phone, body);
      }
      return { expiresAt: now + phoneAuthCodeTtlMs };
    },
    async verifyCode({ db, clock }, { phone, purposes, code }) {
      const planted = phoneAuthTestNumbers[phone.mobile];
      if (planted && verifyTimeFailures.includes(planted)) refuse(planted);
      if (!/^\d{6}$/.test(code.trim())) refuse(errorCodes.phoneAuthInvalidCode);
      const result = await checkCode(db, { phone, purposes, channel: 'phoneAuth', code, now: clock.now() });
      if (result === 'invalid') refuse(errorCodes.phoneAuthInvalidCode);
      if (result === 'expired') refuse(errorCodes.phoneAuthCodeExpired);
    },
  };
}

const humanCheckRefusals: readonly string[] = [errorCodes.verificationRequired, errorCodes.humanCheckFailed, errorCodes.humanCheckExpired];

/** The phone-authentication service as a code channel: our human check plays the part of its reCAPTCHA. */
export function phoneAuthChannel(adapter: PhoneAuthAdapter): CodeChannel {
  return {
    name: 'phoneAuth',
    expiredMinutes: 1,
    parsePhone(countryDialingCode, mobile) {
      return parsePhone(countryDialingCode, mobile) ?? refuse(errorCodes.phoneAuthInvalidPhone);
    },
    async send(deps, { phone, purpose, deliver, humanCheck }) {
      let recaptchaPassed = true;
      try {
        if (humanCheck) await requireHumanCheck(deps, humanCheck);
      } catch (error) {
        if (!(error instanceof DomainError) || !humanCheckRefusals.includes(error.code)) throw error;
        recaptchaPassed = false;
      }
      return adapter.sendCode(deps, { phone, purpose, deliver, recaptchaPassed });
    },
    verify: (deps, input) => adapter.verifyCode(deps, input),
  };
}

const localAdapter = createLocalPhoneAuth();

/** Which channel SMS codes take under this configuration. */
export const usesPhoneAuth = (config: GatewayDeps['config']): boolean => config.phoneAuth === 'local';
export const localPhoneAuthChannel = phoneAuthChannel(localAdapter);
