/** Member info, icon, avatar, password change, recovery by e-mail and by phone, language. */
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { errorCodes } from '../../../src/services/error-codes';
import { loginResultSchema, memberAvatarSchema, memberIconSchema, memberInfoSchema, type LoginResult } from '../../../src/services/schemas/account';
import { members } from '../../src/db/schema';
import { defaultPassword } from '../../src/domain/passwords';
import { describeOnBothDatabases } from '../databases';
import { readPng } from './png-reader';
import { latestSmsCode, loginWithPassword, movableClocks, newDevice, passHumanCheck, send } from './support';

vi.spyOn(console, 'info').mockImplementation(() => undefined);
const clocks = movableClocks();

describeOnBothDatabases(
  'account',
  (gateway, kind) => {
    const clock = clocks[kind];

    const tokenOf = async (username: string, password: string) => ((await loginWithPassword(gateway(), username, password)).body.value as LoginResult).token;

    describe('member info', () => {
      it('describes the VIP member with club colours and labels', async () => {
        const info = v.parse(memberInfoSchema, (await send(gateway(), 'memberInfo', { token: await tokenOf('vip', 'Vip12345') })).body.value);
        expect(info).toMatchObject({
          account: 'vip',
          type: 0,
          toUpline: '0',
          hasUpline: '0',
          clubLabel: { labelName: 'Crown', rankLevel: 6 },
          memberLabel: [{ labelName: 'VIP' }],
          language: 'EN',
        });
        expect(info.clubLabel.color).toMatch(/^#[0-9a-f]{6}$/);
      });

      it('shows agents their type and downlines their transfer-to-upline flag', async () => {
        const agent = v.parse(memberInfoSchema, (await send(gateway(), 'memberInfo', { token: await tokenOf('agent41', 'Agent123') })).body.value);
        expect(agent.type).toBe(41);
        const downline = v.parse(memberInfoSchema, (await send(gateway(), 'memberInfo', { token: await tokenOf('player11', 'Player123') })).body.value);
        expect(downline.toUpline).toBe('1');
      });

      it('draws an icon and names the avatar', async () => {
        const token = await tokenOf('demo', 'Demo1234');
        const icon = v.parse(memberIconSchema, (await send(gateway(), 'memberIcon', { token })).body.value);
        expect(readPng(icon.icon).width).toBe(64);
        expect(v.parse(memberAvatarSchema, (await send(gateway(), 'memberAvatar', { token })).body.value)).toEqual({ avatar: '0', avatarType: 'STATIC' });
      });

      it('updates the language and refuses unknown ones', async () => {
        const token = await tokenOf('player12', 'Player123');
        expect((await send(gateway(), 'languageUpdate', { token, data: { language: 'ty' } })).body.value).toEqual({ language: 'TY' });
        expect(v.parse(memberInfoSchema, (await send(gateway(), 'memberInfo', { token })).body.value).language).toBe('TY');
        const bad = await send(gateway(), 'languageUpdate', { token, data: { language: 'XX' } });
        expect(bad.body.fields).toEqual({ language: errorCodes.fieldInvalid });
      });
    });

    describe('change password', () => {
      it('replaces the weak default password, clears the flag and ends the other sessions', async () => {
        const other = await tokenOf('weakpass', defaultPassword);
        const token = await tokenOf('weakpass', defaultPassword);
        const change = (data: Record<string, string>) => send(gateway(), 'changePassword', { token, data });
        expect((await change({ oldPassword: defaultPassword, newPassword: 'Better123', confirmNewPassword: 'Better12' })).body.fields).toEqual({
          confirmNewPassword: errorCodes.passwordMismatch,
        });
        expect((await change({ oldPassword: defaultPassword, newPassword: 'short', confirmNewPassword: 'short' })).body.fields).toEqual({ newPassword: errorCodes.fieldInvalid });
        expect((await change({ oldPassword: 'Wrong1234', newPassword: 'Better123', confirmNewPassword: 'Better123' })).body.errorCode).toBe(errorCodes.oldPasswordIncorrect);
        expect((await change({ oldPassword: defaultPassword, newPassword: defaultPassword, confirmNewPassword: defaultPassword })).body.errorCode).toBe(errorCodes.passwordWeak);
        expect((await change({ oldPassword: defaultPassword, newPassword: 'Better123', confirmNewPassword: 'Better123' })).body.success).toBe(true);
        expect((await send(gateway(), 'memberInfo', { token })).status).toBe(200);
        expect((await send(gateway(), 'memberInfo', { token: other })).status).toBe(401);
        const relogin = v.parse(loginResultSchema, (await loginWithPassword(gateway(), 'weakpass', 'Better123')).body.value);
        expect(relogin.passwordDefault).toBe(false);
      });

      it('clears an expired password', async () => {
        const token = await tokenOf('expired', 'Expired123');
        expect(
          (await send(gateway(), 'changePassword', { token, data: { oldPassword: 'Expired123', newPassword: 'Renewed123', confirmNewPassword: 'Renewed123' } })).body.success,
        ).toBe(true);
        expect(v.parse(loginResultSchema, (await loginWithPassword(gateway(), 'expired', 'Renewed123')).body.value).passwordExpired).toBe(false);
      });

      it('refuses reusing the same password', async () => {
        const token = await tokenOf('player21', 'Player123');
        const same = await send(gateway(), 'changePassword', { token, data: { oldPassword: 'Player123', newPassword: 'Player123', confirmNewPassword: 'Player123' } });
        expect(same.body.errorCode).toBe(errorCodes.passwordReused);
      });
    });

    describe('recovery', () => {
      const forgot = (data: Record<string, string>) => send(gateway(), 'forgotPasswordEmail', { data });

      it('mails a temporary password that logs in as expired while the old one keeps working', async () => {
        const answer = await forgot({ username: 'demo', email: 'Demo@Example.com' });
        expect(answer.body).toMatchObject({ success: true, errorCode: null });
        expect(answer.body.message).toMatch(/temporary password/);
        const mails = (await (await fetch(`${gateway().url}/dev/email-outbox?to=demo@example.com`)).json()).value as { body: string }[];
        const temporary = /password and choose a new one: (\S+)/.exec(mails[0].body)![1];
        const before = await loginWithPassword(gateway(), 'demo', 'Demo1234');
        expect(before.body.success).toBe(true);
        const withTemporary = v.parse(loginResultSchema, (await loginWithPassword(gateway(), 'demo', temporary)).body.value);
        expect(withTemporary.passwordExpired).toBe(true);
        // The recovery ends what the old password had opened.
        expect((await send(gateway(), 'memberInfo', { token: before.body.value.token })).status).toBe(401);
        await send(gateway(), 'changePassword', { token: withTemporary.token, data: { oldPassword: temporary, newPassword: 'Demo1234', confirmNewPassword: 'Demo1234' } });
      });

      it('says account not found for an unknown user or a wrong e-mail, and checks the fields', async () => {
        expect((await forgot({ username: 'nobody1', email: 'a@b.co' })).body.errorCode).toBe(errorCodes.accountNotFound);
        expect((await forgot({ username: 'demo', email: 'other@example.com' })).body.errorCode).toBe(errorCodes.accountNotFound);
        expect((await forgot({ username: '', email: 'nope' })).body.fields).toEqual({ username: errorCodes.fieldRequired, email: errorCodes.fieldInvalid });
      });

      it('sets a new password with a recovery code and logs in', async () => {
        const device = newDevice();
        clock.advance(2000);
        const sent = await send(gateway(), 'smsForgotPassword', {
          device,
          // The portal's SMS button earns its pass for 'sms'; the recovery send accepts it.
          data: { countryDialingCode: '+63', mobileNo: '9171234567', humanCheckToken: await passHumanCheck(gateway(), device, 'sms') },
        });
        expect(sent.body.success).toBe(true);
        const verificationCode = (await latestSmsCode(gateway(), '9171234567'))!;
        const wrong = await send(gateway(), 'setPasswordByPhone', { data: { newPassword: 'Phone1234', mobileNum: '9171234567', verificationCode: '000000' } });
        expect(wrong.body.errorCode).toBe(errorCodes.smsCodeInvalid);
        const answer = await send(gateway(), 'setPasswordByPhone', { device, data: { newPassword: 'Phone1234', mobileNum: '09171234567', verificationCode } });
        expect(v.parse(loginResultSchema, answer.body.value).userName).toBe('smsuser');
        // The portal's automatic login: type '', the number as username, no puzzle; once, from the same device only.
        const autoLogin = (from: string) =>
          send(gateway(), 'login', { device: from, data: { type: '', username: '9171234567', password: 'Phone1234', countryDialingCode: '+63' } });
        expect((await autoLogin(newDevice())).body.errorCode).toBe(errorCodes.verificationRequired);
        expect(v.parse(loginResultSchema, (await autoLogin(device)).body.value).userName).toBe('smsuser');
        expect((await autoLogin(device)).body.errorCode).toBe(errorCodes.verificationRequired);
        expect((await loginWithPassword(gateway(), 'smsuser', 'Phone1234')).body.success).toBe(true);
        const [row] = await gateway().db.select().from(members).where(eq(members.account, 'smsuser'));
        expect(row.passwordDefault).toBe(false);
      });
    });
  },
  (kind) => ({ clock: clocks[kind] }),
);
