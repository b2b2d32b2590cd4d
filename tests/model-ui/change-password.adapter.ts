/**
 * The change-password machine through its modal, for a fresh member of the
 * test's own gateway: opened from the security centre (the form asks for the
 * old password), or forced right after logging in with the default password
 * (the session holds the old one; the form hides it). Case markers of
 * change-password.model.ts: `current` is the member's password, `wrong` is
 * not, `good` a fresh strong one, `weak` the default one the gateway refuses.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { defaultPassword } from '../../server/src/domain/passwords';
import { changePasswordMachine } from '../../src/machines/change-password/change-password.machine';
import { changePasswordEvents, changePasswordModel } from '../../src/machines/change-password/change-password.model';
import { acceptHumanChecks, solveHumanCheck } from '../e2e/access-support';
import { freshMember } from '../e2e/support/fresh-member';
import { expect } from '../e2e/support/record-coverage';
import { signIn } from '../e2e/support/sign-in';
import type { UiAdapter, UiWorld } from './ui-adapter';

/** The member each path changes the password of, and its password now. */
const members = new WeakMap<UiWorld['page'], { password: string }>();
let serial = 0;

type Values = Record<string, string>;
const valuesOf = (event: EventObject) => (event as EventObject & { values: Values }).values;

async function openFromSecurityCentre(world: UiWorld): Promise<void> {
  const { login } = await freshMember(world.gateway, 'cpw', '0.00', 'Current1pass');
  members.set(world.page, { password: login.password });
  await signIn(world.page, login, { origin: world.gateway.url, path: '/?mc=securityCenter' });
  await world.page.getByTestId('security-change-password').click();
  await expect(world.page.getByTestId('change-password')).toBeVisible();
}

async function openForced(world: UiWorld): Promise<void> {
  const { page, gateway } = world;
  const { login } = await freshMember(gateway, 'cpf', '0.00', defaultPassword);
  members.set(page, { password: login.password });
  await acceptHumanChecks(page);
  await page.goto(`${gateway.url}/`);
  await page.getByTestId('login').click();
  await page.getByTestId('login-username').fill(login.username);
  await page.getByTestId('login-password').fill(login.password);
  await page.getByTestId('login-submit').click();
  await solveHumanCheck(page);
  await expect(page.getByTestId('change-password')).toBeVisible();
}

function filterEvents(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  const context = snapshot.context as { storedPassword: string | null; values: Values };
  if (event.type === 'password.submit') {
    const values = valuesOf(event);
    // The form's schema stops empty fields and a confirmation that differs; a forced change has no old-password field.
    if (!values.newPassword || values.newPassword !== values.confirmPassword) return false;
    return context.storedPassword === null || values.oldPassword === 'current';
  }
  const weak = context.values.newPassword === 'weak';
  const code = (event as EventObject & { error?: { code?: string } }).error?.code;
  if (event.type === changePasswordEvents.submitDone) return !weak && context.values.oldPassword === 'current';
  if (event.type === changePasswordEvents.submitError) return code === 'password.weak' ? weak : !weak && context.values.oldPassword === 'wrong';
  return true;
}

export const changePasswordAdapter: UiAdapter = {
  machine: changePasswordMachine,
  model: changePasswordModel,
  variants: {
    default: { open: openFromSecurityCentre },
    storedPassword: { input: changePasswordModel.inputs?.[0]?.input, open: openForced },
  },
  filterEvents,
  actions: {
    'password.submit': async ({ page }, event) => {
      const values = valuesOf(event);
      const member = members.get(page);
      if (!member) throw new Error('no member for this page');
      const fresh = `Changed${++serial}x${process.pid % 1000}`;
      const newPassword = values.newPassword === 'weak' ? defaultPassword : fresh;
      const old = page.getByTestId('change-old-password');
      if (await old.count()) await old.fill(values.oldPassword === 'current' ? member.password : 'Wrong3pass');
      await page.getByTestId('change-new-password').fill(newPassword);
      await page.getByTestId('change-confirm-password').fill(newPassword);
      await page.getByTestId('change-password-submit').click();
    },
  },
  automatic: Object.values(changePasswordEvents),
  states: {
    'changePassword.editing': async ({ page }, expected) => {
      await expect(page.getByTestId('change-password')).toBeVisible();
      await expect(page.getByTestId('change-old-password')).toHaveCount(expected.context.storedPassword === null ? 1 : 0);
    },
    'changePassword.editing.failed': async ({ page }) => {
      await expect(page.getByTestId('change-password').getByRole('alert').first()).toBeVisible();
    },
    'changePassword.succeeded': async ({ page }) => {
      await expect(page.getByTestId('change-password')).toBeHidden();
    },
  },
  notFromUi: {
    'transition:changePassword.validating||0':
      "The form's schema keeps empty fields from reaching the machine; its completeness guard answers other senders (machine and gateway levels).",
    'transition:changePassword.validating||1':
      "The form's schema checks the confirmation equals the new password and shows it below the field, so a mismatch never reaches the machine (machine and gateway levels take it).",
  },
};
