/** The built-in SMS sender: rate limits per number, hashed codes, the outbox and the console. */
import { errorCodes } from '../../../../src/services/error-codes';
import { DomainError } from '../../http/domain-error';
import { requireHumanCheck } from '../human-check';
import { checkCode, createCode, pruneOutbox } from './code-store';
import { printSms, smsText, type CodeChannel } from './code-channel';
import { phoneKey, requirePhone } from './phone';
import { hit } from './rate-limit';

export const smsCodeTtlMs = 60 * 1000;
export const smsPerSecondLimit = 1;
export const smsHourlyCap = 10;

export const builtInSmsChannel: CodeChannel = {
  name: 'sms',
  expiredMinutes: smsCodeTtlMs / 60_000,
  parsePhone: requirePhone,
  async send(deps, { phone, purpose, deliver, humanCheck }) {
    if (humanCheck) await requireHumanCheck(deps, humanCheck);
    const now = deps.clock.now();
    const key = phoneKey(phone);
    if (!(await hit(deps.db, `sms:second:${key}`, 1000, smsPerSecondLimit, now))) throw new DomainError(errorCodes.smsTooFrequent, 429);
    if (!(await hit(deps.db, `sms:hour:${key}`, 60 * 60 * 1000, smsHourlyCap, now))) throw new DomainError(errorCodes.smsHourlyCap, 429);
    if (deliver) {
      await pruneOutbox(deps.db, now);
      const body = await createCode(deps.db, {
        phone,
        purpose,
        channel: 'sms',
        ttlMs: smsCodeTtlMs,
        now,
        body: (code) => smsText(deps.config.merchant, code, smsCodeTtlMs / 60_000),
      });
      printSms(phone, body);
    }
    return { expiresAt: now + smsCodeTtlMs };
  },
  async verify(deps, { phone, purposes, code }) {
    const result = await checkCode(deps.db, { phone, purposes, channel: 'sms', code, now: deps.clock.now() });
    if (result === 'invalid') throw new DomainError(errorCodes.smsCodeInvalid, 400, null, { verificationCode: errorCodes.smsCodeInvalid });
    if (result === 'expired') throw new DomainError(errorCodes.smsCodeExpired, 400, null, { verificationCode: errorCodes.smsCodeExpired });
  },
};
