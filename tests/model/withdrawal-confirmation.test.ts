/**
 * Model-based test of the withdrawal confirmation against the real gateway.
 * Each path gets its own member with money, a bank account and a withdrawal
 * password. Before every step that loads the list the world is made to hold
 * what the plan expects (one paid withdrawal of 100.00 awaiting the answer,
 * or none); before every step that sends an answer the world is arranged
 * for the planned outcome: accepted, answered already in another tab, or
 * past its deadline on the gateway's clock (the member's screen still
 * showing time left). Case markers become real values: the model's item id
 * the listed withdrawal, proof markers real files, the clock tick that
 * withdrawal's deadline. Every state is checked on the view-model and, after
 * an accepted answer, on the stored withdrawal.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWithdrawalConfirmationLogic } from '../../src/app/member-centre/withdrawal-confirmation/withdrawal-confirmation-logic';
import type { ProofFile, WithdrawalConfirmationContext } from '../../src/machines/withdrawal-confirmation/withdrawal-confirmation-types';
import { amountCases, loadedCases, modelItem, proofCases, withdrawalConfirmationEvents as wc, withdrawalConfirmationModel } from '../../src/machines/withdrawal-confirmation/withdrawal-confirmation.model';
import { withdrawalConfirmationMachine } from '../../src/machines/withdrawal-confirmation/withdrawal-confirmation.machine';
import { selectWithdrawalConfirmation } from '../../src/machines/withdrawal-confirmation/withdrawal-confirmation.selectors';
import type { ModelEvent } from '../../src/machines/session/session.model';
import { calls } from '../../src/services/calls';
import { createCoverage } from './support/access-coverage';
import { describeEvent, planPaths, runPure, unplanned, type PlannedPath } from './support/access-paths';
import { replayPath } from './support/access-replay';
import { startWorld, type World } from './support/access-world';
import { allowManyWithdrawals, answerOnTheSide, awaitingIds, fundsMember, paidWithdrawal, proofFiles, withdrawalRow, type FundsMember } from './support/withdrawal-world';

const minute = 60_000;
const codeOf = (event: EventObject) => (event as EventObject & { error?: { code?: string } }).error?.code;

/** What the real system can answer from this snapshot. */
function oracle(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  const context = snapshot.context as WithdrawalConfirmationContext;
  if (event.type === wc.readDone) return context.proofFile?.file === 'case:png';
  if (event.type === wc.readError) return context.proofFile?.file === 'case:renamed';
  // "All received" answers whatever still waits: it is never refused, however late or repeated.
  if (event.type === wc.submitError && codeOf(event) !== 'network.abnormal') return context.answer !== 'all_received';
  return true;
}

const loaded = (list: 'one' | 'none') => ({ type: wc.loadDone, output: loadedCases[list] });
const choose = (answer: string) => ({ type: 'answer.choose', id: modelItem.id, answer });
const confirm = { type: 'answer.confirm' };
const accepted = { type: wc.submitDone, output: { confirmed: [] } };
const refusedWith = (code: string) => ({ type: wc.submitError, error: { code } });
const typed = (text: string) => ({ type: 'amount.change', text });

/**
 * Besides the fewest paths that reach every state and transition, each answer
 * carried through to its result, every refusal of a typed amount, and both
 * refusals of the gateway, so each outcome is seen on the real gateway.
 */
const scenarios: ModelEvent[][] = [
  [loaded('one'), choose('received'), confirm, accepted, { type: 'list.reload' }, loaded('none')],
  [loaded('one'), choose('partial'), ...[amountCases.exceeds, amountCases.malformed, amountCases.zero, amountCases.empty, amountCases.good].flatMap((text) => [typed(text), confirm]), accepted],
  [loaded('one'), choose('not_received'), { type: 'proof.attach', ...proofCases.png }, { type: wc.readDone, output: 'data:image/png;base64,iVBORw0KGgo=' }, confirm, accepted],
  [loaded('one'), { type: 'answer.chooseAll' }, confirm, accepted],
  [loaded('one'), choose('received'), confirm, refusedWith('withdrawal.confirm.expired'), { type: 'list.reload' }, loaded('one')],
  [loaded('one'), choose('not_received'), { type: 'proof.attach', ...proofCases.png }, { type: wc.readDone, output: 'data:image/png;base64,iVBORw0KGgo=' }, confirm, refusedWith('withdrawal.confirm.answered')],
];

const plans: PlannedPath[] = [
  ...planPaths(withdrawalConfirmationMachine, withdrawalConfirmationModel, [{ filterEvents: oracle }]),
  ...scenarios.map((events) => ({ input: undefined, events, ...runPure(withdrawalConfirmationMachine, undefined, events) })),
];

/** The first answer to a call the step at `index` starts: the planned outcome to arrange. */
const outcomeAfter = (plan: PlannedPath, index: number, actor: 'loadConfirmations' | 'submitConfirmation') =>
  plan.events.slice(index + 1).find((event) => event.type === `xstate.done.actor.${actor}` || event.type === `xstate.error.actor.${actor}`);

