/**
 * A member-centre page's one answer through the security centre, whose
 * settings it loads, for a fresh member. The page asks again when the member
 * changed something: here a new nickname saved (with what the brand asks
 * with personal details the first time), which keeps the settings on screen
 * while they load again. Lost answers are the settings call dropped on the
 * network.
 */
import type { Page, Route } from '@playwright/test';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { centreDetailsMachine } from '../../src/machines/centre-details/centre-details.machine';
import { centreDetailsEvents as cd, centreDetailsModel } from '../../src/machines/centre-details/centre-details.model';
import { calls } from '../../src/services/calls';
import { freshMember } from '../e2e/support/fresh-member';
import { expect } from '../e2e/support/record-coverage';
import { signIn } from '../e2e/support/sign-in';
import { fillProfileRequirements } from './profile-form';
import type { UiAdapter, UiWorld } from './ui-adapter';

let serial = 0;
const firstAnswerOf = (events: readonly EventObject[]) => events.find((event) => event.type === cd.done || event.type === cd.error);

/**
 * Every settings call fails until the next step when the path's next answer is a failure: a save may ask for the
 * settings twice in a row (the second replacing the first), and only the last one's answer reaches the page.
 */
async function dropWhenFailing(page: Page, upcoming: readonly EventObject[]): Promise<void> {
  await page.unroute(isSettingsCall, dropAll);
  if (firstAnswerOf(upcoming)?.type === cd.error) await page.route(isSettingsCall, dropAll);
}
const isSettingsCall = (url: URL) => url.pathname === calls.securityConfig.path;
const dropAll = (route: Route) => route.abort('connectionreset');

async function openSecurityCentre(world: UiWorld): Promise<void> {
  const { page, gateway, upcoming } = world;
  const { login } = await freshMember(gateway, 'cdui', '0.00');
  await dropWhenFailing(page, upcoming);
  await signIn(page, login, { origin: gateway.url, path: '/?mc=securityCenter' });
}

export const centreDetailsAdapter: UiAdapter = {
  machine: centreDetailsMachine,
  model: centreDetailsModel,
  variants: { default: { open: openSecurityCentre } },
  // A refresh while one is under way would need two saves inside one answer: the save button waits for its answer.
  filterEvents: (snapshot: AnyMachineSnapshot, event: EventObject) => event.type !== 'details.refresh' || snapshot.matches({ ready: 'shown' }),
  actions: {
    'details.retry': async ({ page, upcoming }) => {
      await dropWhenFailing(page, upcoming);
      await page.getByTestId('security-failed').getByRole('button').click();
    },
    'details.refresh': async ({ page, upcoming }) => {
      const form = page.getByTestId('profile-form');
      await form.getByTestId('profile-nickname').fill(`Nick${process.pid % 1000}x${++serial}`);
      await fillProfileRequirements(form);
      // The save answers on its own call, so a drop catches only the settings asked again after it.
      await dropWhenFailing(page, upcoming);
      const saved = page.waitForResponse((response) => new URL(response.url()).pathname === calls.profileUpdate.path && response.request().method() === 'PUT');
      await form.getByTestId('profile-save').click();
      expect((await saved).ok()).toBe(true);
    },
  },
  automatic: Object.values(cd),
  states: {
    'centreDetails.failed': async ({ page }) => {
      await expect(page.getByTestId('security-failed')).toBeVisible();
    },
    'centreDetails.ready.shown': async ({ page }, expected) => {
      await expect(page.getByTestId('profile-account')).toBeVisible();
      // A refresh that failed keeps the settings shown; the page holds the code of the failure.
      const centre = page.getByTestId('security-center');
      if ((expected.context as { errorCode: string | null }).errorCode) await expect(centre).toHaveAttribute('data-error-code', /\S/);
      else await expect(centre).not.toHaveAttribute('data-error-code');
    },
  },
  notFromUi: {},
};
