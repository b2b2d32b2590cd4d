/**
 * Model-based test of bonus wagering against the real gateway. Each path
 * gets its own member holding one met bonus and three open ones (so every
 * forfeit of a path has an open bonus to give up). A planned network
 * failure of the forfeit is the dangerous kind: the gateway carries it out
 * and only the answer is lost. After every step at rest, the forfeits on
 * the ledger equal one per confirmed forfeit the gateway carried out (a
 * retry sends the same id and never takes the money twice), plus those this
 * test made itself to close a bonus under the member's feet (the refusal).
 */
import { and, eq } from 'drizzle-orm';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBonusWageringLogic } from '../../src/app/member-centre/wagering/bonus-wagering-logic';
import { bonusWageringMachine } from '../../src/machines/bonus-wagering/bonus-wagering.machine';
import { bonusWageringEvents, bonusWageringModel, modelRequirementIds } from '../../src/machines/bonus-wagering/bonus-wagering.model';
import { selectBonusWagering } from '../../src/machines/bonus-wagering/bonus-wagering.selectors';
import { calls } from '../../src/services/calls';
import type { BonusRequirements } from '../../src/services/schemas/wagering';
import { ledgerEntries } from '../../server/src/db/schema';
import { withdrawingMember } from '../../server/test/funds/support';
import { claim, forfeit, playRound, wageringPromotion } from '../../server/test/wagering/support';
import { createCoverage } from './support/access-coverage';
import { carryToRest, describeEvent, planPaths, runPure, unplanned, type PlannedPath } from './support/access-paths';
import { replayPath } from './support/access-replay';
import { createPathClient, startWorld, type World } from './support/access-world';
import { answerDropper } from './support/answer-dropper';

const closedCode = 'bonus.requirement.closed';
const codeOf = (event: EventObject) => (event as EventObject & { error?: { code?: string } }).error?.code;

/** What the gateway can answer: a closed bonus refused only on a first sending (a retry replays the first answer); any answer may be lost. */
function oracle(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  if (event.type === bonusWageringEvents.forfeitError && codeOf(event) === closedCode) return snapshot.context.errorCode === null;
  return true;
}

const modelEvent = (type: string, code?: string) => bonusWageringModel.events.find((event) => event.type === type && (code === undefined || codeOf(event) === code))!;

/** Paths that end with a forfeit or a load under way are carried on to the gateway's answer. */
const toRest = (plan: PlannedPath): PlannedPath =>
  carryToRest(
    bonusWageringMachine,
    plan,
    (last) => (last.matches('identifying') ? modelEvent(bonusWageringEvents.idDone) : last.matches('submitting') ? modelEvent(bonusWageringEvents.forfeitDone) : modelEvent(bonusWageringEvents.loadDone)),
    (last) => last.hasTag('busy') || last.hasTag('loading'),
  );

const plans = planPaths(bonusWageringMachine, bonusWageringModel, [{ filterEvents: oracle }]).map(toRest);

