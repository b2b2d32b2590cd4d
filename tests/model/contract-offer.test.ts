/**
 * Model-based test of the upline's offer against the real gateway: a new
 * offer to a direct downline, and the answer to the downline's request.
 * Each path gets a fresh agent and downline. The good proposal is offered;
 * the one above the kind's maximum rate is refused with the rate's field
 * code; a lost connection keeps the request id for the retry. After every
 * step the downline's list must hold what the state says: nothing offered
 * before `offered`, exactly the one offer at the proposed rate after.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContractLogic } from '../../src/app/contracts/contract-logic';
import type { ContractOfferContext } from '../../src/machines/contract/contract-offer.machine';
import { contractOfferMachine } from '../../src/machines/contract/contract-offer.machine';
import { contractOfferEvents as oe, contractOfferModel, proposalCases } from '../../src/machines/contract/contract-offer.model';
import { selectOffer } from '../../src/machines/contract/contract-offer.selectors';
import { calls } from '../../src/services/calls';
import { loadContracts } from '../../src/services/contracts.api';
import { newRequestId } from '../../src/services/funds.actors';
import { createCoverage } from './support/access-coverage';
import { carryToRest, describeEvent, planPaths, runPure, unplanned, type PlannedPath } from './support/access-paths';
import { replayPath } from './support/access-replay';
import { startWorld, type World } from './support/access-world';
import { act, contractWorld } from './support/contract-world';

const codeOf = (event: EventObject) => (event as EventObject & { error?: { code?: string } }).error?.code;
const goodRate = proposalCases.good.terms.rate;

/** What the gateway answers the proposal under way. */
function oracle(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  const rate = (snapshot.context as ContractOfferContext).proposal?.terms.rate;
  if (event.type === oe.submitDone) return rate === goodRate;
  if (event.type === oe.submitError && codeOf(event) !== 'network.abnormal') return rate !== goodRate;
  return true;
}

const modelEvent = (type: string, code?: string) => contractOfferModel.events.find((event) => event.type === type && (code === undefined || codeOf(event) === code))!;

/** Paths ending with an offer under way are carried on to the gateway's answer, so each ends with the downline's list compared. */
const toRest = (plan: PlannedPath): PlannedPath =>
  carryToRest(contractOfferMachine, plan, (last) => {
    const good = (last.context as ContractOfferContext).proposal?.terms.rate === goodRate;
    return last.matches('identifying') ? modelEvent(oe.idDone) : good ? modelEvent(oe.submitDone) : modelEvent(oe.submitError, 'contract.rate.invalid');
  });

const submitted = (which: keyof typeof proposalCases) => ({ type: 'offer.submit', ...proposalCases[which] });

/** Besides the fewest covering paths: a request answered with an offer, to the end. */
const scenarios = [{ input: contractOfferModel.inputs![0].input, events: [submitted('good')] }].map((scenario) => toRest({ ...scenario, ...runPure(contractOfferMachine, scenario.input, scenario.events) }));

const plans: PlannedPath[] = [
  ...planPaths(
    contractOfferMachine,
    contractOfferModel,
    [contractOfferModel.input, ...(contractOfferModel.inputs ?? []).map((variant) => variant.input)].map((input) => ({ input, filterEvents: oracle })),
  ).map(toRest),
  ...scenarios,
];

describe('contractOffer machine on the real gateway', () => {
  let world: World;
  const coverage = createCoverage();

  beforeAll(async () => {
    world = await startWorld();
  });
  afterAll(async () => {
    await world?.close();
  });

  it('plans paths that reach every state and transition', () => {
    expect(unplanned(contractOfferMachine, plans)).toEqual([]);
  });

  const labelOf = (event: EventObject) => (event.type === 'offer.submit' ? `offer.submit ${(event as EventObject & { terms: { rate: string } }).terms.rate} %` : describeEvent(event));

  it.each(plans.map((plan, index) => [index + 1, `${(plan.input as { contractId?: number }).contractId ? 'answer' : 'new'}: ${plan.events.map(labelOf).join(' → ')}`, plan] as const))(
    'path %i: %s',
    async (_index, _label, plan) => {
      const { upline, downline } = await contractWorld(world);
      const planned = plan.input as { contractId?: number; kind?: 'dailySalary' };
      // Answering a request: the downline asked first, and the form names that request.
      const requestId = planned.contractId
        ? (await act(downline, 'dailySalary', { action: 'request', requestId: newRequestId(), note: 'Daily salary, please.' })).contract.id
        : null;
      const input = { downlineId: downline.id, contractId: requestId, kind: planned.kind ?? null };
      const actor = coverage.createActor(createContractLogic({ http: upline.http }).offer, input);
      const offersSeen = async () => (await loadContracts({ http: downline.http }, { scope: 'all' })).list.filter((contract) => contract.status === 'offered');
      let lostId: string | null = null;

      await replayPath(actor, plan, {
        network: world.network,
        callPaths: { submitOffer: [calls.dailySalaryContract.path] },
        assertState: async (real, expected, event) => {
          const context = real.context as ContractOfferContext;
          const view = selectOffer(real as never);
          expect(context.errorCode).toBe((expected.context as ContractOfferContext).errorCode);
          if (real.matches('refused')) {
            expect(view.errorCode).toBe('contract.rate.invalid');
            expect(view.fieldErrors).toEqual({ rate: 'contract.rate.invalid' });
          }
          if (real.matches('failed')) lostId = context.requestId;
          if (real.matches('submitting') && event?.type === 'offer.retry') expect(context.requestId, 'a retry sends the same request id').toBe(lostId);
          if (real.hasTag('busy')) return;
          const offers = await offersSeen();
          if (real.matches('offered')) {
            expect(offers.map((offer) => [offer.id, offer.terms?.rate, offer.upline])).toEqual([[view.contract!.id, goodRate, upline.account]]);
            if (requestId !== null) expect(view.contract!.id).toBe(requestId);
          } else expect(offers).toEqual([]);
        },
      });
    },
  );

  it('reached every state and transition of the machine', () => {
    const report = coverage.report(contractOfferMachine);
    console.log('[coverage]', JSON.stringify(report));
    expect(report.missingStates).toEqual([]);
    expect(report.missingTransitions).toEqual([]);
  });
});
