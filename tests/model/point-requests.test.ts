/**
 * Model-based test of the password-checked request against the real
 * gateway, for both of its uses: redeeming goods and converting points.
 * Each path gets its own member with a withdrawal password and 1000 points.
 * A planned network failure is the dangerous kind: the request reaches the
 * gateway and is carried out, and only the answer is lost. After every step
 * at rest the points taken must equal one request's cost per submission the
 * gateway carried out, so a retry (same id) never takes points twice, and a
 * wrong password never takes any. A choice beyond the member's points is
 * refused before the password step and takes none either.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPointMallLogic, type PointMallLogic } from '../../src/app/point-mall/point-mall-logic';
import { passwordRequestMachine } from '../../src/machines/password-request/password-request.machine';
import { passwordRequestEvents, passwordRequestModel, type PasswordCase } from '../../src/machines/password-request/password-request.model';
import { selectPasswordRequest } from '../../src/machines/password-request/password-request.selectors';
import { calls, type CallName } from '../../src/services/calls';
import { loadPointBalance } from '../../src/services/points.api';
import { pointRewards } from '../../server/src/db/schema';
import { movePoints } from '../../server/src/domain/points';
import { withdrawingMember } from '../../server/test/funds/support';
import { createCoverage } from './support/access-coverage';
import { carryToRest, describeEvent, planPaths, unplanned, type PlannedPath } from './support/access-paths';
import { replayPath } from './support/access-replay';
import { createPathClient, startWorld, type World } from './support/access-world';
import { answerDropper } from './support/answer-dropper';

const startingPoints = 1000;
/** What one carried-out request takes: one unit of 100-point goods, or 100 points converted. */
const cost = 100;

interface Use {
  name: 'redeem' | 'convert';
  logic: keyof Pick<PointMallLogic, 'redemption' | 'conversion'>;
  call: CallName;
  choice(world: World): Promise<Record<string, unknown>>;
}

const uses: Use[] = [
  {
    name: 'redeem',
    logic: 'redemption',
    call: 'pointRedeem',
    choice: async (world) => {
      const [reward] = await world.gateway.db
        .insert(pointRewards)
        .values({ type: 'live', names: { EN: 'Model pass' }, descriptions: { EN: 'A pass' }, units: { EN: 'pass' }, imageUrl: '/assets/point-mall/vip-pass.svg', points: cost, amount: '0', stock: 50 })
        .returning();
      return { rewardId: reward!.id, quantity: 1, address: '', mobile: '' };
    },
  },
  { name: 'convert', logic: 'conversion', call: 'pointConvert', choice: async () => ({ points: cost }) },
];

const errorOf = (event: EventObject) => (event as EventObject & { error?: { code?: string } }).error?.code;
const passwordOf = (snapshot: AnyMachineSnapshot) => snapshot.context.paymentPassword as PasswordCase | null;

/** What the gateway answers: the right password is carried out, a wrong one refused; any answer may be lost. */
function oracle(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  if (event.type === passwordRequestEvents.submitDone) return passwordOf(snapshot) === 'good';
  if (event.type === passwordRequestEvents.submitError) return errorOf(event) === 'network.abnormal' || (errorOf(event) === 'invalid.payment.pw' && passwordOf(snapshot) === 'wrong');
  return true;
}

const modelEvent = (type: string, code?: string) => passwordRequestModel.events.find((event) => event.type === type && (code === undefined || errorOf(event) === code))!;

/** Paths that end with a request under way are carried on to the gateway's answer, so every path ends with the books compared. */
const toRest = (plan: PlannedPath): PlannedPath =>
  carryToRest(passwordRequestMachine, plan, (last) =>
    last.matches('identifying')
      ? modelEvent(passwordRequestEvents.idDone)
      : passwordOf(last) === 'good'
        ? modelEvent(passwordRequestEvents.submitDone)
        : modelEvent(passwordRequestEvents.submitError, 'invalid.payment.pw'),
  );

const plans = planPaths(passwordRequestMachine, passwordRequestModel, [{ filterEvents: oracle }]).map(toRest);

