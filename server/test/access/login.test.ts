/** Login by username and password: human check, captcha after a failure, lockout, flags, logout, expiry. The throttling's budgets in detail: login-throttle.test.ts. */
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { expect, it, vi } from 'vitest';
import { errorCodes } from '../../../src/services/error-codes';
import { loginResultSchema, memberInfoSchema, type LoginResult } from '../../../src/services/schemas/account';
import { storeCaptcha } from '../../src/domain/captcha';
import { members } from '../../src/db/schema';
import { defaultPassword, hashPassword, productionPasswordCost, usePasswordCost } from '../../src/domain/passwords';
import { useTestPasswordCost } from '../password-cost';
import { describeOnBothDatabases } from '../databases';
import { loginWithPassword, movableClock, newDevice, passHumanCheck, send } from './support';

vi.spyOn(console, 'info').mockImplementation(() => undefined);
const clock = movableClock();

describeOnBothDatabases(
  'login',
  (gateway) => {
    it('logs a seeded member in with a human-check pass and answers the login result', async () => {
      const answer = await loginWithPassword(gateway(), 'demo', 'Demo1234');
      expect(answer.status).toBe(200);
      const result = v.parse(loginResultSchema, answer.body.value);
      expect(result).toMatchObject({ userName: 'demo', firstTimeLogin: false, passwordExpired: false, passwordDefault: false });
      const info = await send(gateway(), 'memberInfo', { token: result.token });
      expect(v.parse(memberInfoSchema, info.body.value).account).toBe('demo');
    });

    it('treats the username case-insensitively and trims it', async () => {
      const answer = await loginWithPassword(gateway(), '  DeMo ', 'Demo1234');
      expect(answer.body.value.userName).toBe('demo');
    });

    it('refuses a username login without a human-check pass, and a pass bound to another action', async () => {
      const device = newDevice();
      const none = await send(gateway(), 'login', { device, data: { username: 'demo', password: 'Demo1234', type: 'username' } });
      expect(none.body.errorCode).toBe(errorCodes.verificationRequired);
      const smsPass = await passHumanCheck(gateway(), device, 'sms');
      const wrong = await send(gateway(), 'login', { device, data: { username: 'demo', password: 'Demo1234', type: 'username', humanCheckToken: smsPass } });
      expect(wrong.body.errorCode).toBe(errorCodes.humanCheckFailed);
    });

    it('uses a pass only once and only from the device that earned it', async () => {
      const device = newDevice();
      const pass = await passHumanCheck(gateway(), device, 'login');
      const elsewhere = await send(gateway(), 'login', { device: newDevice(), data: { username: 'demo', password: 'Demo1234', humanCheckToken: pass } });
      expect(elsewhere.body.errorCode).toBe(errorCodes.humanCheckFailed);
      const again = await send(gateway(), 'login', { device, data: { username: 'demo', password: 'Demo1234', humanCheckToken: pass } });
      expect(again.body.errorCode).toBe(errorCodes.humanCheckFailed);
    });

    it('answers unknown users and wrong passwords alike, then asks the device that failed for the captcha', async () => {
      const device = newDevice();
      const unknown = await loginWithPassword(gateway(), 'nobodyhere', 'Whatever1');
      const wrong = await loginWithPassword(gateway(), 'player12', 'Wrong1234', device);
      for (const answer of [unknown, wrong]) {
        expect(answer.status).toBe(400);
        expect(answer.body).toMatchObject({ success: false, errorCode: errorCodes.badCredentials, value: { captcha: true } });
      }
      const noCaptcha = await loginWithPassword(gateway(), 'player12', 'Player123', device);
      expect(noCaptcha.body).toMatchObject({ errorCode: errorCodes.captchaRequired, value: { captcha: true } });
      await storeCaptcha(gateway().deps, device, 'ABCD');
      const badCaptcha = await loginWithPassword(gateway(), 'player12', 'Player123', device, { captcha: 'WXYZ' });
      expect(badCaptcha.body.errorCode).toBe(errorCodes.captchaInvalid);
      // The wrong answer burned the captcha: the right one no longer works either.
      const burned = await loginWithPassword(gateway(), 'player12', 'Player123', device, { captcha: 'ABCD' });
      expect(burned.body.errorCode).toBe(errorCodes.captchaInvalid);
      await storeCaptcha(gateway().deps, device, 'ABCD');
      const solved = await loginWithPassword(gateway(), 'player12', 'Player123', device, { captcha: 'abcd' });
      expect(solved.body.success).toBe(true);
      // Success clears the count: the next login needs no captcha.
      expect((await loginWithPassword(gateway(), 'player12', 'Player123')).body.success).toBe(true);
    });

    it('requires the captcha for a device that failed, whatever the username', async () => {
      const device = newDevice();
      await loginWithPassword(gateway(), 'ghostuser', 'Nope12345', device);
      const other = await loginWithPassword(gateway(), 'player21', 'Player123', device);
      expect(other.body.errorCode).toBe(errorCodes.captchaRequired);
    });

    it('locks the device and address that failed five times for 15 minutes, then lets them in again', async () => {
      const device = newDevice();
      const attempt = async (password: string) => {
        await storeCaptcha(gateway().deps, device, 'LOCK');
        return loginWithPassword(gateway(), 'player41', password, device, { captcha: 'LOCK' });
      };
      const codes: (string | null)[] = [];
      for (let i = 0; i < 5; i++) codes.push((await attempt('Wrong9999')).body.errorCode);
      expect(codes).toEqual([...Array(4).fill(errorCodes.badCredentials), errorCodes.accountLocked]);
      const locked = await attempt('Player123');
      expect(locked.status).toBe(403);
      expect(locked.body.errorCode).toBe(errorCodes.accountLocked);
      clock.advance(15 * 60 * 1000 + 1);
      const after = await attempt('Player123');
      expect(after.body.success).toBe(true);
    });

    it('flags the weak default password and the expired one', async () => {
      const weak = v.parse(loginResultSchema, (await loginWithPassword(gateway(), 'weakpass', defaultPassword)).body.value);
      expect(weak).toMatchObject({ passwordDefault: true, passwordExpired: false });
      const expired = v.parse(loginResultSchema, (await loginWithPassword(gateway(), 'expired', 'Expired123')).body.value);
      expect(expired).toMatchObject({ passwordDefault: false, passwordExpired: true });
    });

    it('logs out by revoking the token; expired sessions are refused too', async () => {
      const { token } = (await loginWithPassword(gateway(), 'player42', 'Player123')).body.value as LoginResult;
      expect((await send(gateway(), 'memberInfo', { token })).status).toBe(200);
      expect((await send(gateway(), 'logout', { token })).body.success).toBe(true);
      const after = await send(gateway(), 'memberInfo', { token });
      expect(after.status).toBe(401);
      expect(after.body.errorCode).toBe(errorCodes.notLoggedIn);

      const second = ((await loginWithPassword(gateway(), 'player42', 'Player123')).body.value as LoginResult).token;
      clock.advance(gateway().deps.config.sessionTtlMs + 1);
      expect((await send(gateway(), 'memberInfo', { token: second })).status).toBe(401);
    });

    it('opens a trial account with demo credit on free play', async () => {
      const answer = await send<LoginResult>(gateway(), 'loginFreePlay', { device: newDevice(), data: { os: 'web', platform: 'W' } });
      const result = v.parse(loginResultSchema, answer.body.value);
      expect(result.userName).toMatch(/^guest\d{8}$/);
      expect(result.firstTimeLogin).toBe(true);
      const info = v.parse(memberInfoSchema, (await send(gateway(), 'memberInfo', { token: result.token })).body.value);
      expect(info.type).toBe(4);
      const balance = await send<{ sumBalance: number }>(gateway(), 'balance', { token: result.token });
      expect(balance.body.value.sumBalance).toBe(2000);
    });

    it('marks the first login once', async () => {
      const first = await send<LoginResult>(gateway(), 'loginFreePlay', { device: newDevice() });
      expect(first.body.value.firstTimeLogin).toBe(true);
    });

    it('rewrites a hash made at another scrypt cost once its password is proven, and it keeps working', async () => {
      const passwordHash = await hashPassword('Demo1234');
      usePasswordCost(productionPasswordCost);
      try {
        await gateway().db.update(members).set({ passwordHash: await hashPassword('Demo1234') }).where(eq(members.account, 'demo'));
      } finally {
        useTestPasswordCost();
      }
      const costOf = async () => (await gateway().db.select().from(members).where(eq(members.account, 'demo')))[0]!.passwordHash.split('$')[1];
      expect(await costOf()).toBe(String(productionPasswordCost.N));
      expect((await loginWithPassword(gateway(), 'demo', 'Demo1234')).body.success).toBe(true);
      expect(await costOf()).toBe(passwordHash.split('$')[1]);
      expect((await loginWithPassword(gateway(), 'demo', 'Demo1234')).body.success).toBe(true);
    });
  },
  { clock },
);
