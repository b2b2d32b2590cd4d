/**
 * The SMS countdown machine through the login form's send-code button on
 * the SMS tab. The page runs on Playwright's clock, so the one-second
 * throttles and the countdown pass when the path says so, without waiting
 * them out. The gateway's real answer counts down its minutes; the model's
 * `lastSecond` answer stands for the countdown's end, reached by moving the
 * clock past it. A send the path expects refused is answered on the network
 * with the gateway's hourly-cap refusal.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { smsCountdownMachine } from '../../src/machines/sms-countdown/sms-countdown.machine';
import { smsCountdownEvents, smsCountdownModel, smsNumbers } from '../../src/machines/sms-countdown/sms-countdown.model';
import { calls } from '../../src/services/calls';
import { acceptHumanChecks, smsUser, solveHumanCheck } from '../e2e/access-support';
import { expect } from '../e2e/support/record-coverage';
import type { UiAdapter, UiWorld } from './ui-adapter';

const second = 1_000;
/** Past any countdown the gateway gives (its codes live minutes). */
const pastCountdown = 10 * 60 * second;

async function openSmsTab({ page, gateway }: UiWorld): Promise<void> {
  await page.clock.install();
  await acceptHumanChecks(page);
  await page.goto(`${gateway.url}/`);
  await page.getByTestId('login').click();
  await page.getByTestId('tab-sms').click();
  await page.getByTestId('dialing-code').selectOption(smsUser.dialingCode);
  await page.getByTestId('login-mobile').fill(smsUser.mobile);
}

async function arrangeRefusal({ page, upcoming }: UiWorld): Promise<void> {
  if (!upcoming.some((event) => event.type === smsCountdownEvents.sendError)) return;
  await page.route(`**${calls.smsLogin.path}`, (route) =>
    route.fulfill({ json: { success: false, message: 'Too many codes requested for this number.', errorCode: 'sms.hourly.cap', value: null } }),
    { times: 1 },
  );
}

function filterEvents(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  const context = snapshot.context as { mobileNum: string };
  if (event.type === smsCountdownEvents.sendDone) return context.mobileNum === smsNumbers.good;
  if (event.type === smsCountdownEvents.sendError) return context.mobileNum === smsNumbers.bad;
  return true;
}

const passTime = (ms: number) => async ({ page }: UiWorld) => page.clock.runFor(ms);

export const smsCountdownAdapter: UiAdapter = {
  machine: smsCountdownMachine,
  model: smsCountdownModel,
  variants: { default: { open: openSmsTab } },
  filterEvents,
  actions: {
    'code.request': async (world) => {
      await arrangeRefusal(world);
      await world.page.getByTestId('sms-send').click();
    },
    [smsCountdownEvents.humanCheckDone]: ({ page }) => solveHumanCheck(page),
    'humanCheck.cancel': async ({ page }) => {
      await page.getByTestId('human-check-cancel').click();
    },
    [smsCountdownEvents.tickAfter]: async (world) => {
      // A tick that ends the countdown stands for all the seconds left.
      await world.page.clock.runFor(world.next?.matches('idle') ? pastCountdown : second);
    },
    [smsCountdownEvents.idleThrottleAfter]: passTime(second),
    [smsCountdownEvents.failedThrottleAfter]: passTime(second),
    'popup.dismiss': async ({ page }) => {
      await page.getByTestId('sms-failure').getByTestId('alert-confirm').click();
    },
  },
  automatic: [smsCountdownEvents.sendDone, smsCountdownEvents.sendError],
  states: {
    'smsCountdown.idle.ready': async ({ page }) => {
      await expect(page.getByTestId('sms-send')).toBeEnabled();
      await expect(page.getByTestId('sms-failure')).toHaveCount(0);
    },
    'smsCountdown.checking': async ({ page }) => {
      await expect(page.getByTestId('human-check')).toBeVisible();
    },
    'smsCountdown.counting': async ({ page }) => {
      await expect(page.getByTestId('sms-send')).toBeDisabled();
      await expect(page.getByTestId('sms-send')).toHaveText(/\d+s/);
    },
    'smsCountdown.failed': async ({ page }) => {
      await expect(page.getByTestId('sms-failure')).toBeVisible();
    },
  },
  notFromUi: {
    'variant:humanCheckOff': 'The member centre binds a number without a human check; its screen needs a bound account and is covered by the machine and gateway levels.',
    'transition:smsCountdown.idle.ready|code.request|1':
      'Sends without a human check come only from the member centre binding form (variant humanCheckOff); every access screen asks for the slide first.',
  },
};
