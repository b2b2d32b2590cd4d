/**
 * Model-based test of password recovery against the real gateway: by e-mail
 * for the demo account (the temporary password lands in the e-mail outbox),
 * and by phone for the SMS demo account, pressing the real send-code button
 * and reading the outbox, then logging in with the new password.
 */
import type { AnyActorRef, AnyMachineSnapshot, EventObject } from 'xstate';
import { waitFor } from 'xstate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultPassword } from '../../server/src/domain/passwords';
import { forgotPasswordMachine } from '../../src/machines/forgot-password/forgot-password.machine';
import { forgotEvents, forgotPasswordModel } from '../../src/machines/forgot-password/forgot-password.model';
import { createAccessLogic } from '../../src/services/access-logic';
import { calls } from '../../src/services/calls';
import type { LoginResult } from '../../src/services/schemas/account';
import { createCoverage } from './support/access-coverage';
import { describeEvent, planPaths, unplanned } from './support/access-paths';
import { replayPath } from './support/access-replay';
import { createPathClient, dragPiece, latestSmsCode, memoryStores, startWorld, uniqueSuffix, type World } from './support/access-world';

const day = 24 * 60 * 60 * 1000;
const demo = { username: 'demo', email: 'demo@example.com' };
const smsUser = { mobileNum: '9171234567', countryDialingCode: '+63' };

/** What the gateway answers for the submitted case. */
function oracle(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  const code = (event as EventObject & { error?: { code: string } }).error?.code;
  const { email, phone } = snapshot.context as { email: { email: string }; phone: { verificationCode: string; newPassword: string } };
  if (event.type === forgotEvents.emailDone) return email.email === 'good';
  if (event.type === forgotEvents.emailError) return email.email === 'bad';
  const weak = phone.newPassword === 'weak';
  if (event.type === forgotEvents.setDone) return !weak && phone.verificationCode === 'sent';
  if (event.type === forgotEvents.setError) return code === 'password.weak' ? weak : !weak && phone.verificationCode === 'wrong';
  return true;
}

const plans = planPaths(forgotPasswordMachine, forgotPasswordModel, [{ filterEvents: oracle }]);

async function emailsTo(world: World, to: string): Promise<number> {
  const response = await fetch(`${world.gateway.url}/dev/email-outbox?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { value: unknown[] }).value.length;
}

describe('forgotPassword machine on the real gateway', () => {
  let world: World;
  const coverage = createCoverage();

  beforeAll(async () => {
    world = await startWorld();
  });
  afterAll(async () => {
    await world?.close();
  });

  it('plans paths that reach every state and transition', () => {
    expect(unplanned(forgotPasswordMachine, plans)).toEqual([]);
  });

  it.each(plans.map((plan, index) => [index + 1, plan.events.map(describeEvent).join(' → '), plan] as const))('path %i: %s', async (_index, _label, plan) => {
    world.advance(day);
    const stores = memoryStores();
    const client = createPathClient(world, stores.store);
    const access = createAccessLogic({ http: client.http, store: stores.store, remember: stores.remember, now: world.now, delays: { tick: 5 } });
    const actor = coverage.createActor(access.forgotPassword, plan.input);
    const mailsBefore = await emailsTo(world, demo.email);
    let newPassword = '';

    const sendCode = async (): Promise<string> => {
      const button = actor.getSnapshot().children.smsCountdown as AnyActorRef;
      await waitFor(button, (s) => s.matches({ idle: 'ready' }), { timeout: 10_000 });
      button.send({ type: 'code.request', ...smsUser });
      const checking = await waitFor(button, (s) => Boolean(s.children.humanCheck), { timeout: 10_000 });
      await dragPiece(world, checking.children.humanCheck as AnyActorRef, 'solve');
      await waitFor(button, (s) => s.matches('counting'), { timeout: 10_000 });
      return latestSmsCode(world, smsUser.mobileNum);
    };

    await replayPath(actor, plan, {
      network: world.network,
      callPaths: {
        sendResetEmail: [calls.forgotPasswordEmail.path],
        setPasswordByPhone: [calls.setPasswordByPhone.path],
        submitLogin: [calls.login.path],
      },
      executors: {
        'email.submit': (event) => {
          const values = (event as EventObject & { values: { username: string; email: string } }).values;
          if (values.username !== 'member') return event;
          return { type: 'email.submit', values: { username: demo.username, email: values.email === 'good' ? ` ${demo.email} ` : 'other@example.com' } };
        },
        'code.confirm': async (event) => {
          const values = (event as EventObject & { values: Record<string, string> }).values;
          if (values.mobileNum !== 'member') return event;
          const verificationCode = values.verificationCode === 'sent' ? await sendCode() : '000000';
          return { type: 'code.confirm', values: { ...smsUser, verificationCode } };
        },
        'password.submit': (event) => {
          const values = (event as EventObject & { values: { newPassword: string; confirmPassword: string } }).values;
          const real = (marker: string) => (marker === 'good' ? (newPassword ||= `New${uniqueSuffix()}9`) : marker === 'weak' ? defaultPassword : `Other${marker}1`);
          return { type: 'password.submit', values: { newPassword: real(values.newPassword), confirmPassword: real(values.confirmPassword) } };
        },
      },
      assertState: async (real, expected) => {
        expect(real.context.errorCode).toBe(expected.context.errorCode);
        if (real.matches({ email: 'sent' })) expect(await emailsTo(world, demo.email)).toBe(mailsBefore + 1);
        if (real.matches('succeeded')) {
          const output = real.output as { result: LoginResult };
          expect(output.result.userName).toBe('smsuser');
          expect(output.result.token).toMatch(/^[\w-]{20,}$/);
        }
      },
    });
  });

  it('reached every state and transition of the machine', () => {
    const report = coverage.report(forgotPasswordMachine);
    console.log('[coverage]', JSON.stringify(report));
    expect(report.missingStates).toEqual([]);
    expect(report.missingTransitions).toEqual([]);
  });
});
