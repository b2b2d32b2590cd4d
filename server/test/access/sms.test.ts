/** SMS codes: login, registration and recovery sends; limits; hashed single-use codes; the dev outbox. */
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { errorCodes } from '../../../src/services/error-codes';
import { loginResultSchema, smsSentSchema } from '../../../src/services/schemas/account';
import { smsOutbox } from '../../src/db/schema';
import { createApp } from '../../src/app';
import { storeCaptcha } from '../../src/domain/captcha';
import { describeOnBothDatabases } from '../databases';
import { latestSmsCode, movableClocks, newDevice, passHumanCheck, send } from './support';

vi.spyOn(console, 'info').mockImplementation(() => undefined);
const clocks = movableClocks();

describeOnBothDatabases(
  'sms',
  (gateway, kind) => {
    const clock = clocks[kind];

    const smsUser = { countryDialingCode: '+63', mobileNum: '9171234567' };

    async function sendLoginCode(mobileNum = smsUser.mobileNum, countryDialingCode = smsUser.countryDialingCode) {
      const device = newDevice();
      const humanCheckToken = await passHumanCheck(gateway(), device, 'sms');
      return send(gateway(), 'smsLogin', { device, data: { mobileNum, countryDialingCode, humanCheckToken } });
    }

    /** Plants a captcha answer for the device: after a failure the number needs one. */
    async function smsLogin(code: string, mobile = smsUser.mobileNum) {
      const device = newDevice();
      await storeCaptcha(gateway().deps, device, 'SMSX');
      return send(gateway(), 'login', { device, data: { username: mobile, password: code, type: 'sms', countryDialingCode: '+63', captcha: 'SMSX' } });
    }

    describe('SMS login', () => {
      it('sends a code that logs the owner of the number in once', async () => {
        const sent = await sendLoginCode();
        expect(v.parse(smsSentSchema, sent.body.value)).toEqual({ expiredMinutes: 1 });
        const code = await latestSmsCode(gateway(), smsUser.mobileNum);
        expect(code).toMatch(/^\d{6}$/);
        const login = await smsLogin(code!);
        expect(v.parse(loginResultSchema, login.body.value).userName).toBe('smsuser');
        expect((await smsLogin(code!)).body.errorCode).toBe(errorCodes.badCredentials);
      });

      it('stores only a hash of the code', async () => {
        clock.advance(1000);
        await sendLoginCode();
        const code = await latestSmsCode(gateway(), smsUser.mobileNum);
        const [row] = await gateway().db.select().from(smsOutbox).where(eq(smsOutbox.mobile, smsUser.mobileNum)).orderBy(smsOutbox.id);
        expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
        expect(row.codeHash).not.toContain(code);
      });

      it('accepts the number with a leading zero and refuses an expired code', async () => {
        clock.advance(1000);
        await sendLoginCode('09171234567');
        const code = await latestSmsCode(gateway(), smsUser.mobileNum);
        clock.advance(61 * 1000);
        expect((await smsLogin(code!, '09171234567')).body.errorCode).toBe(errorCodes.badCredentials);
      });

      it('answers the same for a number without an account but sends nothing', async () => {
        const sent = await sendLoginCode('9990001111');
        expect(sent.body.value).toEqual({ expiredMinutes: 1 });
        expect(await latestSmsCode(gateway(), '9990001111')).toBeNull();
      });

      it('needs a human-check pass for the sms action', async () => {
        const answer = await send(gateway(), 'smsLogin', { device: newDevice(), data: smsUser });
        expect(answer.body.errorCode).toBe(errorCodes.verificationRequired);
      });

      it('allows one code a second and caps the hour', async () => {
        clock.advance(60 * 60 * 1000);
        expect((await sendLoginCode()).body.success).toBe(true);
        const tooSoon = await sendLoginCode();
        expect(tooSoon.status).toBe(429);
        expect(tooSoon.body.errorCode).toBe(errorCodes.smsTooFrequent);
        for (let i = 0; i < 9; i++) {
          clock.advance(1001);
          expect((await sendLoginCode()).body.success).toBe(true);
        }
        clock.advance(1001);
        expect((await sendLoginCode()).body.errorCode).toBe(errorCodes.smsHourlyCap);
      });
    });

    describe('registration and recovery codes', () => {
      it('refuses a registration code for a number already registered, and one breaking the mobile rule', async () => {
        const device = newDevice();
        const taken = await send(gateway(), 'smsRegister', {
          device,
          data: { countryDialingCode: '+63', mobileNo: '9171234567', humanCheckToken: await passHumanCheck(gateway(), device, 'sms') },
        });
        expect(taken.body.errorCode).toBe(errorCodes.mobileTaken);
        const short = await send(gateway(), 'smsRegister', { device, data: { countryDialingCode: '+63', mobileNo: '12345', humanCheckToken: 'x' } });
        expect(short.body.fields).toEqual({ mobileNo: errorCodes.fieldInvalid });
      });

      it('sends a registration code to a new number', async () => {
        const device = newDevice();
        const sent = await send(gateway(), 'smsRegister', {
          device,
          data: { countryDialingCode: '+63', mobileNo: '9175550000', humanCheckToken: await passHumanCheck(gateway(), device, 'sms') },
        });
        expect(sent.body.value).toEqual({ expiredMinutes: 1 });
        expect(await latestSmsCode(gateway(), '9175550000')).toMatch(/^\d{6}$/);
      });

      it('answers a recovery code with the moment it expires', async () => {
        clock.advance(60 * 60 * 1000);
        const device = newDevice();
        const sent = await send(gateway(), 'smsForgotPassword', {
          device,
          data: { countryDialingCode: '+63', mobileNo: '9171234567', humanCheckToken: await passHumanCheck(gateway(), device, 'forgotPassword') },
        });
        expect(v.parse(smsSentSchema, sent.body.value)).toEqual({ expirationTime: clock.now() + 60 * 1000 });
      });
    });

    describe('development outbox', () => {
      it('lists the latest messages with their codes, and does not exist in production', async () => {
        const listed = await (await fetch(`${gateway().url}/dev/sms-outbox?mobile=9171234567`)).json();
        expect(listed.value[0]).toMatchObject({ countryDialingCode: '+63', mobile: '9171234567', code: expect.stringMatching(/^\d{6}$/) });
        const production = createApp({ ...gateway().deps, config: { ...gateway().deps.config, production: true } });
        expect((await production.request('/dev/sms-outbox?mobile=9171234567')).status).toBe(404);
        expect((await production.request('/dev/email-outbox')).status).toBe(404);
      });
    });
  },
  (kind) => ({ clock: clocks[kind] }),
);
