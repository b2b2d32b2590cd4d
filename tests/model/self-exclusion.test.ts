/**
 * Model-based test of time-outs and self-exclusions against the real
 * gateway. Each path gets its own member with the model's password: either
 * with no break, or (when the path's first answer shows one) with a
 * six-month exclusion whose term ended yesterday. After every step at rest,
 * what the machine shows is what the gateway holds: a break taken with the
 * right password is in force until the shown time, a wrong password took
 * nothing, and an asked lift ends 24 hours later.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSelfExclusionLogic } from '../../src/app/member-centre/breaks/self-exclusion-logic';
import { selfExclusionMachine } from '../../src/machines/self-exclusion/self-exclusion.machine';
import { breakShown, modelBreaks, modelPasswords, selfExclusionEvents, selfExclusionModel } from '../../src/machines/self-exclusion/self-exclusion.model';
import { selectSelfExclusion } from '../../src/machines/self-exclusion/self-exclusion.selectors';
import { calls } from '../../src/services/calls';
import type { BreakAnswer } from '../../src/services/schemas/protection-breaks';
import { protectionBreaks } from '../../server/src/db/schema';
import { hashPassword } from '../../server/src/domain/passwords';
import { breakAnswer } from '../../server/src/domain/protection/breaks/take-break';
import { memberWithSession } from '../../server/test/http';
import { createCoverage } from './support/access-coverage';
import { carryToRest, describeEvent, planPaths, runPure, unplanned, type PlannedPath } from './support/access-paths';
import { replayPath } from './support/access-replay';
import { createPathClient, startWorld, type World } from './support/access-world';

const day = 24 * 3_600_000;
const answered = (event: EventObject) => (event as EventObject & { output?: BreakAnswer }).output ?? null;
const shownBy = (event: EventObject) => breakShown(answered(event));

/**
 * What the gateway can answer. A first load shows no break or the finished exclusion (the path's member has
 * one or the other); later loads show what the machine shows. A break is taken only with the right password,
 * and only over no break or a time-out (over the exclusion the longest, the exclusion, would answer). A lift
 * is asked only of the finished exclusion; a reload after it is left out (the model has no such answer).
 */
function oracle(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  const shown = breakShown(snapshot.context.current as BreakAnswer | null);
  switch (event.type) {
    case selfExclusionEvents.loadDone:
      return shown === null ? shownBy(event) !== 'timeout' : shownBy(event) === shown;
    case selfExclusionEvents.takeDone:
      return snapshot.context.password === modelPasswords.right;
    case selfExclusionEvents.takeError:
      return snapshot.context.password === modelPasswords.wrong;
    case 'term.choose':
      return shown === 'none' || shown === 'timeout';
    case 'break.reload':
      return shown !== 'lifting';
    default:
      return true;
  }
}

const modelEvent = (type: string, shows?: string) => selfExclusionModel.events.find((event) => event.type === type && (shows === undefined || shownBy(event) === shows))!;

/** Paths that end with a call under way are carried on to its answer. */
const toRest = (plan: PlannedPath): PlannedPath =>
  carryToRest(
    selfExclusionMachine,
    plan,
    (last) => {
      if (last.matches('submitting')) return last.context.password === modelPasswords.right ? modelEvent(selfExclusionEvents.takeDone) : modelEvent(selfExclusionEvents.takeError);
      if (last.matches('lifting')) return modelEvent(selfExclusionEvents.liftDone);
      return modelEvent(selfExclusionEvents.loadDone, breakShown(last.context.current as BreakAnswer | null) ?? 'none');
    },
    (last) => last.hasTag('busy') || last.hasTag('loading'),
  );

const plans = planPaths(selfExclusionMachine, selfExclusionModel, [{ filterEvents: oracle }]).map(toRest);

