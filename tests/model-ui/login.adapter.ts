/**
 * The login machine through the login modal. Case markers of login.model.ts
 * become demo accounts (`member` demo, `mustChange` weakpass, `expired`),
 * the `sent` SMS code is read from the gateway's outbox after pressing the
 * real send button, and a `good` captcha is planted for the browser's device
 * as a person reading the picture would know it. Gateway answers need no
 * action: the screen is checked where they leave it.
 */
import type { Page } from '@playwright/test';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { storeCaptcha } from '../../server/src/domain/captcha';
import { loginMachine } from '../../src/machines/login/login.machine';
import type { LoginValues } from '../../src/machines/login/login-rules';
import { loginEvents, loginModel } from '../../src/machines/login/login.model';
import { serializeWithContext } from '../../src/machines/session/session.model';
import { calls } from '../../src/services/calls';
import { headers } from '../../src/services/headers';
import type { LoginResult } from '../../src/services/schemas/account';
import { acceptHumanChecks, demo, smsUser, solveHumanCheck, switchOff, weak } from '../e2e/access-support';
import { expect } from '../e2e/support/record-coverage';
import type { UiAdapter, UiWorld } from './ui-adapter';
import { sentCode } from './sms-outbox';

const accounts: Record<string, { username: string; password: string }> = {
  member: demo,
  mustChange: weak,
  expired: { username: 'expired', password: 'Expired123' },
};
const plantedCaptcha = 'K7PX';

/** The device id the portal sends, captured from its requests (the captcha is kept per device). */
const deviceIds = new WeakMap<Page, string>();

function watchDevice(page: Page): void {
  page.on('request', (request) => {
    const id = request.headers()[headers.deviceId.toLowerCase()];
    if (id) deviceIds.set(page, id);
  });
}

async function openLoginAt({ page, gateway }: UiWorld): Promise<void> {
  watchDevice(page);
  await acceptHumanChecks(page);
  await page.goto(`${gateway.url}/`);
  await page.getByTestId('login').click();
  await expect(page.getByTestId('login-view')).toBeVisible();
}

/** The answer the path expects from this submission decides whether the network fails it. */
async function arrangeAnswer({ page, upcoming }: UiWorld): Promise<void> {
  const answer = upcoming.find((event) => event.type === loginEvents.submitDone || event.type === loginEvents.submitError);
  const code = (answer as EventObject & { error?: { code?: string } } | undefined)?.error?.code;
  if (code === 'network.abnormal') await page.route(`**${calls.login.path}`, (route) => route.abort('connectionreset'), { times: 1 });
}

async function submit(world: UiWorld, event: EventObject): Promise<void> {
  const { page, gateway } = world;
  const values = (event as EventObject & { values: Partial<LoginValues> }).values;
  await arrangeAnswer(world);
  if (values.verificationCode !== undefined) {
    await page.getByTestId('dialing-code').selectOption(smsUser.dialingCode);
    await page.getByTestId('login-mobile').fill(smsUser.mobile);
    if (values.verificationCode === 'sent') {
      await page.getByTestId('sms-send').click();
      await solveHumanCheck(page);
      await expect(page.getByTestId('sms-send')).toBeDisabled();
    }
    await page.getByTestId('login-code').fill(values.verificationCode === 'sent' ? await sentCode(world, 'login') : '000000');
  } else {
    const account = accounts[values.username ?? 'member'];
    await page.getByTestId('login-username').fill(account.username);
    await page.getByTestId('login-password').fill(values.password === 'good' ? account.password : 'Wrong9999');
    if (values.captcha === 'good') {
      const device = deviceIds.get(page);
      if (!device) throw new Error('no Device-Id header seen yet');
      await storeCaptcha(gateway.deps, device, plantedCaptcha);
      await page.getByTestId('login-captcha').fill(plantedCaptcha);
    }
  }
  await page.getByTestId('login-submit').click();
}

