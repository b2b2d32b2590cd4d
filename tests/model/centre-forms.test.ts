/**
 * Model-based tests of the two small machines behind the security centre:
 * `centreDetails` (one answer, loaded, reloaded, failed and retried) replayed
 * on the security settings, and `centreSubmit` (a form submit, with the
 * age-21 confirmation step for a birthday) replayed on the profile update,
 * both as the demo member against the real gateway. Planned refusals are
 * values the gateway refuses (a nickname over the limit, a birthday under
 * 21); planned network failures drop the call like a lost connection.
 */
import type { EventObject } from 'xstate';
import { afterAll, describe, expect, it } from 'vitest';
import { createCentreLogic } from '../../src/app/member-centre/pages/wiring/centre-logic';
import { centreDetailsMachine } from '../../src/machines/centre-details/centre-details.machine';
import { centreDetailsModel } from '../../src/machines/centre-details/centre-details.model';
import { selectDetails } from '../../src/machines/centre-details/centre-details.selectors';
import { centreSubmitMachine } from '../../src/machines/centre-submit/centre-submit.machine';
import { centreSubmitEvents, centreSubmitModel } from '../../src/machines/centre-submit/centre-submit.model';
import { calls } from '../../src/services/calls';
import type { SecurityConfig } from '../../src/services/schemas/profile';
import { createCoverage } from './support/access-coverage';
import { describeEvent, planPaths, unplanned, type PlannedPath } from './support/access-paths';
import { replayPath } from './support/access-replay';
import { startWorld } from './support/access-world';
import { lobbyClient } from './support/lobby-world';

const world = await startWorld();
const client = await lobbyClient(world, true);

describe('centre details machine on the real gateway (security settings)', () => {
  const coverage = createCoverage();
  const plans = planPaths(centreDetailsMachine, centreDetailsModel, [{}]);

  it('plans paths that reach every state and transition', () => {
    expect(unplanned(centreDetailsMachine, plans)).toEqual([]);
  });

  it.each(plans.map((plan, index) => [index + 1, plan.events.map(describeEvent).join(' → '), plan] as const))('path %i: %s', async (_index, _label, plan) => {
    const actor = coverage.createActor(createCentreLogic({ http: client.http }).securityConfig, undefined);
    await replayPath(actor, plan, {
      network: world.network,
      callPaths: { loadDetails: [calls.securityConfig.path] },
      assertState: (snapshot) => {
        const view = selectDetails<SecurityConfig>(snapshot as never);
        if (snapshot.matches('ready')) expect(view.data?.account).toBe('demo');
        if (snapshot.matches('failed')) expect(view).toMatchObject({ status: 'failed', errorCode: 'network.abnormal' });
      },
    });
  });

  it('reached every state and transition of the machine', () => {
    const report = coverage.report(centreDetailsMachine);
    expect(report.missingStates).toEqual([]);
    expect(report.missingTransitions).toEqual([]);
  });
});

/** Whether the submit at `index` is planned to be refused: the next answer of the form's call is its error. */
function refusedAt(plan: PlannedPath, index: number): boolean {
  const answer = plan.events.slice(index + 1).find((event) => event.type === centreSubmitEvents.done || event.type === centreSubmitEvents.error);
  return (answer as (EventObject & { error?: { code?: string } }) | undefined)?.error?.code === 'field.invalid';
}

/** The planned values as the gateway takes them: accepted ones, or ones it refuses field by field. */
function realValues(values: Record<string, string>, refused: boolean): Record<string, unknown> {
  if ('birthday' in values) return { birthday: refused ? '2020-01-01' : '1990-05-17', ageConfirmed: true, consent: true };
  return { nickname: refused ? 'n'.repeat(40) : `Demo ${world.now() % 1000}` };
}

describe('centre submit machine on the real gateway (profile update)', () => {
  const coverage = createCoverage();
  const plans = planPaths(centreSubmitMachine, centreSubmitModel, [{}]);

  it('plans paths that reach every state and transition', () => {
    expect(unplanned(centreSubmitMachine, plans)).toEqual([]);
  });

  it.each(plans.map((plan, index) => [index + 1, plan.events.map(describeEvent).join(' → '), plan] as const))('path %i: %s', async (_index, _label, plan) => {
    const actor = coverage.createActor(createCentreLogic({ http: client.http }).updateProfile, undefined);
    await replayPath(actor, plan, {
      network: world.network,
      callPaths: { submitForm: [calls.profileUpdate.path] },
      executors: {
        'form.submit': (event, step) => {
          const { values } = event as EventObject & { values: Record<string, string> };
          return { ...event, values: realValues(values, refusedAt(step.plan, step.index)) };
        },
      },
      assertState: (snapshot) => {
        if (snapshot.matches('succeeded')) expect((snapshot.context as { result: SecurityConfig | null }).result?.account ?? 'demo').toBe('demo');
      },
    });
  });

  it('reached every state and transition of the machine', () => {
    const report = coverage.report(centreSubmitMachine);
    expect(report.missingStates).toEqual([]);
    expect(report.missingTransitions).toEqual([]);
  });

  afterAll(async () => {
    await world.close();
  });
});
