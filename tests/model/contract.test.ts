/**
 * Model-based test of one contract against the real gateway. Every start
 * of the model is put in place through the gateway's own calls with a
 * fresh upline agent, its downline (an agent itself) and that downline's
 * own downline; the machine then runs as the party the start looks from,
 * with the portal's HTTP client. Before a step that sends an accept, the
 * world is made to give the planned answer: the downline's own 2.00 %
 * daily-salary contract exists (higher_rate) or does not, or the offer was
 * accepted in another tab (contract.wrong.state). After every step the
 * state must match the contract's status on the gateway, and the warning
 * and the ended list must name the downline's real downline.
 */
import type { AnyMachineSnapshot } from 'xstate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContractLogic } from '../../src/app/contracts/contract-logic';
import { contractCase, startCases, termsCases, type ContractCase } from '../../src/machines/contract/contract-cases';
import type { ContractContext } from '../../src/machines/contract/contract-types';
import { contractMachine } from '../../src/machines/contract/contract.machine';
import { contractEvents as ce, contractModel } from '../../src/machines/contract/contract.model';
import { selectContract } from '../../src/machines/contract/contract.selectors';
import type { ModelEvent } from '../../src/machines/session/session.model';
import { calls } from '../../src/services/calls';
import { contractCallOf, type Contract, type ContractStatus } from '../../src/services/schemas/contracts';
import { createCoverage } from './support/access-coverage';
import { codeOf, gatewayCanAnswer, type ContractAnswer } from './support/contract-answers';
import { describeEvent, planPaths, runPure, unplanned, type PlannedPath } from './support/access-paths';
import { replayPath } from './support/access-replay';
import { startWorld, type World } from './support/access-world';
import { act, arrangeStart, contractWorld, offerFrom, seenBy, type ContractWorld } from './support/contract-world';

type WithOutput = ContractAnswer;

const inputOf = (name: keyof typeof startCases) => ({ contract: contractCase(startCases[name]) });
const run = (name: keyof typeof startCases, events: ModelEvent[]): PlannedPath => ({ input: inputOf(name), events, ...runPure(contractMachine, inputOf(name), events) });
const modelEvent = (type: string, pick: (event: WithOutput) => boolean = () => true) => contractModel.events.find((event) => event.type === type && pick(event as WithOutput)) as ModelEvent;

/** Besides the fewest covering paths: the warning confirmed to the end, and a plain accept with nothing to end. */
const scenarios: PlannedPath[] = [
  run('offerToDownline', [
    { type: 'contract.accept' },
    modelEvent(ce.acceptError, (event) => event.error?.code === 'higher_rate'),
    { type: 'higherRate.confirm' },
    modelEvent(ce.acceptDone),
  ]),
  run('offerToDownline', [{ type: 'contract.accept' }, modelEvent(ce.acceptDone)]),
];

const plans: PlannedPath[] = [
  ...planPaths(
    contractMachine,
    contractModel,
    (contractModel.inputs ?? []).map((variant) => ({ input: variant.input, filterEvents: gatewayCanAnswer })),
  ),
  ...scenarios,
];

const startOf = (plan: PlannedPath): ContractCase => {
  const contract = (plan.input as { contract: Contract }).contract;
  return { status: contract.status, role: contract.role, kind: contract.kind, terminationRequestedBy: contract.terminationRequestedBy };
};

/** The gateway status each resting state stands for. */
function statusOf(snapshot: AnyMachineSnapshot): ContractStatus | null {
  if (snapshot.matches({ requested: 'composingOffer' }) || snapshot.matches('requested')) return 'requested';
  if (snapshot.matches('offered') || snapshot.matches('higherRateWarning')) return 'offered';
  if (snapshot.matches('terminationRequested')) return 'terminationRequested';
  for (const status of ['active', 'terminated', 'rejected'] as const) if (snapshot.matches(status)) return status;
  return null;
}