describe('passwordRequest machine on the real gateway', () => {
  let world: World;
  let dropper: ReturnType<typeof answerDropper>;
  const coverage = createCoverage();

  beforeAll(async () => {
    world = await startWorld();
    dropper = answerDropper();
  });
  afterAll(async () => {
    dropper?.uninstall();
    await world?.close();
  });

  it('plans paths that reach every state and transition', () => {
    expect(unplanned(passwordRequestMachine, plans)).toEqual([]);
  });

  const cases = uses.flatMap((use) => plans.map((plan, index) => [use.name, index + 1, plan.events.map(describeEvent).join(' → '), use, plan] as const));

  it.each(cases)('%s path %i: %s', async (_name, _index, _label, use, plan) => {
    const member = await withdrawingMember(world.gateway, '100.00');
    await movePoints(world.gateway.db, { memberId: member.id, amount: startingPoints, kind: 'adjustment', idempotencyKey: `model-points:${member.id}`, now: world.now() });
    const choice = await use.choice(world);
    const client = createPathClient(world, { read: () => member.token } as never);
    const actor = coverage.createActor(createPointMallLogic({ http: client.http })[use.logic]);
    // Submissions the gateway carried out, counted per confirmed password: a retry that sent a new id would take points twice here.
    let submission = 0;
    const carriedOut = new Set<number>();
    let lostId: string | null = null;

    await replayPath(actor, plan, {
      network: dropper,
      callPaths: { submitRequest: [calls[use.call].path] },
      executors: {
        // The model's budget is kept: a short one is refused before the gateway hears of it, which the books confirm.
        'request.choose': (event) => ({ type: 'request.choose', choice, budget: (event as EventObject & { budget?: unknown }).budget }),
        'password.submit': (event) => {
          submission += 1;
          const which = (event as EventObject & { paymentPassword: PasswordCase }).paymentPassword;
          return { type: 'password.submit', paymentPassword: which === 'good' ? member.paymentPassword : 'Wrong-000' };
        },
      },
      assertState: async (real, expected) => {
        if (real.matches('answered') || (real.matches('failed') && expected.context.paymentPassword === 'good')) carriedOut.add(submission);
        const requestId = real.context.requestId as string | null;
        if (real.matches('failed')) lostId = requestId;
        else if (lostId !== null && real.matches('submitting')) expect(requestId, 'a retry sends the same request id').toBe(lostId);
        if (!real.matches('failed') && !real.hasTag('busy')) lostId = null;
        expect(real.context.errorCode).toBe(expected.context.errorCode);
        // While a request is under way the gateway may be carrying it out: the books are compared at rest.
        if (!real.hasTag('busy')) expect(startingPoints - (await loadPointBalance({ http: client.http }))).toBe(carriedOut.size * cost);
      },
    });
  });

  it('the selector shows the step, the refusal and the answer', () => {
    const snapshots = plans.flatMap((plan) => plan.snapshots);
    const refused = snapshots.find((snapshot) => snapshot.matches('refused'))!;
    expect(selectPasswordRequest(refused as never)).toMatchObject({ step: 'refused', errorCode: 'invalid.payment.pw', canRetry: false });
    const failed = snapshots.find((snapshot) => snapshot.matches('failed'))!;
    expect(selectPasswordRequest(failed as never)).toMatchObject({ step: 'failed', errorCode: 'network.abnormal', canRetry: true });
    const short = snapshots.find((snapshot) => snapshot.matches('choosing') && snapshot.context.errorCode !== null)!;
    expect(selectPasswordRequest(short as never)).toMatchObject({ step: 'choosing', errorCode: 'points.insufficient', fieldErrors: {} });
    const busy = snapshots.find((snapshot) => snapshot.hasTag('busy'))!;
    expect(selectPasswordRequest(busy as never)).toMatchObject({ step: 'submitting', busy: true });
  });

  it('reached every state and transition of the machine', () => {
    const report = coverage.report(passwordRequestMachine);
    console.log('[coverage]', JSON.stringify(report));
    expect(report.missingStates).toEqual([]);
    expect(report.missingTransitions).toEqual([]);
  });
});
