/**
 * Model-based test of limit changes against the real gateway. Each path gets
 * its own member holding a daily deposit limit of 1000.00 and a weekly loss
 * limit of 300.00 whose raise to 800.00 has come due, as the model's list
 * says. After every step at rest, the list the machine shows is what the
 * gateway holds, so a lowered limit, a raise waiting its 24 hours, a
 * confirmed or cancelled raise all land where the member was told.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLimitChangeLogic } from '../../src/app/member-centre/limits/limit-change-logic';
import { limitChangeMachine } from '../../src/machines/limit-change/limit-change.machine';
import { hasModelRaise, limitChangeEvents, limitChangeModel, modelAmounts } from '../../src/machines/limit-change/limit-change.model';
import { selectLimitChange } from '../../src/machines/limit-change/limit-change.selectors';
import { calls } from '../../src/services/calls';
import type { LimitsAnswer, SetLimitInput } from '../../src/services/schemas/limits';
import { protectionLimits } from '../../server/src/db/schema';
import { limitsOf } from '../../server/src/domain/protection/limits/limits-view';
import { memberWithSession } from '../../server/test/http';
import { createCoverage } from './support/access-coverage';
import { carryToRest, describeEvent, planPaths, runPure, unplanned, type PlannedPath } from './support/access-paths';
import { replayPath } from './support/access-replay';
import { createPathClient, startWorld, type World } from './support/access-world';

const hour = 3_600_000;
const listed = (event: EventObject) => (event as EventObject & { output?: LimitsAnswer }).output;
const raiseStillWaits = (snapshot: AnyMachineSnapshot) => (snapshot.context.limits === null ? true : hasModelRaise(snapshot.context.limits));

/** What the gateway can answer: lists as they are now (with the raise until it is confirmed or cancelled); a refused change is one the executor makes invalid, which only a lowering can be. */
function oracle(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  if (event.type === limitChangeEvents.loadDone || event.type === limitChangeEvents.setDone) return hasModelRaise(listed(event)!) === raiseStillWaits(snapshot);
  if (event.type === limitChangeEvents.setError) return (snapshot.context.draft as SetLimitInput | null)?.amount === modelAmounts.lower;
  return true;
}

const modelEvent = (type: string, withRaise?: boolean) =>
  limitChangeModel.events.find((event) => event.type === type && (withRaise === undefined || hasModelRaise(listed(event)!) === withRaise))!;

/** Paths that end with a call under way are carried on to its answer. */
const toRest = (plan: PlannedPath): PlannedPath =>
  carryToRest(
    limitChangeMachine,
    plan,
    (last) => {
      const waits = raiseStillWaits(last);
      if (last.matches('submitting')) return modelEvent(limitChangeEvents.setDone, waits);
      if (last.matches('confirming')) return modelEvent(limitChangeEvents.confirmDone);
      if (last.matches('cancelling')) return modelEvent(limitChangeEvents.cancelDone);
      return modelEvent(limitChangeEvents.loadDone, waits);
    },
    (last) => last.hasTag('busy') || last.hasTag('loading'),
  );

const plans = planPaths(limitChangeMachine, limitChangeModel, [{ filterEvents: oracle }]).map(toRest);

/** The member's limits as the gateway counts them, without the answer's time. */
const held = async (world: World, memberId: number) => (await limitsOf(world.gateway.db, memberId, world.now())).limits;

