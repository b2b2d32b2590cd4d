/**
 * Model-based test of the change-password form against the real gateway.
 * Each path gets its own logged-in member; a second input carries the
 * in-memory password of a forced change, so the old-password field is
 * skipped. A successful change is checked by logging in with the new one.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../server/src/domain/members';
import { defaultPassword } from '../../server/src/domain/passwords';
import { changePasswordMachine, type PasswordValues } from '../../src/machines/change-password/change-password.machine';
import { changePasswordEvents, changePasswordModel } from '../../src/machines/change-password/change-password.model';
import { createAccessLogic } from '../../src/services/access-logic';
import { calls } from '../../src/services/calls';
import { login } from '../../src/services/session.api';
import { createCoverage } from './support/access-coverage';
import { describeEvent, planPaths, unplanned } from './support/access-paths';
import { replayPath } from './support/access-replay';
import { createPathClient, memoryStores, startWorld, uniqueSuffix, type World } from './support/access-world';

const day = 24 * 60 * 60 * 1000;
const current = 'Current1pass';
const fresh = 'Fresh2pass';
const realPassword: Record<string, string> = { current, wrong: 'Wrong3pass', good: fresh, weak: defaultPassword, other: 'Other4pass', '': '' };

/** What the gateway answers for the submitted case (it checks the new password before the old one). */
function oracle(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  const values = snapshot.context.values as PasswordValues;
  const code = (event as EventObject & { error?: { code: string } }).error?.code;
  const weak = values.newPassword === 'weak';
  if (event.type === changePasswordEvents.submitDone) return !weak && values.oldPassword === 'current';
  if (event.type === changePasswordEvents.submitError) return code === 'password.weak' ? weak : !weak && values.oldPassword === 'wrong';
  return true;
}

const plans = planPaths(changePasswordMachine, changePasswordModel, [
  { filterEvents: oracle },
  { input: { storedPassword: 'current' }, filterEvents: oracle },
]);

describe('changePassword machine on the real gateway', () => {
  let world: World;
  const coverage = createCoverage();

  beforeAll(async () => {
    world = await startWorld();
  });
  afterAll(async () => {
    await world?.close();
  });

  it('plans paths that reach every state and transition', () => {
    expect(unplanned(changePasswordMachine, plans)).toEqual([]);
  });

  it.each(plans.map((plan, index) => [index + 1, plan.events.map(describeEvent).join(' → '), plan] as const))('path %i: %s', async (_index, _label, plan) => {
    world.advance(day);
    const account = `cp${uniqueSuffix()}`;
    await createMember(world.gateway.db, { account, password: current, now: world.now() });
    const stores = memoryStores();
    const client = createPathClient(world, stores.store);
    stores.store.write((await login({ http: client.http }, { type: 'username', username: account, password: current })).token);
    const access = createAccessLogic({ http: client.http, store: stores.store, remember: stores.remember });
    const stored = (plan.input as { storedPassword: string | null }).storedPassword;
    const actor = coverage.createActor(access.changePassword, { storedPassword: stored === null ? null : realPassword[stored] });

    await replayPath(actor, plan, {
      network: world.network,
      callPaths: { submitPasswordChange: [calls.changePassword.path] },
      executors: {
        'password.submit': (event) => {
          const values = (event as EventObject & { values: PasswordValues }).values;
          return {
            type: 'password.submit',
            values: { oldPassword: realPassword[values.oldPassword], newPassword: realPassword[values.newPassword], confirmPassword: realPassword[values.confirmPassword] },
          };
        },
      },
      assertState: async (real, expected) => {
        expect(real.context.errorCode).toBe(expected.context.errorCode);
        if (real.matches('succeeded')) {
          const again = await login({ http: client.http }, { type: 'username', username: account, password: fresh });
          expect(again.userName).toBe(account);
        }
      },
    });
  });

  it('reached every state and transition of the machine', () => {
    const report = coverage.report(changePasswordMachine);
    console.log('[coverage]', JSON.stringify(report));
    expect(report.missingStates).toEqual([]);
    expect(report.missingTransitions).toEqual([]);
  });
});
