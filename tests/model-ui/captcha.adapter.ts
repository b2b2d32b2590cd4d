/**
 * The captcha machine through the login form's captcha field: a refused
 * login makes the gateway ask for a captcha, which starts the machine. A
 * load the path expects to fail is aborted on the network; the one-second
 * refresh throttle runs on the page's own clock (nothing to do but wait).
 */
import type { Page } from '@playwright/test';
import { captchaMachine } from '../../src/machines/captcha/captcha.machine';
import { captchaEvents, captchaModel } from '../../src/machines/captcha/captcha.model';
import { calls } from '../../src/services/calls';
import { acceptHumanChecks, demo, solveHumanCheck } from '../e2e/access-support';
import { expect } from '../e2e/support/record-coverage';
import type { UiAdapter, UiWorld } from './ui-adapter';

const image = (page: Page) => page.getByTestId('login-captcha-image');

/** Fails the next captcha load when the path's next answer is a failure. */
async function arrangeLoad({ page, upcoming }: UiWorld): Promise<void> {
  if (upcoming[0]?.type !== captchaEvents.loadError) return;
  await page.route((url) => url.pathname === calls.captcha.path, (route) => route.abort('connectionreset'), { times: 1 });
}

async function openCaptcha(world: UiWorld): Promise<void> {
  const { page, gateway } = world;
  await acceptHumanChecks(page);
  await page.goto(`${gateway.url}/`);
  await page.getByTestId('login').click();
  await arrangeLoad(world);
  await page.getByTestId('login-username').fill(demo.username);
  await page.getByTestId('login-password').fill('Wrong9999');
  await page.getByTestId('login-submit').click();
  await solveHumanCheck(page);
  await expect(page.getByTestId('login-error')).toBeVisible();
}

export const captchaAdapter: UiAdapter = {
  machine: captchaMachine,
  model: captchaModel,
  variants: { default: { open: openCaptcha } },
  filterEvents: () => true,
  actions: {
    'captcha.refresh': async (world) => {
      await arrangeLoad(world);
      await image(world.page).click();
    },
  },
  automatic: [captchaEvents.loadDone, captchaEvents.loadError, captchaEvents.throttleAfter],
  states: {
    'captcha.shown': async ({ page }) => {
      await expect(image(page).locator('img')).toHaveAttribute('src', /^data:image\//);
    },
    'captcha.shown.ready': async ({ page }) => {
      await expect(image(page)).toBeEnabled();
    },
    'captcha.failed': async ({ page }) => {
      await expect(image(page).locator('.captcha-image__retry')).toBeVisible();
      await expect(image(page)).toBeEnabled();
    },
  },
  notFromUi: {},
};