describe('contract machine on the real gateway', () => {
  let world: World;
  const coverage = createCoverage();

  beforeAll(async () => {
    world = await startWorld();
  });
  afterAll(async () => {
    await world?.close();
  });

  it('plans paths that reach every state and transition', () => {
    expect(unplanned(contractMachine, plans)).toEqual([]);
  });

  it.each(plans.map((plan, index) => [index + 1, `${startOf(plan).status}/${startOf(plan).role}: ${plan.events.map(describeEvent).join(' → ') || '(start)'}`, plan] as const))(
    'path %i: %s',
    async (_index, _label, plan) => {
      const parties: ContractWorld = await contractWorld(world);
      const start = startOf(plan);
      const { contract, me, other } = await arrangeStart(parties, start);
      const { kind } = contract;
      const logic = createContractLogic({ http: me.http }).contract;
      const actor = coverage.createActor(logic, { contract });
      const current = () => actor.getSnapshot().context as ContractContext;
      // The downline's own running daily-salary contract at 2.00 %, while it exists.
      let subContract: number | null = null;

      const ensureHigher = async () => {
        if (subContract !== null) return;
        subContract = (await offerFrom(parties.downline, parties.sub, 'dailySalary', { ...termsCases.dailySalary, rate: '2.00' })).contract.id;
        await act(parties.sub, 'dailySalary', { action: 'accept', contractId: subContract, confirmHigherRate: false });
      };
      const ensureNoHigher = async () => {
        if (subContract === null) return;
        await act(parties.downline, 'dailySalary', { action: 'terminate', contractId: subContract });
        await act(parties.sub, 'dailySalary', { action: 'terminate', contractId: subContract });
        subContract = null;
      };

      /** Makes the gateway answer the accept this step sends the way the plan says. */
      const arrangeAccept = async (index: number) => {
        const outcome = plan.events.slice(index + 1).find((event) => event.type === ce.acceptDone || event.type === ce.acceptError);
        if (!outcome) return;
        if (codeOf(outcome) === 'higher_rate') await ensureHigher();
        else if (codeOf(outcome) === 'contract.wrong.state') await act(me, kind, { action: 'accept', contractId: contract.id, confirmHigherRate: true });
        else if (outcome.type === ce.acceptDone && !current().confirmHigherRate) await ensureNoHigher();
      };

      await replayPath(actor, plan, {
        network: world.network,
        callPaths: Object.fromEntries(['acceptContract', 'rejectContract', 'terminateContract', 'keepContract'].map((id) => [id, [calls[contractCallOf[kind]].path]])),
        executors: {
          'contract.accept': async (event, { index }) => {
            await arrangeAccept(index);
            return event;
          },
          'higherRate.confirm': async (event, { index }) => {
            await arrangeAccept(index);
            return event;
          },
          // The offer form is the child's: the upline fills it in (or closes it) and the parent receives the outcome.
          [ce.offerDone]: (event) => {
            const child = actor.getSnapshot().children.composeOffer;
            if (!child) throw new Error('no offer form open');
            if ((event as WithOutput).output === null) child.send({ type: 'offer.cancel' });
            else child.send({ type: 'offer.submit', kind, terms: termsCases[kind] });
          },
        },
        assertState: async (real, expected, event) => {
          const context = real.context as ContractContext;
          const planned = expected.context as ContractContext;
          const view = selectContract(real as never);
          expect(context.errorCode).toBe(planned.errorCode);
          expect(context.confirmHigherRate).toBe(planned.confirmHigherRate);
          if (real.matches('higherRateWarning')) {
            expect(view.higherRate.map((ended) => ended.downline)).toEqual([parties.sub.account]);
            expect(view.higherRate[0].rate).toBe('2.00');
          }
          if (event?.type === ce.acceptDone) {
            // A confirmed accept ended the downline's own contract; a plain one had nothing to end.
            expect(view.ended.map((ended) => ended.downline)).toEqual(subContract === null ? [] : [parties.sub.account]);
            if (subContract !== null) expect((await seenBy(parties.downline, subContract)).status).toBe('terminated');
            subContract = null;
          }
          if (real.matches('failed') && codeOf(event!) === 'contract.wrong.state') expect(view.errorCode).toBe('contract.wrong.state');
          const status = statusOf(real);
          if (status) expect((await seenBy(me, contract.id)).status, `status of ${JSON.stringify(real.value)}`).toBe(status);
          if (real.matches({ terminationRequested: 'answering' })) expect((await seenBy(other, contract.id)).terminationRequestedBy).toBe(other === parties.upline ? 'upline' : 'downline');
        },
      });
    },
  );

  it('reached every state and transition of the machine', () => {
    const report = coverage.report(contractMachine);
    console.log('[coverage]', JSON.stringify(report));
    expect(report.missingStates).toEqual([]);
    expect(report.missingTransitions).toEqual([]);
  });
});
