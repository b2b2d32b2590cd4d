/**
 * Model-based test of the reasoned-action machine against the real gateway,
 * provided as the member page's lock panel provides it: the action locks the
 * member, or unlocks a locked one, with the reason typed. A support operator
 * signs in through the back office's session calls. A planned refusal is the
 * reason left empty, which the gateway refuses below the reason field; after
 * every step the member's lock as the gateway keeps it must agree with the
 * actions the machine saw succeed.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { fromPromise } from 'xstate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundedMember } from '../../server/test/funds/support';
import { reasonedActionMachine } from '../../src/backoffice/machines/reasoned-action.machine';
import { reasonedActionModel } from '../../src/backoffice/machines/reasoned-action.model';
import { membersApi } from '../../src/backoffice/services/members.api';
import { OperatorCallError } from '../../src/backoffice/services/operator-call';
import { errorCodes } from '../../src/services/error-codes';
import { createCoverage } from './support/access-coverage';
import { describeEvent, planPaths, unplanned, type PlannedPath } from './support/access-paths';
import { replayPath } from './support/access-replay';
import { uniqueSuffix } from './support/access-world';
import { startBackofficeWorld, type BackofficeWorld } from './support/backoffice-world';

const submitError = 'xstate.error.actor.submitAction';

/** Every submission can be answered either way: the reason typed decides. */
const plans = planPaths(reasonedActionMachine, reasonedActionModel, [{}]);

/** The planned answer to the submission this step sends. */
const answerTo = (plan: PlannedPath, index: number) => plan.events.slice(index + 1).find((event) => event.type.endsWith('.actor.submitAction'));

/** What the lock panel's form turns a refusal into (src/backoffice/components/member/use-reasoned-action.ts). */
const refusal = (error: unknown) => (error instanceof OperatorCallError ? { code: error.code, fields: error.fields } : { code: 'system.busy' });

describe('reasonedAction machine on the real gateway', () => {
  let world: BackofficeWorld;
  const coverage = createCoverage();

  beforeAll(async () => {
    world = await startBackofficeWorld();
  });
  afterAll(async () => {
    await world?.close();
  });

  it('plans paths that reach every state and transition', () => {
    expect(unplanned(reasonedActionMachine, plans)).toEqual([]);
  });

  it.each(plans.map((plan, index) => [index + 1, plan.events.map(describeEvent).join(' → '), plan] as const))('path %i: %s', async (_index, _label, plan) => {
    const me = await world.signIn('support');
    const account = `bo${uniqueSuffix()}`;
    await fundedMember(world.gateway, '0', { account });
    let succeeded = 0;
    const lockPanel = fromPromise<unknown, Record<string, string>>(async ({ input, signal }) => {
      try {
        const locked = (await membersApi.profile(account, { signal })).lock !== null;
        const answer = await (locked ? membersApi.unlock(account, input.reason, { signal }) : membersApi.lock(account, input.reason, { signal }));
        succeeded += 1;
        return answer;
      } catch (error) {
        throw refusal(error);
      }
    });
    const actor = coverage.createActor(reasonedActionMachine.provide({ actors: { submitAction: lockPanel } }));

    await replayPath(actor, plan, {
      executors: {
        'action.submit': (_event, { index }) => ({
          type: 'action.submit',
          payload: { reason: answerTo(plan, index)?.type === submitError ? '   ' : `Checked by the model suite ${index}` },
        }),
      },
      assertState: async (real: AnyMachineSnapshot, _expected, event: EventObject | null) => {
        const profile = await membersApi.profile(account);
        expect(profile.lock !== null, 'locked after an odd number of actions').toBe(succeeded % 2 === 1);
        if (event?.type === submitError) {
          expect(real.context.errorCode).toBe(errorCodes.backofficeReasonRequired);
          expect(real.context.fields).toEqual({ reason: errorCodes.backofficeReasonRequired });
        }
        if (real.matches('done')) {
          expect(real.context.errorCode).toBeNull();
          // A lock answers with who locked and why; an unlock with nothing.
          expect(real.context.outcome).toEqual(succeeded % 2 === 1 ? expect.objectContaining({ lockedBy: me }) : null);
        }
      },
    });
  });

  it('reached every state and transition of the machine', () => {
    const report = coverage.report(reasonedActionMachine);
    console.log('[coverage]', JSON.stringify(report));
    expect(report.missingStates).toEqual([]);
    expect(report.missingTransitions).toEqual([]);
  });
});
