/**
 * Model-based test of the slide-puzzle human check: planned paths replayed
 * against the real gateway, solving (by drag or by keys), missing or dropping late as each path
 * says, with the challenge lifetime shortened so expiry is quick. The proof
 * of work is really solved (ALTCHA's solver, in this thread), and its answer
 * held until the path says it arrives: before the drop, after it, or never
 * (the solver fails).
 */
import { waitFor, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { humanCheckMachine } from '../../src/machines/human-check/human-check.machine';
import { dropCases, humanCheckEvents, humanCheckModel } from '../../src/machines/human-check/human-check.model';
import { calls } from '../../src/services/calls';
import { createAccessLogic } from '../../src/services/access-logic';
import { proofOfWorkFailure, solveInThread, type SolveProof } from '../../src/services/proof-of-work';
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

/** A real solver whose answer waits for the path: `release` hands over the solution, `fail` makes the solver fail. */
function heldSolver() {
  let settle: ((outcome: 'release' | 'fail') => void) | null = null;
  const solve: SolveProof = async (challenge, signal) => {
    const solving = solveInThread(challenge, signal);
    // A path that leaves the puzzle stops the solver; its rejection is nobody's answer.
    solving.catch(() => undefined);
    const outcome = await new Promise<'release' | 'fail'>((resolve) => {
      settle = resolve;
    });
    if (outcome === 'fail') throw proofOfWorkFailure();
    return solving;
  };
  const turn = (outcome: 'release' | 'fail') => {
    if (!settle) throw new Error('no proof of work is being solved');
    settle(outcome);
    settle = null;
  };
  return { solve, release: () => turn('release'), fail: () => turn('fail') };
}

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
    const solver = heldSolver();
    const access = createAccessLogic({ http: client.http, store: stores.store, remember: stores.remember, now: world.now, solveProof: solver.solve });
    const logic = access.humanCheck.provide({ delays: { challengeLifetime: 2_000 } });
    const actor = coverage.createActor(logic, humanCheckModel.input);
    await replayPath(actor, plan, {
      network: world.network,
      callPaths: { loadChallenge: [calls.humanCheckChallenge.path], verifyHumanCheck: [calls.humanCheckVerify.path] },
      executors: {
        'piece.drop': async (event) => {
          await dragPiece(world, actor, caseOfX((event as EventObject & { x: number }).x));
        },
        [humanCheckEvents.solveDone]: () => solver.release(),
        [humanCheckEvents.solveError]: () => solver.fail(),
      },
      assertState: (real, expected) => {
        expect(real.context.errorCode).toBe(expected.context.errorCode);
        expect(real.context.proofReady).toBe(expected.context.proofReady);
        if (real.matches('answering')) expect(real.context.challenge?.background).toMatch(/^[A-Za-z0-9+/]+=*$/);
        if (real.matches('verifying') && real.context.proof) expect(real.context.proof.solution.derivedKey).toMatch(/^[0-9a-f]{64}$/);
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