/** The path's member starts on the finished exclusion when its first answer shows one. */
function startsExcluded(plan: PlannedPath): boolean {
  const first = plan.events.find((event) => event.type === selfExclusionEvents.loadDone);
  return first !== undefined && shownBy(first) === 'finished';
}

describe('selfExclusion machine on the real gateway', () => {
  let world: World;
  let passwordHash: string;
  const coverage = createCoverage();

  beforeAll(async () => {
    world = await startWorld();
    passwordHash = await hashPassword(modelPasswords.right);
  });
  afterAll(async () => {
    await world?.close();
  });

  it('plans paths that reach every state and transition', () => {
    expect(unplanned(selfExclusionMachine, plans)).toEqual([]);
  });

  const cases = plans.map((plan, index) => [index + 1, plan.events.map(describeEvent).join(' → '), plan] as const);

  it.each(cases)('path %i: %s', async (_index, _label, plan) => {
    const member = await memberWithSession(world.gateway, { passwordHash });
    const now = world.now();
    if (startsExcluded(plan)) {
      await world.gateway.db.insert(protectionBreaks).values({ memberId: member.id, kind: 'exclusion', startedAt: now - 184 * day, endsAt: now - day, releasedAt: null });
    }
    const client = createPathClient(world, { read: () => member.token } as never);
    const actor = coverage.createActor(createSelfExclusionLogic({ http: client.http }));

    await replayPath(actor, plan, {
      network: world.network,
      callPaths: { loadBreak: [calls.playerBreak.path], requestBreakLift: [calls.playerBreakLift.path] },
      assertState: async (real, expected) => {
        expect(real.context.errorCode).toBe(expected.context.errorCode);
        expect(real.context.fieldErrors).toEqual(expected.context.fieldErrors);
        expect(real.context.term).toBe(expected.context.term);
        if (real.hasTag('busy') || real.hasTag('loading') || !real.context.current) return;
        const shown = real.context.current as BreakAnswer;
        expect(breakShown(shown)).toBe(breakShown(expected.context.current as BreakAnswer));
        // What the section shows is what the gateway holds.
        const held = await breakAnswer(world.gateway.db, member.id, shown.now);
        expect(held.current).toEqual(shown.current);
        if (breakShown(shown) === 'timeout') expect(shown.current!.until).toBe(shown.current!.startedAt + day);
        // A request waits for an operator: nothing lifts the exclusion meanwhile.
        if (breakShown(shown) === 'lifting') expect(shown.current).toMatchObject({ until: null, lift: { state: 'waiting', requestedAt: shown.current!.liftRequestedAt } });
      },
    });
  });

  it('the selector shows the break, the step and the password refusal below its field', () => {
    const snapshots = plans.flatMap((plan) => plan.snapshots);
    const confirming = snapshots.find((snapshot) => snapshot.matches('confirming'))!;
    expect(selectSelfExclusion(confirming as never)).toMatchObject({ status: 'shown', step: 'confirming', term: '24h', current: null });
    const failed = snapshots.find((snapshot) => snapshot.matches('failed'))!;
    expect(selectSelfExclusion(failed as never)).toMatchObject({ step: 'confirming', errorCode: 'login.password.incorrect', fieldErrors: { password: 'login.password.incorrect' } });
    const taken = snapshots.find((snapshot) => snapshot.matches('taken'))!;
    expect(selectSelfExclusion(taken as never)).toMatchObject({ step: 'taken', current: modelBreaks.timeout.current });
    const [, firstFailed] = runPure(selfExclusionMachine, undefined, [modelEvent(selfExclusionEvents.loadError)]).snapshots;
    expect(selectSelfExclusion(firstFailed as never)).toMatchObject({ status: 'failed', errorCode: 'network.abnormal' });
  });

  it('reached every state and transition of the machine', () => {
    const report = coverage.report(selfExclusionMachine);
    console.log('[coverage]', JSON.stringify(report));
    expect(report.missingStates).toEqual([]);
    expect(report.missingTransitions).toEqual([]);
  });
});