/** What the gateway answers, and what the form lets a person send. */
function filterEvents(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  const context = snapshot.context as { tab: 'username' | 'sms'; values: LoginValues; captchaRequired: boolean; smsLoginEnabled: boolean; thirdPartyPhoneAuth: boolean };
  if (event.type === 'captcha.require') return false;
  if (event.type === 'tab.select') {
    const tab = (event as EventObject & { tab: string }).tab;
    return tab !== context.tab && (tab === 'username' || context.smsLoginEnabled);
  }
  // A checkbox only sends a change.
  if (event.type === 'rememberMe.toggle') return (event as EventObject & { checked: boolean }).checked !== (snapshot.context as { rememberMe: boolean }).rememberMe;
  if (event.type === 'credentials.submit') {
    const values = (event as EventObject & { values: Partial<LoginValues> }).values;
    const sms = values.verificationCode !== undefined;
    if (sms !== (context.tab === 'sms')) return false;
    // The form blocks empty fields, and a captcha is typed only where its field shows: the username tab once asked.
    if (!sms && !values.username?.trim()) return false;
    // The SMS form has no captcha field: once one is asked for, its submissions are not the model's cases.
    if (sms) return values.captcha === undefined && !context.captchaRequired;
    return (values.captcha !== undefined) === context.captchaRequired;
  }
  const values = context.values;
  const refused = context.tab === 'sms' ? values.verificationCode !== 'sent' : values.password !== 'good';
  if (event.type === loginEvents.submitDone) {
    if (refused) return false;
    const result = (event as EventObject & { output: LoginResult }).output;
    const marker = context.tab === 'sms' ? 'member' : values.username;
    return result.passwordDefault === (marker === 'mustChange') && result.passwordExpired === (marker === 'expired');
  }
  if (event.type === loginEvents.submitError) {
    const code = (event as EventObject & { error: { code: string } }).error.code;
    if (code === 'network.abnormal') return true;
    return refused && code === (context.tab === 'sms' && context.thirdPartyPhoneAuth ? 'phoneAuth.invalid.code' : 'login.bad.credentials');
  }
  return true;
}

export const loginAdapter: UiAdapter = {
  machine: loginMachine,
  // The checkbox sends only changes, so its state is part of what tells two screens apart.
  model: { ...loginModel, serializeState: serializeWithContext((context) => [context.tab, context.values, context.rememberMe]) },
  variants: {
    default: { open: openLoginAt },
    smsLoginOff: {
      input: loginModel.inputs?.find((variant) => variant.name === 'smsLoginOff')?.input,
      open: async (world) => {
        await switchOff(world.page, 'MOBILEVERCODELOGIN3', 'PWDEXPFORCECHANGE3');
        await openLoginAt(world);
      },
    },
  },
  filterEvents,
  actions: {
    'tab.select': async ({ page }, event) => {
      await page.getByTestId(`tab-${(event as EventObject & { tab: string }).tab}`).click();
    },
    'rememberMe.toggle': async ({ page }, event) => {
      await page.getByTestId('remember-me').setChecked((event as EventObject & { checked: boolean }).checked);
    },
    'credentials.submit': submit,
    [loginEvents.humanCheckDone]: ({ page }) => solveHumanCheck(page),
    'humanCheck.cancel': async ({ page }) => {
      await page.getByTestId('human-check-cancel').click();
    },
  },
  automatic: [loginEvents.submitDone, loginEvents.submitError, 'captcha.require'],
  states: {
    'login.active.form.editing': async ({ page }, expected) => {
      await expect(page.getByTestId(`login-form-${expected.context.tab}`)).toBeVisible();
      await expect(page.getByTestId('remember-me')).toBeChecked({ checked: expected.context.rememberMe });
    },
    'login.active.form.editing.idle': async ({ page }) => {
      await expect(page.getByTestId('login-error')).toHaveCount(0);
    },
    'login.active.form.editing.failed': async ({ page }) => {
      await expect(page.getByTestId('login-error')).toBeVisible();
    },
    'login.active.form.humanCheck': async ({ page }) => {
      await expect(page.getByTestId('human-check')).toHaveAttribute('data-phase', 'dragging');
    },
    'login.active.captcha.hidden': async ({ page }) => {
      await expect(page.getByTestId('login-captcha')).toHaveCount(0);
    },
    'login.active.captcha.shown': async ({ page }, expected) => {
      // The captcha belongs to the username tab's form.
      if (expected.context.tab === 'username') await expect(page.getByTestId('login-captcha-image').locator('img')).toHaveAttribute('src', /^data:image\//);
    },
    'login.succeeded': async ({ page }) => {
      await expect(page.getByTestId('login-view')).toBeHidden();
      await expect(page.getByTestId('balance')).toBeVisible();
    },
    'login.mustChangePassword': async ({ page }) => {
      await expect(page.getByTestId('change-password')).toBeVisible();
    },
  },
  notFromUi: {
    'transition:login.active.form.validating||0':
      "The form's own validation (schema resolver) keeps incomplete values from ever reaching the machine, so the machine's completeness guard only answers other senders; the machine and gateway levels take it.",
    'variant:rememberedThirdParty':
      'The third-party phone channel needs a gateway wired to a phone-authentication service; the machine-level suite (tests/model/login.test.ts) replays it.',
  },
};
