/**
 * The third-party phone-authentication channel end to end below the UI: a
 * gateway started with phoneAuth 'local' says so in its status answer; the
 * inputs the three flows build from that flag (as login-flow, register-flow
 * and the forgot-password modal do) make each SMS button count one minute,
 * the codes go through the adapter, and SMS login and registration are
 * marked `firebaseChannel: "sms"`. A gateway without the setting leaves all
 * of it off.
 */
import type { AnyActorRef } from 'xstate';
import { waitFor } from 'xstate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ForgotInput } from '../../src/machines/forgot-password/forgot-password-rules';
import type { LoginInput } from '../../src/machines/login/login-rules';
import type { RegistrationInput } from '../../src/machines/registration/registration-rules';
import { registrationModelInput } from '../../src/machines/registration/registration.model';
import { createAccessLogic } from '../../src/services/access-logic';
import type { CallName } from '../../src/services/calls';
import type { HttpClient } from '../../src/services/http';
import { fetchStatus } from '../../src/services/system.api';
import { createRecordedActor } from '../support/recorded-actor';
import { createPathClient, dragPiece, memoryStores, startWorld, uniqueMobile, type World } from './support/access-world';

const smsUser = { countryDialingCode: '+63', mobileNum: '9171234567' };
const day = 24 * 60 * 60 * 1000;

interface Outbox {
  code: string | null;
  channel: string;
  purpose: string;
}

async function outbox(world: World, mobile: string): Promise<Outbox> {
  const response = await fetch(`${world.gateway.url}/dev/sms-outbox?mobile=${mobile}&countryDialingCode=%2B63`);
  const [row] = ((await response.json()) as { value: Outbox[] }).value;
  if (!row?.code) throw new Error(`no SMS for ${mobile}`);
  return row;
}

/** A path's client that also notes what each call was given, before encryption. */
function recordingSetup(world: World) {
  world.advance(day);
  const stores = memoryStores();
  const client = createPathClient(world, stores.store);
  const sent: { name: CallName; data?: Record<string, unknown> }[] = [];
  const http: HttpClient = {
    call: (name, options) => {
      sent.push({ name, data: options.data });
      return client.http.call(name, options);
    },
  };
  // A tick of a minute: the countdown's first value stays readable.
  const access = createAccessLogic({ http, store: stores.store, remember: stores.remember, now: world.now, delays: { tick: 60_000 } });
  return { http, access, sent };
}

/** Presses the send-code button of a flow, solves its puzzle, and answers what the phone got. */
async function pressSend(world: World, button: AnyActorRef, mobileNum: string) {
  await waitFor(button, (s) => s.matches({ idle: 'ready' }), { timeout: 10_000 });
  button.send({ type: 'code.request', mobileNum, countryDialingCode: '+63' });
  const checking = await waitFor(button, (s) => Boolean(s.children.humanCheck), { timeout: 10_000 });
  await dragPiece(world, checking.children.humanCheck as AnyActorRef, 'solve');
  const counting = await waitFor(button, (s) => s.matches('counting') || s.matches('failed'), { timeout: 10_000 });
  expect(counting.context.errorCode).toBeNull();
  return { seconds: counting.context.remainingSeconds as number, thirdParty: counting.context.thirdParty as boolean, sms: await outbox(world, mobileNum) };
}

