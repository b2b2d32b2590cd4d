/**
 * The status answer tells the portal which SMS channel the gateway runs: the
 * flag follows the PHONE_AUTH setting (config.phoneAuth), not the operator's
 * stored flags, and the portal's own schema accepts both answers.
 */
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { statusSchema } from '../../../src/services/schemas/system';
import { settings } from '../../src/db/schema';
import { settingKeys } from '../../src/seed/brand';
import { startTestGateway, type TestGateway } from '../harness';
import { latestSmsCode, newDevice, passHumanCheck, send } from './support';

vi.spyOn(console, 'info').mockImplementation(() => undefined);
let builtIn: TestGateway;
let phoneAuth: TestGateway;
beforeAll(async () => {
  [builtIn, phoneAuth] = await Promise.all([startTestGateway(), startTestGateway({ config: { phoneAuth: 'local' } })]);
});
afterAll(() => Promise.all([builtIn.close(), phoneAuth.close()]));

async function statusFlags(gateway: TestGateway) {
  const answer = await send(gateway, 'status');
  expect(answer.status).toBe(200);
  return v.parse(statusSchema, answer.body.value).info.flags;
}

describe('status flag thirdPartyPhoneAuth', () => {
  it('is false on the built-in SMS channel', async () => {
    expect((await statusFlags(builtIn)).thirdPartyPhoneAuth).toBe(false);
  });

  it('is true when PHONE_AUTH is local', async () => {
    expect((await statusFlags(phoneAuth)).thirdPartyPhoneAuth).toBe(true);
  });

  it('cannot be switched on by a stored operator flag', async () => {
    await builtIn.db
      .update(settings)
      .set({ value: { loginedToHomePage: false, inviteFriends: true, referralEnabled: true, captchaOnRegister: false, thirdPartyPhoneAuth: true } })
      .where(eq(settings.key, settingKeys.flags));
    expect((await statusFlags(builtIn)).thirdPartyPhoneAuth).toBe(false);
  });

  it('an older answer without the flag still validates, as off', () => {
    const flags = v.parse(statusSchema.entries.info.entries.flags, { loginedToHomePage: false, inviteFriends: true, referralEnabled: true, captchaOnRegister: false });
    expect(flags.thirdPartyPhoneAuth ?? false).toBe(false);
  });

  it('the channel it names is the one that sends: one-minute codes, and an SMS login marked firebaseChannel succeeds', async () => {
    const device = newDevice();
    const sent = await send(phoneAuth, 'smsLogin', {
      device,
      data: { mobileNum: '9171234567', countryDialingCode: '+63', humanCheckToken: await passHumanCheck(phoneAuth, device, 'sms') },
    });
    expect(sent.body.value).toEqual({ expiredMinutes: 1 });
    const code = (await latestSmsCode(phoneAuth, '9171234567'))!;
    const login = await send(phoneAuth, 'login', {
      device,
      data: { type: 'sms', username: '9171234567', password: code, countryDialingCode: '+63', firebaseChannel: 'sms' },
    });
    expect(login.body.success).toBe(true);
  });
});
