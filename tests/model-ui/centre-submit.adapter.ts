/**
 * A member-centre form through the profile of the security centre, for a
 * fresh member: a new nickname is sent at once, a birthday first asks the
 * age prompt (confirmed or cancelled). A refused save is the nickname made
 * longer than the gateway takes on its way (the form's schema never sends
 * one): the real refusal shows below the field. Nationality, address and
 * consent to the terms are given with the first change, as the brand asks.
 */
import type { Page } from '@playwright/test';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { centreSubmitMachine, type CentreSubmitContext } from '../../src/machines/centre-submit/centre-submit.machine';
import { centreSubmitEvents as cs, centreSubmitModel } from '../../src/machines/centre-submit/centre-submit.model';
import { calls } from '../../src/services/calls';
import { freshMember } from '../e2e/support/fresh-member';
import { expect } from '../e2e/support/record-coverage';
import { signIn } from '../e2e/support/sign-in';
import { fillProfileRequirements } from './profile-form';
import type { UiAdapter, UiWorld } from './ui-adapter';

let serial = 0;
const contextOf = (snapshot: AnyMachineSnapshot | undefined) => snapshot?.context as CentreSubmitContext;
const valuesOf = (event: EventObject) => (event as EventObject & { values: Record<string, string> }).values;
const isBirthday = (values: unknown) => typeof values === 'object' && values !== null && 'birthday' in values;
const form = (page: Page) => page.getByTestId('profile-form');

/** After a save the page reads the settings again and the form starts from them: the next step waits for that. */
const settingsRead = new WeakMap<Page, Promise<unknown>>();
async function settled(page: Page): Promise<void> {
  await settingsRead.get(page);
  settingsRead.delete(page);
}

/** The save about to go is refused when the path says so: a nickname past the gateway's 20 characters goes with it. */
async function arrangeSave({ page, upcoming, next }: UiWorld): Promise<void> {
  if (!next?.matches('submitting')) return;
  const answer = upcoming.find((event) => event.type === cs.done || event.type === cs.error);
  if (answer?.type === cs.done) settingsRead.set(page, page.waitForResponse((response) => new URL(response.url()).pathname === calls.securityConfig.path));
  if (answer?.type !== cs.error) return;
  await page.route(
    (url) => url.pathname === calls.profileUpdate.path,
    (route) => route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), nickname: 'n'.repeat(40) }) }),
    { times: 1 },
  );
}

async function openProfile(world: UiWorld): Promise<void> {
  const { page, gateway } = world;
  const { login } = await freshMember(gateway, 'csui', '0.00');
  await signIn(page, login, { origin: gateway.url, path: '/?mc=securityCenter' });
  await expect(form(page)).toBeVisible();
}

/**
 * What the form offers. A birthday is set once: after one was saved the field is read-only, so the model's
 * confirmed submit follows no saved birthday. A refused birthday is refused for the nickname sent with it.
 */
function filterEvents(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  const context = contextOf(snapshot);
  const savedBirthday = snapshot.matches('succeeded') && isBirthday(context.values);
  if (event.type === 'form.submit' && isBirthday(valuesOf(event))) return !savedBirthday;
  // The profile form is never blanked again (see notFromUi).
  return event.type !== 'form.reset';
}

export const centreSubmitAdapter: UiAdapter = {
  machine: centreSubmitMachine,
  model: centreSubmitModel,
  variants: { default: { open: openProfile } },
  filterEvents,
  actions: {
    'form.submit': async (world, event) => {
      const { page } = world;
      await settled(page);
      const birthday = form(page).getByTestId('profile-birthday');
      // A nickname alone: a birthday left in its field from a cancelled prompt would ask the age again.
      if (isBirthday(valuesOf(event))) await birthday.fill('1990-05-17');
      else {
        if (await birthday.count()) await birthday.fill('');
        await form(page).getByTestId('profile-nickname').fill(`Nick${process.pid % 1000}x${++serial}`);
      }
      await fillProfileRequirements(form(page));
      await arrangeSave(world);
      await form(page).getByTestId('profile-save').click();
    },
    'form.confirm': async (world) => {
      await arrangeSave(world);
      await world.page.getByTestId('age-confirm').getByTestId('alert-confirm').click();
    },
    'form.cancel': async ({ page }) => {
      await settled(page);
      await page.getByTestId('age-confirm').getByTestId('alert-cancel').click();
    },
  },
  automatic: Object.values(cs),
  states: {
    'centreSubmit.editing': async ({ page }) => {
      await expect(page.getByTestId('age-confirm')).toHaveCount(0);
      await expect(form(page).getByTestId('profile-error')).toHaveCount(0);
    },
    'centreSubmit.confirming': async ({ page }) => {
      await expect(page.getByTestId('age-confirm')).toBeVisible();
    },
    'centreSubmit.succeeded': async ({ page }, expected) => {
      await expect(form(page).getByTestId('profile-saved')).toBeVisible();
      if (isBirthday(contextOf(expected).values)) await expect(form(page).getByTestId('profile-birthday-value')).toBeVisible();
    },
    'centreSubmit.failed': async ({ page }) => {
      await expect(form(page).getByTestId('profile-nickname-error')).not.toBeEmpty();
    },
  },
  notFromUi: {
    'transition:centreSubmit.succeeded|form.reset|0':
      'The profile form never starts blank again: after a save it shows the saved profile, and only the security centre\'s other forms (payment password, bindings) are reset when opened. The machine level takes it.',
    'transition:centreSubmit.failed|form.reset|0':
      'The profile form never starts blank again: after a refusal it keeps the values with the reason below the field, and only the security centre\'s other forms are reset when opened. The machine level takes it.',
  },
};