describe.each([
  { name: 'phoneAuth local', config: { phoneAuth: 'local' as const }, flag: true, channel: 'phoneAuth' },
  { name: 'built-in SMS', config: {}, flag: false, channel: 'sms' },
])('flows on a gateway with $name', ({ config, flag, channel }) => {
  let world: World;
  let thirdPartyPhoneAuth = false;

  beforeAll(async () => {
    world = await startWorld(config);
    const { http } = recordingSetup(world);
    const status = await fetchStatus(http, { host: 'localhost' });
    thirdPartyPhoneAuth = status.info.flags.thirdPartyPhoneAuth === true;
  });
  afterAll(async () => {
    await world?.close();
  });

  it('the status answer carries the flag', () => {
    expect(thirdPartyPhoneAuth).toBe(flag);
  });

  it('SMS login: one-minute countdown, code through the channel, login marked', async () => {
    const { access, sent } = recordingSetup(world);
    const input: LoginInput = { smsLoginEnabled: true, thirdPartyPhoneAuth, forceChangeOnExpiry: true, remembered: null };
    const actor = createRecordedActor(access.login, { input });
    actor.start();
    actor.send({ type: 'tab.select', tab: 'sms' });
    const pressed = await pressSend(world, actor.getSnapshot().children.smsCountdown as AnyActorRef, smsUser.mobileNum);
    expect(pressed).toMatchObject({ seconds: 60, thirdParty: flag, sms: { channel, purpose: 'login' } });
    actor.send({ type: 'credentials.submit', values: { ...smsUser, verificationCode: pressed.sms.code as string } });
    const done = await waitFor(actor, (s) => s.status === 'done', { timeout: 15_000 });
    expect(done.output?.mustChangePassword).toBe(false);
    const loginData = sent.find((call) => call.name === 'login')?.data;
    expect(loginData?.type).toBe('sms');
    expect(loginData?.firebaseChannel).toBe(flag ? 'sms' : undefined);
    actor.stop();
  });

  it('mobile registration: one-minute countdown, code through the channel, registration marked', async () => {
    const { access, sent } = recordingSetup(world);
    const input: RegistrationInput = { ...registrationModelInput, captchaShown: false, affiliateFieldShown: false, thirdPartyPhoneAuth };
    const actor = createRecordedActor(access.registration, { input });
    actor.start();
    // The username tab opens first (the spec's order); this flow is the mobile one.
    actor.send({ type: 'regType.select', regType: 'mobile' });
    const mobileNum = uniqueMobile();
    const pressed = await pressSend(world, actor.getSnapshot().children.smsCountdown as AnyActorRef, mobileNum);
    expect(pressed).toMatchObject({ seconds: 60, thirdParty: flag, sms: { channel, purpose: 'register' } });
    const password = 'Passw0rd1';
    actor.send({
      type: 'form.submit',
      values: { mobileNum, countryDialingCode: '+63', password, confirmPassword: password, verificationCode: pressed.sms.code as string },
    });
    const humanCheck = await waitFor(actor, (s) => Boolean(s.children.humanCheck), { timeout: 10_000 });
    await dragPiece(world, humanCheck.children.humanCheck as AnyActorRef, 'solve');
    await waitFor(actor, (s) => s.matches('generatedAccountNotice'), { timeout: 15_000 });
    expect(sent.find((call) => call.name === 'registerMobile')?.data?.firebaseChannel).toBe(flag ? 'sms' : undefined);
    actor.stop();
  });

  it('forgot by phone: the SMS button counts one minute on the channel, and the reset logs in', async () => {
    const { access } = recordingSetup(world);
    const input: ForgotInput = { phoneRecovery: true, thirdPartyPhoneAuth };
    const actor = createRecordedActor(access.forgotPassword, { input });
    actor.start();
    actor.send({ type: 'tab.select', tab: 'mobile' });
    const pressed = await pressSend(world, actor.getSnapshot().children.smsCountdown as AnyActorRef, smsUser.mobileNum);
    expect(pressed.thirdParty).toBe(flag);
    expect(pressed.sms).toMatchObject({ channel, purpose: 'forgot' });
    // The built-in channel counts to the answer's expirationTime; the third-party one a flat minute.
    if (flag) expect(pressed.seconds).toBe(60);
    else expect(pressed.seconds).toBeGreaterThan(0);
    actor.send({ type: 'code.confirm', values: { ...smsUser, verificationCode: pressed.sms.code as string } });
    actor.send({ type: 'password.submit', values: { newPassword: 'Renewed123', confirmPassword: 'Renewed123' } });
    const done = await waitFor(actor, (s) => s.status === 'done', { timeout: 15_000 });
    expect(done.output?.result?.token).toBeTruthy();
    actor.stop();
  });
});
