/**
 * Model-based test of registration: planned paths replayed against the real
 * gateway. Fresh usernames and mobile numbers are made per submission; SMS
 * codes come from pressing the real send-code button and reading the outbox;
 * affiliate codes are a real agent's or an unknown one. A second input hides
 * the captcha and brings an affiliate code in the URL.
 */
import type { AnyActorRef, AnyMachineSnapshot, EventObject } from 'xstate';
import { waitFor } from 'xstate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationMachine } from '../../src/machines/registration/registration.machine';
import type { RegistrationInput } from '../../src/machines/registration/registration-rules';
import { registrationEvents, registrationModel, registrationModelInput } from '../../src/machines/registration/registration.model';
import { createAccessLogic } from '../../src/services/access-logic';
import { calls } from '../../src/services/calls';
import type { LoginResult } from '../../src/services/schemas/account';
import { createCoverage } from './support/access-coverage';
import { describeEvent, planPaths, unplanned } from './support/access-paths';
import { replayPath } from './support/access-replay';
import { createPathClient, dragPiece, latestSmsCode, memoryStores, plantCaptcha, startWorld, uniqueMobile, uniqueSuffix, type World } from './support/access-world';

const day = 24 * 60 * 60 * 1000;
const password = 'Passw0rd1';
const affiliateCodes: Record<string, string> = { good: 'AGT1001', bad: 'NOPE9999' };

const internalEvents = ['captcha.require', 'captcha.show'];

/** What the gateway answers for the submitted case. */
function oracle(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  if (internalEvents.includes(event.type)) return false;
  const values = snapshot.context.values as Record<string, string>;
  if (event.type === registrationEvents.affiliateDone) return (event as EventObject & { output: boolean }).output === (values.affiliateCode === 'good');
  const taken = snapshot.context.regType === 'username' && values.username === 'taken';
  if (event.type === registrationEvents.submitDone) return !taken;
  if (event.type === registrationEvents.submitError) return taken;
  return true;
}

const variant: RegistrationInput = { ...registrationModelInput, captchaShown: false, urlAffiliateCode: 'AGT2001' };
const plans = planPaths(registrationMachine, registrationModel, [{ filterEvents: oracle }, { input: variant, filterEvents: oracle }]);

describe('registration machine on the real gateway', () => {
  let world: World;
  const coverage = createCoverage();

  beforeAll(async () => {
    world = await startWorld();
  });
  afterAll(async () => {
    await world?.close();
  });

  it('plans paths that reach every state and transition', () => {
    expect(unplanned(registrationMachine, plans)).toEqual([]);
  });

  it.each(plans.map((plan, index) => [index + 1, plan.events.map(describeEvent).join(' → '), plan] as const))('path %i: %s', async (_index, _label, plan) => {
    world.advance(day);
    const stores = memoryStores();
    const client = createPathClient(world, stores.store);
    const access = createAccessLogic({ http: client.http, store: stores.store, remember: stores.remember, now: world.now, delays: { tick: 5 } });
    const actor = coverage.createActor(access.registration, plan.input);
    const child = (id: string) => actor.getSnapshot().children[id] as AnyActorRef;

    /** Presses the real send-code button for the number and reads the code the phone got. */
    const sendCode = async (mobileNum: string): Promise<string> => {
      const button = child('smsCountdown');
      await waitFor(button, (s) => s.matches({ idle: 'ready' }), { timeout: 10_000 });
      button.send({ type: 'code.request', mobileNum, countryDialingCode: '+63' });
      const checking = await waitFor(button, (s) => Boolean(s.children.humanCheck), { timeout: 10_000 });
      await dragPiece(world, checking.children.humanCheck as AnyActorRef, 'solve');
      await waitFor(button, (s) => s.matches('counting'), { timeout: 10_000 });
      return latestSmsCode(world, mobileNum);
    };

    await replayPath(actor, plan, {
      network: world.network,
      callPaths: { checkAffiliate: [calls.affiliateCheck.path], submitRegistration: [calls.register.path, calls.registerMobile.path] },
      executors: {
        'form.submit': async (event) => {
          const planned = (event as EventObject & { values: Record<string, string> }).values;
          const values: Record<string, string> = { ...planned };
          if (planned.username === 'fresh') values.username = ` p${uniqueSuffix()} `;
          if (planned.username === 'taken') values.username = 'demo';
          if (planned.password === 'good') values.password = values.confirmPassword = password;
          if (planned.mobileNum === 'fresh') values.mobileNum = uniqueMobile();
          if (planned.countryDialingCode) values.countryDialingCode = '+63';
          if (planned.affiliateCode) values.affiliateCode = affiliateCodes[planned.affiliateCode];
          if (planned.verificationCode === 'sent') values.verificationCode = await sendCode(values.mobileNum);
          if (planned.captcha === 'good') {
            if (actor.getSnapshot().matches({ active: { captcha: 'shown' } })) {
              await waitFor(child('captcha'), (s) => s.matches('shown'), { timeout: 10_000 });
              values.captcha = await plantCaptcha(world, client.deviceId);
            } else delete values.captcha;
          }
          return { type: 'form.submit', values };
        },
        [registrationEvents.humanCheckDone]: () => dragPiece(world, child('humanCheck'), 'solve'),
      },
      assertState: (real, expected) => {
        const { context } = real;
        expect(context.errorCode).toBe(expected.context.errorCode);
        expect(context.fieldErrors).toEqual(expected.context.fieldErrors);
        expect(context.regType).toBe(expected.context.regType);
        expect(context.formVersion).toBe(expected.context.formVersion);
        if (real.matches({ active: { captcha: 'shown' } })) expect(real.children.captcha).toBeDefined();
        if (real.matches('generatedAccountNotice')) expect(context.result?.userName).toMatch(/^\d{10}$/);
        if (real.status === 'done') {
          const output = real.output as { result: LoginResult; regType: string };
          expect(output.result.token).toMatch(/^[\w-]{20,}$/);
          expect(output.result.firstTimeLogin).toBe(true);
          expect(output.regType).toBe(expected.context.regType);
        }
      },
    });
  });

  it('reached every state and transition of the machine', () => {
    const report = coverage.report(registrationMachine);
    console.log('[coverage]', JSON.stringify(report));
    expect(report.missingStates).toEqual([]);
    expect(report.missingTransitions).toEqual([]);
  });
});
