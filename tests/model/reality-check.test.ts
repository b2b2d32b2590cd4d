/**
 * Model-based tests of session time against the real gateway, on the
 * world's movable clock: the reality check (a check falls due when the test
 * moves the gateway's clock to it, is answered here or "in another tab"),
 * the session-limit warning (the session ends when the clock passes the
 * limit) and the Safer play choice (a saved choice, a refused one below its
 * field). The machines' timers are shortened; the gateway's clock is what
 * decides. After every step the machine shows what the gateway holds.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRealityCheckLogic, createSessionLimitLogic, createSessionTimeChoiceLogic } from '../../src/app/protection/session-time-logic';
import { realityCheckMachine } from '../../src/machines/reality-check/reality-check.machine';
import { checkShown, realityCheckEvents, realityCheckModel, type CheckShown } from '../../src/machines/reality-check/reality-check.model';
import { sessionLimitMachine } from '../../src/machines/session-limit/session-limit.machine';
import { limitShown, sessionLimitEvents, sessionLimitModel, type LimitShown } from '../../src/machines/session-limit/session-limit.model';
import { sessionTimeChoiceMachine } from '../../src/machines/session-time-choice/session-time-choice.machine';
import { sessionTimeChoiceModel } from '../../src/machines/session-time-choice/session-time-choice.model';
import { calls } from '../../src/services/calls';
import type { SessionTime } from '../../src/services/schemas/session-time';
import { logout } from '../../src/services/session.api';
import { acknowledgeRealityCheck, sessionTimeOf, setSessionTime } from '../../server/src/domain/protection/session-time/session-time';
import { hashToken } from '../../server/src/domain/sessions';
import { memberWithSession } from '../../server/test/http';
import { createCoverage } from './support/access-coverage';
import { describeEvent, planPaths, unplanned, type PlannedPath } from './support/access-paths';
import { replayPath } from './support/access-replay';
import { createPathClient, startWorld, type World } from './support/access-world';

const minute = 60_000;
const timers = { untilCheck: 300, untilWarning: 300, untilEnd: 300, reread: 1_500, retry: 300 };
const outputOf = (event: EventObject | undefined) => (event as (EventObject & { output?: SessionTime }) | undefined)?.output ?? null;
const nextOf = (plan: PlannedPath, index: number, type: string) => plan.events.slice(index + 1).find((event) => event.type === type);

/** The reality check: what the gateway can answer from each snapshot. */
function realityOracle(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  const shown = checkShown(snapshot.context.time as SessionTime | null);
  const answered = checkShown(outputOf(event));
  switch (event.type) {
    case realityCheckEvents.loadDone:
      // A first read shows the path's member; a fall-due read shows the check due, or answered in another tab.
      if (snapshot.matches('due')) return answered !== 'none';
      return shown === null || answered === shown;
    case realityCheckEvents.loadError:
      // A failed fall-due read is planned after a failed answer (a user event between), so its failure is arranged alone.
      return !snapshot.matches('due') || snapshot.context.errorCode !== null;
    case realityCheckEvents.idleReread:
      // With a check ahead the (shorter) check timer fires first.
      return shown === 'none';
    default:
      return true;
  }
}

/** The session limit: a first read shows the path's member; an ended session stays ended; the end's read is refused once the clock passed it. */
function limitOracle(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  const shown = limitShown(snapshot.context.time as SessionTime | null);
  const ended = snapshot.context.errorCode !== null;
  switch (event.type) {
    case sessionLimitEvents.loadDone:
      return !ended && (shown === null || limitShown(outputOf(event)) === shown);
    case sessionLimitEvents.loadError:
      return ended || shown === null || snapshot.matches('ending');
    default:
      return true;
  }
}

const realityPlans = planPaths(realityCheckMachine, realityCheckModel, [{ filterEvents: realityOracle }]);
const limitPlans = planPaths(sessionLimitMachine, sessionLimitModel, [{ filterEvents: limitOracle }]);
const choicePlans = planPaths(sessionTimeChoiceMachine, sessionTimeChoiceModel, [{}]);
const cases = (plans: PlannedPath[]) => plans.map((plan, index) => [index + 1, plan.events.map(describeEvent).join(' → '), plan] as const);

