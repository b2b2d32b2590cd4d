/**
 * Model-based test of the login form: planned paths replayed against the
 * real gateway with the demo accounts. Username logins solve the real slide
 * puzzle; SMS logins press the real send-code button and read the code from
 * the outbox; after a refusal the gateway asks for a captcha, answered with
 * a planted one. A second input covers remember-me prefill, forced change
 * switched off and the third-party channel, replayed on a gateway whose
 * codes go through its local phone-authentication service.
 */
import type { AnyActorRef, AnyMachineSnapshot, EventObject } from 'xstate';
import { waitFor } from 'xstate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultPassword } from '../../server/src/domain/passwords';
import { loginMachine } from '../../src/machines/login/login.machine';
import type { LoginInput, LoginValues } from '../../src/machines/login/login-rules';
import { loginEvents, loginModel } from '../../src/machines/login/login.model';
import { createAccessLogic } from '../../src/services/access-logic';
import { calls } from '../../src/services/calls';
import type { LoginResult } from '../../src/services/schemas/account';
import { createCoverage } from './support/access-coverage';
import { describeEvent, planPaths, unplanned } from './support/access-paths';
import { replayPath } from './support/access-replay';
import { createPathClient, dragPiece, latestSmsCode, memoryStores, plantCaptcha, startWorld, type World } from './support/access-world';

const day = 24 * 60 * 60 * 1000;
/** Demo accounts of server/src/seed/members.ts by case marker. */
const accounts: Record<string, { username: string; password: string }> = {
  member: { username: 'demo', password: 'Demo1234' },
  mustChange: { username: 'weakpass', password: defaultPassword },
  expired: { username: 'expired', password: 'Expired123' },
};
const smsUser = { mobileNum: '9171234567', countryDialingCode: '+63' };

const internalEvents = ['captcha.require'];

/** What the gateway answers for the submitted case. */
function oracle(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  if (internalEvents.includes(event.type)) return false;
  const values = snapshot.context.values as LoginValues;
  const tab = snapshot.context.tab as 'username' | 'sms';
  const refused = tab === 'sms' ? values.verificationCode !== 'sent' : values.password !== 'good';
  if (event.type === loginEvents.submitDone) {
    if (refused) return false;
    const result = (event as EventObject & { output: LoginResult }).output;
    const marker = tab === 'sms' ? 'member' : values.username;
    return result.passwordDefault === (marker === 'mustChange') && result.passwordExpired === (marker === 'expired');
  }
  if (event.type === loginEvents.submitError) {
    const code = (event as EventObject & { error: { code: string } }).error.code;
    if (code === 'network.abnormal') return true;
    // Wrong codes of the third-party channel keep that service's own error code.
    const thirdParty = tab === 'sms' && snapshot.context.thirdPartyPhoneAuth === true;
    return refused && code === (thirdParty ? 'phoneAuth.invalid.code' : 'login.bad.credentials');
  }
  return true;
}

const variant: LoginInput = { smsLoginEnabled: true, thirdPartyPhoneAuth: true, forceChangeOnExpiry: false, remembered: { type: 'sms', ...smsUser } };
const plans = planPaths(loginMachine, loginModel, [{ filterEvents: oracle }, { input: variant, filterEvents: oracle }]);

