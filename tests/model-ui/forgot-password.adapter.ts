/**
 * The password-recovery machine through the forgot-password modal. Case
 * markers of forgot-password.model.ts become the demo member (`member`, its
 * e-mail for `good`), the code the outbox received for `sent`, a fresh strong
 * password for `good` and the weak default one for `weak` (the form accepts
 * it; the gateway refuses it). Gateway answers need no action.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { defaultPassword } from '../../server/src/domain/passwords';
import { forgotPasswordMachine } from '../../src/machines/forgot-password/forgot-password.machine';
import { forgotEvents, forgotPasswordModel } from '../../src/machines/forgot-password/forgot-password.model';
import { calls } from '../../src/services/calls';
import { acceptHumanChecks, demo, smsUser, solveHumanCheck, switchOff } from '../e2e/access-support';
import { expect } from '../e2e/support/record-coverage';
import type { UiAdapter, UiWorld } from './ui-adapter';
import { sentCode } from './sms-outbox';

const demoEmail = 'demo@example.com';
let serial = 0;
const formGuard = "The form's own validation (schema resolver) keeps empty fields from ever reaching the machine, so its completeness guard only answers other senders; the machine and gateway levels take it.";

async function openForgot({ page, gateway }: UiWorld): Promise<void> {
  await acceptHumanChecks(page);
  await page.goto(`${gateway.url}/`);
  await page.getByTestId('login').click();
  await page.getByTestId('forgot-link').click();
  await expect(page.getByTestId('forgot-password')).toBeVisible();
}

type Values = Record<string, string>;
const valuesOf = (event: EventObject) => (event as EventObject & { values: Values }).values;

/** Abort the automatic login after the reset when the path expects it to fail on the network. */
async function arrangeLogin({ page, upcoming }: UiWorld): Promise<void> {
  const failing = upcoming.some((event) => event.type === forgotEvents.loginError);
  if (failing) await page.route(`**${calls.login.path}`, (route) => route.abort('connectionreset'), { times: 1 });
}

function filterEvents(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  const context = snapshot.context as { phoneRecovery: boolean; email: Values; phone: Values };
  if (event.type === 'tab.select') {
    const tab = (event as EventObject & { tab: string }).tab;
    return tab === 'email' ? snapshot.matches('mobile') : snapshot.matches('email') && context.phoneRecovery;
  }
  // The forms' own validation stops empty fields and a confirmation that differs before the machine hears of them.
  if (event.type === 'email.submit') return valuesOf(event).username !== '';
  if (event.type === 'code.confirm') return valuesOf(event).mobileNum !== '';
  if (event.type === 'password.submit') return valuesOf(event).newPassword === valuesOf(event).confirmPassword;
  const code = (event as EventObject & { error?: { code?: string } }).error?.code;
  const weak = context.phone.newPassword === 'weak';
  if (event.type === forgotEvents.emailDone) return context.email.email === 'good';
  if (event.type === forgotEvents.emailError) return context.email.email === 'bad';
  if (event.type === forgotEvents.setDone) return !weak && context.phone.verificationCode === 'sent';
  if (event.type === forgotEvents.setError) return code === 'password.weak' ? weak : !weak && context.phone.verificationCode === 'wrong';
  return true;
}

export const forgotPasswordAdapter: UiAdapter = {
  machine: forgotPasswordMachine,
  model: forgotPasswordModel,
  variants: {
    default: { open: openForgot },
    phoneRecoveryOff: {
      input: forgotPasswordModel.inputs?.[0]?.input,
      open: async (world) => {
        await switchOff(world.page, 'CHNGPASSVERIF3');
        await openForgot(world);
      },
    },
  },
  filterEvents,
  actions: {
    'tab.select': async ({ page }, event) => {
      await page.getByTestId(`tab-${(event as EventObject & { tab: string }).tab}`).click();
    },
    'email.submit': async ({ page }, event) => {
      await page.getByTestId('forgot-username').fill(demo.username);
      await page.getByTestId('forgot-email').fill(valuesOf(event).email === 'good' ? demoEmail : 'other@example.com');
      await page.getByTestId('forgot-submit').click();
    },
    'confirmation.close': async ({ page }) => {
      await page.getByTestId('forgot-done').click();
    },
    'code.confirm': async (world, event) => {
      const { page } = world;
      await page.getByTestId('dialing-code').selectOption(smsUser.dialingCode);
      await page.getByTestId('forgot-mobile').fill(smsUser.mobile);
      if (valuesOf(event).verificationCode === 'sent') {
        await page.getByTestId('sms-send').click();
        await solveHumanCheck(page);
        await expect(page.getByTestId('sms-send')).toBeDisabled();
      }
      await page.getByTestId('forgot-code').fill(valuesOf(event).verificationCode === 'sent' ? await sentCode(world, 'forgot') : '000000');
      await page.getByTestId('forgot-submit').click();
    },
    'password.submit': async (world, event) => {
      const { page } = world;
      const password = valuesOf(event).newPassword === 'weak' ? defaultPassword : `Renewed${++serial}x9`;
      await arrangeLogin(world);
      await page.getByTestId('forgot-new-password').fill(password);
      await page.getByTestId('forgot-confirm-password').fill(password);
      await page.getByTestId('forgot-submit').click();
    },
    'step.back': async ({ page }) => {
      await page.getByTestId('forgot-step-back').click();
    },
  },
  automatic: Object.values(forgotEvents),
  states: {
    'forgotPassword.email.editing': async ({ page }) => {
      await expect(page.getByTestId('forgot-email-form')).toBeVisible();
    },
    'forgotPassword.email.editing.failed': async ({ page }) => {
      await expect(page.getByTestId('forgot-error')).toBeVisible();
    },
    'forgotPassword.email.sent': async ({ page }) => {
      await expect(page.getByTestId('forgot-email-sent')).toBeVisible();
    },
    'forgotPassword.mobile.code': async ({ page }) => {
      await expect(page.getByTestId('forgot-code-form')).toBeVisible();
    },
    'forgotPassword.mobile.code.failed': async ({ page }) => {
      await expect(page.getByTestId('forgot-error')).toBeVisible();
    },
    'forgotPassword.mobile.newPassword': async ({ page }) => {
      await expect(page.getByTestId('forgot-password-form')).toBeVisible();
    },
    'forgotPassword.mobile.newPassword.failed': async ({ page }) => {
      await expect(page.getByTestId('forgot-password-form').getByRole('alert').first()).toBeVisible();
    },
    'forgotPassword.passwordReset': async ({ page }) => {
      await expect(page.getByTestId('forgot-password-reset')).toBeVisible();
    },
    'forgotPassword.succeeded': async ({ page }) => {
      await expect(page.getByTestId('forgot-password')).toBeHidden();
      await expect(page.getByTestId('balance')).toBeVisible();
    },
    'forgotPassword.closed': async ({ page }) => {
      await expect(page.getByTestId('forgot-password')).toBeHidden();
    },
  },
  notFromUi: {
    'transition:forgotPassword.email.editing|email.submit|1': formGuard,
    'transition:forgotPassword.mobile.code|code.confirm|1': formGuard,
    'transition:forgotPassword.mobile.newPassword|password.submit|1':
      "The form's schema checks the confirmation equals the new password and shows the error below the field, so a mismatch never reaches the machine; the machine and gateway levels take it.",
  },
};