describe('bonusWagering machine on the real gateway', () => {
  let world: World;
  let dropper: ReturnType<typeof answerDropper>;
  let promotions: { met: number; open: number[] };
  const coverage = createCoverage();

  beforeAll(async () => {
    world = await startWorld();
    dropper = answerDropper();
    const terms = { multiple: '20', base: 'bonus' as const, weights: {} };
    promotions = {
      met: await wageringPromotion(world.gateway, '10.00', { multiple: '1', base: 'bonus', weights: {} }),
      open: [await wageringPromotion(world.gateway, '100.00', terms), await wageringPromotion(world.gateway, '60.00', terms), await wageringPromotion(world.gateway, '40.00', terms)],
    };
  });
  afterAll(async () => {
    dropper?.uninstall();
    await world?.close();
  });

  it('plans paths that reach every state and transition', () => {
    expect(unplanned(bonusWageringMachine, plans)).toEqual([]);
  });

  const cases = plans.map((plan, index) => [index + 1, plan.events.map(describeEvent).join(' → '), plan] as const);

  it.each(cases)('path %i: %s', async (_index, _label, plan) => {
    const member = await withdrawingMember(world.gateway, '100.00');
    // The met bonus first: its turnover is reached by one round, before the others are claimed.
    await claim(world.gateway, member.token, promotions.met);
    await playRound(world.gateway, member.id, { stake: '10.00', payout: '10.00' });
    for (const promotionId of promotions.open) await claim(world.gateway, member.token, promotionId);

    const client = createPathClient(world, { read: () => member.token } as never);
    const actor = coverage.createActor(createBonusWageringLogic({ http: client.http }));
    const listOf = () => (actor.getSnapshot().context.requirements as BonusRequirements | null)?.list ?? [];
    const forfeitsOnLedger = async () =>
      (await world.gateway.db.select().from(ledgerEntries).where(and(eq(ledgerEntries.memberId, member.id), eq(ledgerEntries.kind, 'bonus_forfeit')))).length;
    let confirmed = 0;
    const carriedOut = new Set<number>();
    let closedByTest = 0;
    let lostId: string | null = null;

    await replayPath(actor, plan, {
      network: dropper,
      callPaths: { loadRequirements: [calls.bonusRequirements.path], forfeitBonus: [calls.forfeitBonus.path] },
      executors: {
        'forfeit.ask': (event) => {
          const which = (event as EventObject & { requirementId: number }).requirementId;
          const real = listOf().find((requirement) => (which === modelRequirementIds.open ? requirement.status === 'open' : requirement.status === 'met'));
          return { type: 'forfeit.ask', requirementId: real!.id };
        },
        'forfeit.confirm': async (_event, { index, plan: planned }) => {
          confirmed += 1;
          const answer = planned.events.slice(index + 1).find((next) => next.type === bonusWageringEvents.forfeitDone || next.type === bonusWageringEvents.forfeitError);
          if (answer && codeOf(answer) === closedCode) {
            // Another tab forfeits the chosen bonus first: this one is then refused.
            const chosen = actor.getSnapshot().context.chosenId as number;
            expect((await forfeit(world.gateway, member.token, chosen)).body.success).toBe(true);
            closedByTest += 1;
          }
          return { type: 'forfeit.confirm' };
        },
      },
      assertState: async (real, expected) => {
        if (real.matches('loading') && real.context.outcome && expected.context.outcome) carriedOut.add(confirmed);
        if (real.matches('failed')) {
          carriedOut.add(confirmed);
          lostId = real.context.requestId as string;
        } else if (lostId !== null && real.matches('submitting')) expect(real.context.requestId, 'a retry sends the same request id').toBe(lostId);
        if (!real.matches('failed') && !real.hasTag('busy')) lostId = null;
        expect(real.context.errorCode).toBe(expected.context.errorCode);
        if (!real.hasTag('busy')) expect(await forfeitsOnLedger()).toBe(carriedOut.size + closedByTest);
      },
    });
  });

  it('the selector shows the list, the dialog step and the outcome', () => {
    const snapshots = plans.flatMap((plan) => plan.snapshots);
    const confirming = snapshots.find((snapshot) => snapshot.matches('confirming'))!;
    expect(selectBonusWagering(confirming as never)).toMatchObject({ status: 'shown', step: 'confirming', chosen: { id: modelRequirementIds.open }, locked: '550.00', withdrawable: '500.00' });
    const failed = snapshots.find((snapshot) => snapshot.matches('failed'))!;
    expect(selectBonusWagering(failed as never)).toMatchObject({ step: 'failed', errorCode: 'network.abnormal' });
    const refused = snapshots.find((snapshot) => snapshot.matches('refused'))!;
    expect(selectBonusWagering(refused as never)).toMatchObject({ step: 'refused', errorCode: closedCode });
    // A reload that fails keeps the last list on screen; with none yet the panel says it could not load.
    const reloadFailed = snapshots.find((snapshot) => snapshot.matches('loadFailed'))!;
    expect(selectBonusWagering(reloadFailed as never)).toMatchObject({ status: 'shown', errorCode: 'network.abnormal' });
    const [, firstFailed] = runPure(bonusWageringMachine, undefined, [modelEvent(bonusWageringEvents.loadError)]).snapshots;
    expect(selectBonusWagering(firstFailed as never)).toMatchObject({ status: 'failed', errorCode: 'network.abnormal', open: [] });
    const forfeited = snapshots.find((snapshot) => snapshot.matches('ready') && snapshot.context.outcome !== null)!;
    expect(selectBonusWagering(forfeited as never)).toMatchObject({ step: 'idle', outcome: { forfeited: '550.00' }, open: [{ id: modelRequirementIds.open }], closed: [{ id: modelRequirementIds.closed }] });
  });

  it('reached every state and transition of the machine', () => {
    const report = coverage.report(bonusWageringMachine);
    console.log('[coverage]', JSON.stringify(report));
    expect(report.missingStates).toEqual([]);
    expect(report.missingTransitions).toEqual([]);
  });
});
