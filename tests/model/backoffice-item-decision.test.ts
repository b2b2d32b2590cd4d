/**
 * Model-based test of the item-decision machine, provided with the back
 * office's real actors, against the real gateway: an operator signed in
 * through the back office's session calls works a pending deposit and a
 * pending withdrawal that members asked for. The world makes each planned
 * answer happen: another operator holds the item for a refused claim, the
 * clock runs past the claim for a refused decision, the connection drops for
 * a lost release. After every step the queue the screen lists must agree
 * with the machine: who holds the item, and its status once decided.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimTtlMs } from '../../server/src/domain/backoffice/claims';
import { send } from '../../server/test/access/support';
import { call, newOperator, type OperatorBrowser } from '../../server/test/backoffice/support';
import { fundedMember, newRequestId, withdraw, withdrawingMember } from '../../server/test/funds/support';
import { itemDecisionMachine, type ItemDecisionInput } from '../../src/backoffice/machines/item-decision.machine';
import { itemDecisionEvents, itemDecisionModel } from '../../src/backoffice/machines/item-decision.model';
import { backofficeApi, type QueueRow } from '../../src/backoffice/services/backoffice.api';
import { itemDecisionActors } from '../../src/backoffice/services/item-decision.actors';
import { backofficeCalls } from '../../src/services/backoffice-calls';
import { errorCodes } from '../../src/services/error-codes';
import type { DepositRecord, WithdrawRecord } from '../../src/services/schemas/funds';
import { createCoverage } from './support/access-coverage';
import { describeEvent, planPaths, unplanned, type PlannedPath } from './support/access-paths';
import { replayPath } from './support/access-replay';
import { uniqueSuffix } from './support/access-world';
import { startBackofficeWorld, type BackofficeWorld } from './support/backoffice-world';

type Kind = 'deposit' | 'withdrawal';

/**
 * What the gateway can answer: once a decision was refused because the claim ran out, the machine still shows the
 * item claimed, and deciding again is refused the same way until the operator claims it again.
 */
function oracle(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  if (event.type === itemDecisionEvents.decideDone) return snapshot.context.errorCode !== errorCodes.backofficeClaimRequired;
  return true;
}

/** Planning tells a claim that ran out (the oracle's concern) from a live one. */
const model = { ...itemDecisionModel, serializeState: (snapshot: AnyMachineSnapshot) => JSON.stringify([snapshot.value, snapshot.context.errorCode]) };
const withdrawalInput: ItemDecisionInput = { kind: 'withdrawal', reference: 'case:withdrawal' };
const plans = planPaths(itemDecisionMachine, model, [{ filterEvents: oracle }, { input: withdrawalInput, filterEvents: oracle }]);

/** The model's verbs are the deposit's; a withdrawal is paid where a deposit is approved. */
const verbOf = (kind: Kind, verb: string) => (kind === 'withdrawal' && verb === 'approve' ? 'pay' : verb);
const statusOf = { approve: 'approved', pay: 'paid', reject: 'rejected' } as Record<string, string>;
const callsOf = { deposit: { claim: 'claimDeposit', release: 'releaseDeposit' }, withdrawal: { claim: 'claimWithdrawal', release: 'releaseWithdrawal' } } as const;

async function pendingItem(world: BackofficeWorld, kind: Kind): Promise<{ reference: string; account: string }> {
  const account = `bo${uniqueSuffix()}`;
  if (kind === 'deposit') {
    const member = await fundedMember(world.gateway, '0', { account });
    const asked = await send<DepositRecord>(world.gateway, 'deposit', { token: member.token, data: { requestId: newRequestId(), channelCode: 'GCASH', amount: '250.00' } });
    if (!asked.body.success) throw new Error(`deposit refused: ${asked.body.errorCode}`);
    return { reference: asked.body.value.reference, account };
  }
  const member = await withdrawingMember(world.gateway, '800.00', { account });
  const asked = await withdraw(world.gateway, member, '300.00');
  if (!asked.body.success) throw new Error(`withdrawal refused: ${asked.body.errorCode}`);
  return { reference: (asked.body.value as WithdrawRecord).reference, account };
}

