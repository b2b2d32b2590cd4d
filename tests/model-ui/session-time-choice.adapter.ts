/**
 * The session-time choice through the session time section of the Safer
 * play page, for a member of its own. Saving chooses a 30-minute reality
 * check and a 60-minute session limit. A refused choice is the form's
 * choice altered on its way to the gateway into an interval it does not
 * offer (the form's selects offer none): the gateway's field error shows
 * below the field. A failed read is the session-time read dropped on the
 * network; the header's clocks read the same call, so every read fails
 * until the path's next step, as a lost connection would.
 */
import type { Page, Route } from '@playwright/test';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { sessionTimeChoiceMachine, type SessionTimeChoiceContext } from '../../src/machines/session-time-choice/session-time-choice.machine';
import { sessionTimeChoiceModel } from '../../src/machines/session-time-choice/session-time-choice.model';
import { calls } from '../../src/services/calls';
import type { SessionTimeInput } from '../../src/services/schemas/session-time';
import { freshMember } from '../e2e/support/fresh-member';
import { expect } from '../e2e/support/record-coverage';
import { signIn } from '../e2e/support/sign-in';
import type { UiAdapter, UiWorld } from './ui-adapter';

const loadDone = 'xstate.done.actor.loadSessionTime';
const loadError = 'xstate.error.actor.loadSessionTime';
const saveDone = 'xstate.done.actor.saveSessionTime';
const saveError = 'xstate.error.actor.saveSessionTime';

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as SessionTimeChoiceContext;
const nextOf = (events: readonly EventObject[], types: string[]) => events.find((event) => types.includes(event.type));
const isRead = (url: URL) => url.pathname === calls.sessionTime.path;
const lose = (route: Route) => route.abort('connectionreset');

/** Reads fail from now until the next step when the path's next read fails; otherwise they reach the gateway. */
async function arrangeLoad({ page, upcoming }: UiWorld): Promise<void> {
  await page.unroute(isRead, lose);
  if (nextOf(upcoming, [loadDone, loadError])?.type === loadError) await page.route(isRead, lose);
}

/** The choice about to be saved is refused when the path says so: its interval becomes one the gateway does not offer. */
async function arrangeSave({ page, upcoming }: UiWorld): Promise<void> {
  if (nextOf(upcoming, [saveDone, saveError])?.type !== saveError) return;
  await page.route(
    (url) => url.pathname === calls.sessionTimeSet.path,
    (route) => route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), realityCheckMinutes: 7 }) }),
    { times: 1 },
  );
}

async function openSaferPlay(world: UiWorld): Promise<void> {
  const { page, gateway } = world;
  const { login } = await freshMember(gateway, 'stui', '0.00');
  await arrangeLoad(world);
  await signIn(page, login, { origin: gateway.url, path: '/?mc=saferPlay' });
}

const chosen = (event: EventObject) => (event as EventObject & { choice: SessionTimeInput }).choice;
const form = (page: Page) => page.getByTestId('session-time-form');

export const sessionTimeChoiceAdapter: UiAdapter = {
  machine: sessionTimeChoiceMachine,
  model: sessionTimeChoiceModel,
  variants: { default: { open: openSaferPlay } },
  // The section offers a reload only as the retry of a failed first read (see notFromUi).
  filterEvents: (snapshot, event) => event.type !== 'choice.reload' || snapshot.matches('loadFailed'),
  actions: {
    'choice.save': async (world, event) => {
      const { page } = world;
      const { realityCheckMinutes, sessionLimitMinutes } = chosen(event);
      await arrangeSave(world);
      await page.getByTestId('reality-check-minutes').selectOption(String(realityCheckMinutes));
      await page.getByTestId('session-limit-minutes').selectOption(sessionLimitMinutes === null ? '' : String(sessionLimitMinutes));
      await page.getByTestId('session-time-submit').click();
    },
    'choice.reload': async (world) => {
      await arrangeLoad(world);
      await world.page.getByTestId('session-time-failed').getByRole('button').click();
    },
  },
  automatic: [loadDone, loadError, saveDone, saveError],
  states: {
    'sessionTimeChoice.loadFailed': async ({ page }) => {
      await expect(page.getByTestId('session-time-failed')).toBeVisible();
      await expect(form(page)).toHaveCount(0);
    },
    'sessionTimeChoice.ready': async ({ page }, expected) => {
      const context = contextOf(expected);
      await expect(form(page)).toBeVisible();
      await expect(page.getByTestId('session-time-submit')).toBeEnabled();
      // A refused interval shows below its field; a saved choice says so and shows what the gateway now holds.
      if (context.fieldErrors) await expect(page.getByTestId('reality-check-minutes-error')).toHaveText(/\S/);
      else await expect(page.getByTestId('reality-check-minutes-error')).toHaveText('');
      await expect(page.getByTestId('session-time-saved')).toHaveCount(context.saved > 0 ? 1 : 0);
      if (context.saved > 0 && !context.errorCode) {
        await expect(page.getByTestId('reality-check-minutes')).toHaveValue('30');
        await expect(page.getByTestId('session-limit-minutes')).toHaveValue('60');
      }
    },
  },
  notFromUi: {
    'transition:sessionTimeChoice.ready|choice.reload|0':
      'The section offers a reload only as the retry of a failed first read; once the choice is shown there is no reload on the page (opening Safer play again starts a new actor). The machine and gateway levels take it.',
  },
};
