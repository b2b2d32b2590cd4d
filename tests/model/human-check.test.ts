/**
 * Model-based test of the slide-puzzle human check: planned paths replayed
 * against the real gateway, solving (by drag or by keys), missing or dropping late as each path
 * says, with the challenge lifetime shortened so expiry is quick.
 */
import { waitFor, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { humanCheckMachine } from '../../src/machines/human-check/human-check.machine';
import { dropCases, humanCheckEvents, humanCheckModel } from '../../src/machines/human-check/human-check.model';
import { calls } from '../../src/services/calls';
import { createAccessLogic } from '../../src/services/access-logic';
import { createCoverage } from './support/access-coverage';
import { describeEvent, planPaths, unplanned } from './support/access-paths';
import { replayPath } from './support/access-replay';
import { createPathClient, dragPiece, memoryStores, startWorld, type DropCase, type World } from './support/access-world';

const day = 24 * 60 * 60 * 1000;
const caseOfX = (x: number): DropCase => (Object.entries(dropCases).find(([, value]) => value === x)?.[0] as DropCase) ?? 'solve';

/** What the gateway answers for a drop: the oracle that keeps planned paths possible. */
function oracle(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  const error = (event as { error?: { code: string } }).error?.code;
  const drop = snapshot.context.dropX as number | null;
  if (event.type === humanCheckEvents.verifyDone) return drop === dropCases.solve || drop === dropCases.keys;
  if (event.type === humanCheckEvents.verifyError) {
    if (error === 'human.check.failed') return drop === dropCases.miss;
    if (error === 'human.check.expired') return drop === dropCases.late;
  }
  return true;
}

const plans = planPaths(humanCheckMachine, humanCheckModel, [{ filterEvents: oracle, simple: true }]);

describe('humanCheck machine on the real gateway', () => {
  let world: World;
  const coverage = createCoverage();

  beforeAll(async () => {
    world = await startWorld();
  });
  afterAll(async () => {
    await world?.close();
  });

  it('plans paths that reach every state and transition', () => {
    expect(unplanned(humanCheckMachine, plans)).toEqual([]);
  });

  it.each(plans.map((plan, index) => [index + 1, plan.events.map(describeEvent).join(' → '), plan] as const))('path %i: %s', async (_index, _label, plan) => {
    world.advance(day);
    const stores = memoryStores();
    const client = createPathClient(world, stores.store);
    const access = createAccessLogic({ http: client.http, store: stores.store, remember: stores.remember, now: world.now });
    const logic = access.humanCheck.provide({ delays: { challengeLifetime: 2_000 } });
    const actor = coverage.createActor(logic, humanCheckModel.input);
    await replayPath(actor, plan, {
      network: world.network,
      callPaths: { loadChallenge: [calls.humanCheckChallenge.path], verifyHumanCheck: [calls.humanCheckVerify.path] },
      executors: {
        'piece.drop': async (event) => {
          await dragPiece(world, actor, caseOfX((event as EventObject & { x: number }).x));
        },
      },
      assertState: (real, expected) => {
        expect(real.context.errorCode).toBe(expected.context.errorCode);
        if (real.matches('dragging')) expect(real.context.challenge?.background).toMatch(/^[A-Za-z0-9+/]+=*$/);
        if (real.matches('passed')) expect(real.output?.token).toMatch(/^[\w-]{20,}$/);
      },
    });
  });

  // The planned paths reach `passed` by a drag; the keyboard's drop takes the same transition, so it is replayed here on its own.
  it('passes a piece moved by the arrow keys through the real actors and gateway', async () => {
    world.advance(day);
    const stores = memoryStores();
    const client = createPathClient(world, stores.store);
    const access = createAccessLogic({ http: client.http, store: stores.store, remember: stores.remember, now: world.now });
    const actor = coverage.createActor(access.humanCheck, humanCheckModel.input);
    actor.start();
    await dragPiece(world, actor, 'keys');
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done' || snapshot.matches('failed'), { timeout: 10_000 });
    expect(done.context.gesture).toBe('keys');
    expect(done.output?.token).toMatch(/^[\w-]{20,}$/);
  });

  it('reached every state and transition of the machine', () => {
    const report = coverage.report(humanCheckMachine);
    console.log('[coverage]', JSON.stringify(report));
    expect(report.missingStates).toEqual([]);
    expect(report.missingTransitions).toEqual([]);
  });
});
