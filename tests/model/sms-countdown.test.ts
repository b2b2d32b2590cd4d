/**
 * Model-based test of the SMS button: planned paths replayed against the
 * real gateway, with and without the human check before each send. The
 * `bad` case exhausts the number's hourly cap first, so the gateway refuses
 * with its own message; ticks and throttles are shortened.
 */
import type { AnyMachineSnapshot, AnyActorRef, EventObject } from 'xstate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsHourlyCap } from '../../server/src/domain/access/sms-channel';
import { smsCountdownMachine } from '../../src/machines/sms-countdown/sms-countdown.machine';
import { smsCountdownEvents, smsCountdownModel, smsNumbers } from '../../src/machines/sms-countdown/sms-countdown.model';
import { createAccessLogic } from '../../src/services/access-logic';
import { sendSmsCode } from '../../src/services/verification.api';
import { createCoverage } from './support/access-coverage';
import { describeEvent, planPaths, unplanned } from './support/access-paths';
import { replayPath } from './support/access-replay';
import { createPathClient, dragPiece, memoryStores, startWorld, type World } from './support/access-world';

const day = 24 * 60 * 60 * 1000;
const hour = 60 * 60 * 1000;
/** The demo account with a phone (server/src/seed/members.ts). */
const smsUser = { countryDialingCode: '+63', mobileNum: '9171234567' };

/** The gateway refuses only the `bad` case (its hourly cap is used up first). */
function oracle(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  if (event.type === smsCountdownEvents.sendDone) return snapshot.context.mobileNum === smsNumbers.good;
  if (event.type === smsCountdownEvents.sendError) return snapshot.context.mobileNum === smsNumbers.bad;
  return true;
}

const plans = planPaths(smsCountdownMachine, smsCountdownModel, [
  { filterEvents: oracle },
  { input: { purpose: 'login', humanCheck: false }, filterEvents: oracle },
]);

describe('smsCountdown machine on the real gateway', () => {
  let world: World;
  const coverage = createCoverage();

  beforeAll(async () => {
    world = await startWorld();
  });
  afterAll(async () => {
    await world?.close();
  });

  it('plans paths that reach every state and transition', () => {
    expect(unplanned(smsCountdownMachine, plans)).toEqual([]);
  });

  it.each(plans.map((plan, index) => [index + 1, plan.events.map(describeEvent).join(' → '), plan] as const))('path %i: %s', async (_index, _label, plan) => {
    world.advance(day);
    const stores = memoryStores();
    const client = createPathClient(world, stores.store);
    const access = createAccessLogic({
      http: client.http,
      store: stores.store,
      remember: stores.remember,
      now: world.now,
      delays: { tick: 5, requestThrottle: 1_000 },
    });
    const actor = coverage.createActor(access.smsCountdown, plan.input);
    const child = () => actor.getSnapshot().children.humanCheck as AnyActorRef;
    await replayPath(actor, plan, {
      executors: {
        'code.request': async (event) => {
          const { mobileNum } = event as EventObject & { mobileNum: string };
          if (mobileNum === smsNumbers.bad) {
            // Start at the top of an hour so the cap's window holds every send.
            world.advance(hour - (world.now() % hour) + 1_000);
            for (let sent = 0; sent < smsHourlyCap; sent++) {
              await sendSmsCode({ http: client.http }, { purpose: 'login', ...smsUser, humanCheckToken: null });
              world.advance(1_100);
            }
          }
          return { type: 'code.request', ...smsUser };
        },
        [smsCountdownEvents.humanCheckDone]: () => dragPiece(world, child(), 'solve'),
      },
      assertState: (real, expected) => {
        expect(real.context.errorCode).toBe(expected.context.errorCode);
        if (real.matches('counting')) expect(real.context.remainingSeconds).toBeGreaterThan(0);
        if (real.matches('failed')) expect(real.context.serverMessage).not.toBe('');
        if (real.matches('checking')) expect(real.children.humanCheck).toBeDefined();
      },
    });
  });

  it('counts down 60 s per expiry minute from the gateway answer', async () => {
    world.advance(day);
    const stores = memoryStores();
    const client = createPathClient(world, stores.store);
    const access = createAccessLogic({ http: client.http, store: stores.store, remember: stores.remember, now: world.now, delays: { tick: 60_000 } });
    const actor = coverage.createActor(access.smsCountdown, { purpose: 'login', humanCheck: false });
    actor.start();
    actor.send({ type: 'code.request', ...smsUser });
    await new Promise<void>((resolve) => actor.subscribe((snapshot) => snapshot.matches('counting') && resolve()));
    expect(actor.getSnapshot().context.remainingSeconds).toBe(60);
    actor.stop();
  });

  it('reached every state and transition of the machine', () => {
    const report = coverage.report(smsCountdownMachine);
    console.log('[coverage]', JSON.stringify(report));
    expect(report.missingStates).toEqual([]);
    expect(report.missingTransitions).toEqual([]);
  });
});