describe('withdrawalConfirmation machine on the real gateway', () => {
  let world: World;
  const coverage = createCoverage();

  beforeAll(async () => {
    world = await startWorld();
    await allowManyWithdrawals(world);
  });
  afterAll(async () => {
    await world?.close();
  });

  it('plans paths that reach every state and transition', () => {
    expect(unplanned(withdrawalConfirmationMachine, plans)).toEqual([]);
  });

  it.each(plans.map((plan, index) => [index + 1, plan.events.map(describeEvent).join(' → '), plan] as const))('path %i: %s', async (_index, _label, plan) => {
    const funds: FundsMember = await fundsMember(world);
    // The clock never ticks by itself here: the plan's ticks are the only ones.
    const actor = coverage.createActor(createWithdrawalConfirmationLogic({ http: funds.client.http, now: world.now, tickMs: 24 * 60 * minute }));
    const current = () => actor.getSnapshot().context as WithdrawalConfirmationContext;

    /** Makes the list hold what the planned load answer says: one waiting withdrawal, or none. */
    const arrangeLoad = async (index: number) => {
      const outcome = outcomeAfter(plan, index, 'loadConfirmations');
      if (outcome?.type !== wc.loadDone) return;
      const wanted = (outcome as EventObject & { output: { list: unknown[] } }).output.list.length;
      const waiting = await awaitingIds(world, funds);
      if (wanted === 0) for (const id of waiting) await answerOnTheSide(world, funds, id);
      if (wanted > 0 && waiting.length === 0) await paidWithdrawal(world, funds);
    };

    /** Arranges the planned answer to the submission this step starts. */
    const arrangeSubmit = async (index: number) => {
      if (!plan.snapshots[index + 1].matches('submitting')) return;
      const outcome = outcomeAfter(plan, index, 'submitConfirmation');
      const { itemId } = current();
      if (outcome?.type !== wc.submitError || itemId === null) return;
      if (codeOf(outcome) === 'withdrawal.confirm.answered') await answerOnTheSide(world, funds, itemId);
      if (codeOf(outcome) === 'withdrawal.confirm.expired') world.advance(current().confirmMinutes * minute);
    };

    const startedWithSubmit = (event: EventObject) => async (_: EventObject, step: { index: number }) => {
      await arrangeSubmit(step.index);
      return event;
    };

    await arrangeLoad(-1);
    let answered: { id: number; answer: string | null; amountText: string } | null = null;
    await replayPath(actor, plan, {
      network: world.network,
      callPaths: { loadConfirmations: [calls.withdrawalConfirmations.path], submitConfirmation: [calls.withdrawalConfirm.path] },
      executors: {
        'list.reload': async (event, { index }) => {
          await arrangeLoad(index);
          return event;
        },
        'answer.choose': (event) => ({ ...event, id: current().items[0].id }),
        'clock.tick': () => ({ type: 'clock.tick', now: current().items[0]?.deadline ?? world.now() + 31 * minute }),
        'proof.attach': (event) => {
          const file = proofFiles[(event as EventObject & ProofFile).file as string]();
          return { type: 'proof.attach', mimeType: file.type, size: file.size, file };
        },
        'answer.confirm': async (event, step) => {
          const { itemId, answer, amountText } = current();
          answered = { id: itemId ?? current().items[0]?.id, answer, amountText };
          return startedWithSubmit(event)(event, step);
        },
        'answer.retry': startedWithSubmit({ type: 'answer.retry' }),
      },
      assertState: async (real, expected, event) => {
        const context = real.context as WithdrawalConfirmationContext;
        const planned = expected.context as WithdrawalConfirmationContext;
        const view = selectWithdrawalConfirmation(real as never);
        expect(context.errorCode).toBe(planned.errorCode);
        expect(context.answer).toBe(planned.answer);
        expect(context.amountText).toBe(planned.amountText);
        expect(context.proofImage === null).toBe(planned.proofImage === null);
        expect(context.items.length).toBe(planned.items.length);
        if (event?.type === wc.loadDone) expect(view.rows.every((row) => row.amount === '100.00' && !row.forced && row.minutesLeft === 30)).toBe(true);
        if (event?.type === 'clock.tick' && context.items.length) expect(view.rows[0].forced).toBe(true);
        if (real.matches({ ready: { answering: 'partial' } }) && context.amountText === '40.00') expect(view.answer?.remainder).toBe('60.00');
        if (context.proofImage) expect(context.proofImage.startsWith('data:image/png;base64,iVBORw0KGgo')).toBe(true);
        if (real.matches('done') && answered) {
          const row = await withdrawalRow(world, answered.id);
          const status = { received: 'received', all_received: 'received', partial: 'partial', not_received: 'not_received' }[answered.answer ?? 'received'];
          expect(row.confirmStatus).toBe(status);
          expect(view.result.map((entry) => entry.id)).toEqual([answered.id]);
          if (answered.answer === 'partial') expect(view.result[0]).toMatchObject({ receivedAmount: '40.00', remainder: '60.00' });
          if (answered.answer === 'not_received') expect(row.proofImage?.startsWith('data:image/png;base64,')).toBe(true);
        }
        if (real.matches('refused')) expect(view.errorCode).toBe(codeOf(event!));
      },
    });
  });

  it('reached every state and transition of the machine', () => {
    const report = coverage.report(withdrawalConfirmationMachine);
    console.log('[coverage]', JSON.stringify(report));
    expect(report.missingStates).toEqual([]);
    expect(report.missingTransitions).toEqual([]);
  });
});