/** The planned answer to the request this step sends: the next done or error of that actor. */
const answerTo = (plan: PlannedPath, index: number, actor: string) =>
  plan.events.slice(index + 1).find((event) => event.type === `xstate.done.actor.${actor}` || event.type === `xstate.error.actor.${actor}`);

describe('itemDecision machine on the real gateway', () => {
  let world: BackofficeWorld;
  const coverage = createCoverage();

  beforeAll(async () => {
    world = await startBackofficeWorld();
  });
  afterAll(async () => {
    await world?.close();
  });

  it('plans paths that reach every state and transition', () => {
    expect(unplanned(itemDecisionMachine, plans)).toEqual([]);
  });

  const cases = plans.map((plan, index) => [(plan.input as ItemDecisionInput).kind, index + 1, plan.events.map(describeEvent).join(' → '), plan] as const);

  it.each(cases)('%s path %i: %s', async (kind, _index, _label, plan) => {
    const me = await world.signIn('finance');
    const item = await pendingItem(world, kind as Kind);
    const input: ItemDecisionInput = { kind, reference: item.reference };
    let other: OperatorBrowser | null = null;
    let verbSent = '';
    const otherOperator = async () => (other ??= await newOperator(world.gateway, world, `other${uniqueSuffix()}`, 'finance'));
    const row = async (): Promise<QueueRow> => {
      const page = await backofficeApi.queue(kind as Kind, { member: item.account, page: 1, size: 10 });
      return page.rows.find((candidate) => candidate.reference === item.reference)!;
    };
    const actor = coverage.createActor(itemDecisionMachine.provide({ actors: itemDecisionActors }), input);

    await replayPath(actor, { ...plan, input }, {
      network: world.network,
      callPaths: { releaseItem: [backofficeCalls[callsOf[kind as Kind].release].path.replace(':reference', encodeURIComponent(item.reference))] },
      executors: {
        'claim.request': async (event, { index }) => {
          const held = answerTo(plan, index, 'claimItem')?.type === itemDecisionEvents.claimError;
          if (held) expect((await call(world.gateway, await otherOperator(), callsOf[kind as Kind].claim, { reference: item.reference })).body.success).toBe(true);
          else if (other) await call(world.gateway, other, callsOf[kind as Kind].release, { reference: item.reference });
          return event;
        },
        'decision.submit': (event, { index }) => {
          // A decision refused for want of a claim: the operator waited past the claim's life.
          if (answerTo(plan, index, 'decideItem')?.type === itemDecisionEvents.decideError) world.advance(claimTtlMs + 1_000);
          const { verb, reason } = event as EventObject & { verb: string; reason: string };
          verbSent = verbOf(kind as Kind, verb);
          return { type: 'decision.submit', verb: verbSent, reason };
        },
      },
      assertState: async (real, expected, event) => {
        const shown = await row();
        expect(real.context.errorCode).toBe(expected.context.errorCode);
        if (real.matches('decided')) {
          expect(real.context.outcome).toBe(statusOf[verbSent]);
          expect(shown.status).toBe(statusOf[verbSent]);
          return;
        }
        expect(shown.status).toBe('pending');
        if (real.matches('claimed') && real.context.errorCode === null) {
          expect(shown.claim).toEqual({ holder: me, until: real.context.claimedUntil });
        } else if (real.matches('claimed')) {
          expect(shown.claim, 'the claim ran out').toBeNull();
        } else if (real.matches('unclaimed') && event?.type === itemDecisionEvents.claimError) {
          expect(real.context.holder).toBe(other!.username);
          expect(shown.claim?.holder).toBe(other!.username);
        } else if (real.matches('unclaimed') && event?.type === itemDecisionEvents.releaseError) {
          // The release never arrived: the claim stays until it runs out (or had run out already).
          if (shown.claim) expect(shown.claim.holder).toBe(me);
        } else if (real.matches('unclaimed')) {
          expect(shown.claim, 'released, or never claimed').toBeNull();
        }
      },
    });
  });

  it('reached every state and transition of the machine', () => {
    const report = coverage.report(itemDecisionMachine);
    console.log('[coverage]', JSON.stringify(report));
    expect(report.missingStates).toEqual([]);
    expect(report.missingTransitions).toEqual([]);
  });
});