describe('login machine on the real gateway', () => {
  let gatewayWorld: World;
  let phoneAuthWorld: World;
  const coverage = createCoverage();

  beforeAll(async () => {
    [gatewayWorld, phoneAuthWorld] = await Promise.all([startWorld(), startWorld({ phoneAuth: 'local' })]);
  });
  afterAll(async () => {
    await Promise.all([gatewayWorld?.close(), phoneAuthWorld?.close()]);
  });

  it('plans paths that reach every state and transition', () => {
    expect(unplanned(loginMachine, plans)).toEqual([]);
  });

  it.each(plans.map((plan, index) => [index + 1, plan.events.map(describeEvent).join(' → '), plan] as const))('path %i: %s', async (_index, _label, plan) => {
    const world = (plan.input as LoginInput).thirdPartyPhoneAuth ? phoneAuthWorld : gatewayWorld;
    world.advance(day);
    const stores = memoryStores();
    const client = createPathClient(world, stores.store);
    const access = createAccessLogic({ http: client.http, store: stores.store, remember: stores.remember, now: world.now, delays: { tick: 5 } });
    const actor = coverage.createActor(access.login, plan.input);
    const child = (id: string) => actor.getSnapshot().children[id] as AnyActorRef;

    /** Presses the real send-code button and reads the code the phone got. */
    const sendCode = async (): Promise<string> => {
      const button = child('smsCountdown');
      button.send({ type: 'code.request', ...smsUser });
      await dragPiece(world, await waitFor(button, (s) => Boolean(s.children.humanCheck)).then((s) => s.children.humanCheck as AnyActorRef), 'solve');
      await waitFor(button, (s) => s.matches('counting'), { timeout: 10_000 });
      return latestSmsCode(world, smsUser.mobileNum);
    };

    /** Reads the captcha once its picture is on screen (a planted answer stands for reading it). */
    const readCaptcha = async (): Promise<string> => {
      await waitFor(child('captcha'), (s) => s.matches('shown'), { timeout: 10_000 });
      return plantCaptcha(world, client.deviceId);
    };

    await replayPath(actor, plan, {
      network: world.network,
      callPaths: { submitLogin: [calls.login.path] },
      executors: {
        'credentials.submit': async (event) => {
          const values = (event as EventObject & { values: Partial<LoginValues> }).values;
          if (values.verificationCode !== undefined) {
            const code = values.verificationCode === 'sent' ? await sendCode() : '000000';
            const captcha = values.captcha === 'good' ? await readCaptcha() : undefined;
            return { type: 'credentials.submit', values: { ...smsUser, mobileNum: ` ${smsUser.mobileNum} `, verificationCode: code, captcha } };
          }
          const account = accounts[values.username ?? ''];
          const real: Partial<LoginValues> = {
            username: account ? ` ${account.username} ` : values.username,
            password: values.password === 'good' ? account.password : values.password === 'bad' ? 'Wrong9999' : values.password,
          };
          if (values.captcha === 'good') real.captcha = await readCaptcha();
          return { type: 'credentials.submit', values: real };
        },
        [loginEvents.humanCheckDone]: () => dragPiece(world, child('humanCheck'), 'solve'),
      },
      assertState: (real, expected) => {
        expect(real.context.errorCode).toBe(expected.context.errorCode);
        expect(real.context.tab).toBe(expected.context.tab);
        expect(real.context.captchaRequired).toBe(expected.context.captchaRequired);
        if (real.matches({ active: { captcha: 'shown' } })) expect(real.children.captcha).toBeDefined();
        if (real.matches({ active: { form: 'humanCheck' } })) expect(real.children.humanCheck).toBeDefined();
        if (real.status === 'done') {
          const output = real.output as { result: LoginResult; mustChangePassword: boolean; password: string | null; tab: string };
          expect(output.result.token).toMatch(/^[\w-]{20,}$/);
          expect(output.mustChangePassword).toBe(real.matches('mustChangePassword'));
          expect(output.password !== null).toBe(output.mustChangePassword);
          const remembered = stores.remembered();
          if (expected.context.rememberMe) {
            expect(remembered).toEqual(output.tab === 'sms' ? { type: 'sms', ...smsUser } : { type: 'username', username: output.result.userName });
          }
          expect(JSON.stringify(remembered ?? {})).not.toContain('password');
        }
      },
    });
  });

  it('reached every state and transition of the machine', () => {
    const report = coverage.report(loginMachine);
    console.log('[coverage]', JSON.stringify(report));
    expect(report.missingStates).toEqual([]);
    expect(report.missingTransitions).toEqual([]);
  });
});