describe('session time machines on the real gateway', () => {
  let world: World;
  const coverage = createCoverage();

  beforeAll(async () => {
    world = await startWorld();
  });
  afterAll(async () => {
    await world?.close();
  });

  it('plans paths that reach every state and transition of the three machines', () => {
    expect(unplanned(realityCheckMachine, realityPlans)).toEqual([]);
    expect(unplanned(sessionLimitMachine, limitPlans)).toEqual([]);
    expect(unplanned(sessionTimeChoiceMachine, choicePlans)).toEqual([]);
  });

  const caller = (member: { id: number; token: string }) => ({ memberId: member.id, sessionHash: hashToken(member.token), now: world.now() });
  const choose = (member: { id: number; token: string }, realityCheckMinutes: 0 | 15, sessionLimitMinutes: 30 | null) =>
    setSessionTime(world.gateway.db, { ...caller(member), ttlMs: world.gateway.deps.config.sessionTtlMs }, { realityCheckMinutes, sessionLimitMinutes });

  it.each(cases(realityPlans))('reality check path %i: %s', async (_index, _label, plan) => {
    const member = await memberWithSession(world.gateway);
    const first = checkShown(outputOf(plan.events.find((event) => event.type === realityCheckEvents.loadDone))) as CheckShown | null;
    if (first !== 'none') await choose(member, 15, null);
    if (first === 'due') world.advance(15 * minute);
    const client = createPathClient(world, { read: () => member.token } as never);
    const logic = createRealityCheckLogic({ http: client.http, stopPlay: () => logout({ http: client.http }).then(() => undefined) }).provide({ delays: timers });
    const actor = coverage.createActor(logic);
    const dueAt = async () => (await sessionTimeOf(world.gateway.db, caller(member))).checkDueAt!;

    await replayPath(actor, plan, {
      network: world.network,
      callPaths: { loadSessionTime: [calls.sessionTime.path], acknowledgeCheck: [calls.realityCheckAck.path], stopPlay: [calls.logout.path] },
      executors: {
        // The check falls due on the gateway's clock when the next read is planned to find it due.
        [realityCheckEvents.checkAfter]: async (_event, { index }) => {
          if (checkShown(outputOf(nextOf(plan, index, realityCheckEvents.loadDone))) === 'due') world.advance(Math.max(0, (await dueAt()) - world.now()));
        },
        // Answered in another tab while the dialog is open here.
        [realityCheckEvents.dialogReread]: async (_event, { index }) => {
          if (checkShown(outputOf(nextOf(plan, index, realityCheckEvents.loadDone))) === 'ahead') await acknowledgeRealityCheck(world.gateway.db, caller(member));
        },
      },
      assertState: async (real, expected) => {
        expect(real.context.errorCode).toBe(expected.context.errorCode);
        if (real.matches('dialog')) {
          // The dialog shows the gateway's figures, and the gateway refuses stakes meanwhile.
          const held = await sessionTimeOf(world.gateway.db, caller(member));
          expect(held.checkDue).toBe(true);
          expect((real.context.time as SessionTime).startedAt).toBe(held.startedAt);
        }
        if (real.matches('stopped') && real.context.errorCode === null) expect(real.status).toBe('done');
      },
    });
  });

  it.each(cases(limitPlans))('session limit path %i: %s', async (_index, _label, plan) => {
    const member = await memberWithSession(world.gateway);
    const first = plan.events.find((event) => event.type === sessionLimitEvents.loadDone || event.type === sessionLimitEvents.loadError);
    const kind: LimitShown | 'ended' = first?.type === sessionLimitEvents.loadError ? 'ended' : (limitShown(outputOf(first)) ?? 'none');
    if (kind !== 'none') await choose(member, 0, 30);
    // Into the session: ten minutes left (ahead), four (near), or past its end.
    if (kind === 'ahead') world.advance(20 * minute);
    if (kind === 'near') world.advance(26 * minute);
    if (kind === 'ended') world.advance(31 * minute);
    const endsAt = world.now() + (kind === 'ahead' ? 10 : 4) * minute;
    const client = createPathClient(world, { read: () => member.token } as never);
    // A path that rereads while counting waits longer for the warning than for the reread.
    const rereads = plan.events.some((event) => event.type === sessionLimitEvents.countingReread);
    const delays = rereads ? { ...timers, untilWarning: 5_000, reread: 300 } : timers;
    const actor = coverage.createActor(createSessionLimitLogic({ http: client.http }).provide({ delays }));

    await replayPath(actor, plan, {
      executors: {
        // The session ends on the gateway's clock when the end's read is planned to be refused.
        [sessionLimitEvents.endAfter]: (_event, { index }) => {
          const next = plan.events[index + 1];
          if (next?.type === sessionLimitEvents.loadError) world.advance(Math.max(0, endsAt - world.now()) + 1_000);
        },
      },
      assertState: async (real, expected) => {
        expect(limitShown(real.context.time as SessionTime | null)).toBe(limitShown(expected.context.time as SessionTime | null));
        if (real.context.errorCode) expect(real.context.errorCode).toBe('login.not.session');
      },
    });
  });

  it.each(cases(choicePlans))('session time choice path %i: %s', async (_index, _label, plan) => {
    const member = await memberWithSession(world.gateway);
    const client = createPathClient(world, { read: () => member.token } as never);
    const actor = coverage.createActor(createSessionTimeChoiceLogic({ http: client.http }));
    await replayPath(actor, plan, {
      network: world.network,
      callPaths: { loadSessionTime: [calls.sessionTime.path] },
      executors: {
        // A refused save is a choice not offered: the gateway answers it below its field.
        'choice.save': (event, { index }) =>
          plan.events[index + 1]?.type === 'xstate.error.actor.saveSessionTime' ? { type: 'choice.save', choice: { realityCheckMinutes: 20, sessionLimitMinutes: 60 } } : event,
      },
      assertState: async (real, expected) => {
        expect(real.context.errorCode).toBe(expected.context.errorCode);
        expect(real.context.fieldErrors).toEqual(expected.context.fieldErrors);
        if (real.matches('ready') && real.context.saved > 0) {
          const held = await sessionTimeOf(world.gateway.db, caller(member));
          expect([held.realityCheckMinutes, held.sessionLimitMinutes]).toEqual([30, 60]);
        }
      },
    });
  });

  it('reached every state and transition of the three machines', () => {
    for (const machine of [realityCheckMachine, sessionLimitMachine, sessionTimeChoiceMachine]) {
      const report = coverage.report(machine);
      console.log('[coverage]', machine.id, JSON.stringify(report));
      expect(report.missingStates).toEqual([]);
      expect(report.missingTransitions).toEqual([]);
    }
  });
});