describe('limitChange machine on the real gateway', () => {
  let world: World;
  const coverage = createCoverage();

  beforeAll(async () => {
    world = await startWorld();
  });
  afterAll(async () => {
    await world?.close();
  });

  it('plans paths that reach every state and transition', () => {
    expect(unplanned(limitChangeMachine, plans)).toEqual([]);
  });

  const cases = plans.map((plan, index) => [index + 1, plan.events.map(describeEvent).join(' → '), plan] as const);

  it.each(cases)('path %i: %s', async (_index, _label, plan) => {
    const member = await memberWithSession(world.gateway);
    const now = world.now();
    await world.gateway.db.insert(protectionLimits).values([
      { memberId: member.id, kind: 'deposit', window: 'day', amount: '1000.00', updatedAt: now },
      { memberId: member.id, kind: 'loss', window: 'week', amount: '300.00', pendingAmount: '800.00', pendingRequestedAt: now - 25 * hour, pendingEffectiveAt: now - hour, updatedAt: now },
    ]);
    const client = createPathClient(world, { read: () => member.token } as never);
    const actor = coverage.createActor(createLimitChangeLogic({ http: client.http }));

    await replayPath(actor, plan, {
      network: world.network,
      callPaths: {
        loadLimits: [calls.playerLimits.path],
        confirmLimit: [calls.playerLimitConfirm.path],
        cancelPendingLimit: [calls.playerLimitCancel.path],
      },
      executors: {
        'limit.submit': (event, { index, plan: planned }) => {
          const submit = event as EventObject & SetLimitInput;
          const answer = planned.events.slice(index + 1).find((next) => next.type === limitChangeEvents.setDone || next.type === limitChangeEvents.setError);
          // The refused case: an amount the gateway's schema refuses below its field (the form never sends one).
          const amount = answer?.type === limitChangeEvents.setError ? '5.555' : submit.amount;
          return { type: 'limit.submit', kind: submit.kind, window: submit.window, amount };
        },
      },
      assertState: async (real, expected) => {
        expect(real.context.errorCode).toBe(expected.context.errorCode);
        if (real.context.errorCode === 'request_param_err') expect(real.context.fieldErrors).toEqual({ amount: 'field.invalid' });
        if (real.hasTag('busy') || real.hasTag('loading') || !real.context.limits) return;
        const shown = (real.context.limits as LimitsAnswer).limits;
        expect(hasModelRaise(real.context.limits as LimitsAnswer)).toBe(hasModelRaise(expected.context.limits as LimitsAnswer));
        // What the page shows is what the gateway holds (used amounts are all zero: nothing moved).
        if (real.matches('ready')) expect(shown).toEqual(await held(world, member.id));
      },
    });
    // Where the path lowered or raised the deposit limit, the gateway holds it as the member was told.
    const deposit = (await held(world, member.id)).find((limit) => limit.kind === 'deposit' && limit.window === 'day')!;
    const lowered = plan.events.some((event, i) => event.type === limitChangeEvents.setDone && (plan.snapshots[i]!.context.draft as SetLimitInput | null)?.amount === modelAmounts.lower);
    const raised = plan.events.some((event, i) => event.type === limitChangeEvents.setDone && (plan.snapshots[i]!.context.draft as SetLimitInput | null)?.amount === modelAmounts.higher);
    if (lowered || raised) expect(deposit.amount).toBe(lowered ? '500.00' : '1000.00');
    if (raised && !lowered) expect(deposit.pending).toMatchObject({ amount: '2000.00', due: false });
  });

  it('the selector shows the groups, the review step and the refusal', () => {
    const snapshots = plans.flatMap((plan) => plan.snapshots);
    const reviewing = snapshots.find((snapshot) => snapshot.matches('reviewing'))!;
    expect(selectLimitChange(reviewing as never)).toMatchObject({ status: 'shown', step: 'reviewing', draft: { kind: 'deposit', window: 'day', amount: modelAmounts.higher } });
    expect(selectLimitChange(reviewing as never).groups.map((group) => [group.kind, group.limits.length])).toEqual([
      ['deposit', 3],
      ['loss', 3],
      ['wager', 3],
    ]);
    const refused = snapshots.find((snapshot) => snapshot.matches('ready') && snapshot.context.errorCode === 'request_param_err')!;
    expect(selectLimitChange(refused as never)).toMatchObject({ step: 'idle', errorCode: 'request_param_err', fieldErrors: { amount: 'field.invalid' }, target: { kind: 'deposit', window: 'day' } });
    const [, firstFailed] = runPure(limitChangeMachine, undefined, [modelEvent(limitChangeEvents.loadError)]).snapshots;
    expect(selectLimitChange(firstFailed as never)).toMatchObject({ status: 'failed', errorCode: 'network.abnormal' });
  });

  it('reached every state and transition of the machine', () => {
    const report = coverage.report(limitChangeMachine);
    console.log('[coverage]', JSON.stringify(report));
    expect(report.missingStates).toEqual([]);
    expect(report.missingTransitions).toEqual([]);
  });
});
