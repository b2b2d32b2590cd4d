/**
 * A reasoned action on a member's page of the back office, as an admin signed
 * in once for the spec: a balance adjustment of 1.00 for a member of its own
 * per path. Of the member page's reasoned forms, the adjustment is the one
 * whose answer stays until the operator asks for another ("Another
 * adjustment" is the machine's `action.again`); the lock and lift forms are
 * replaced by a fresh form (a new actor) once they succeed, so they never
 * leave `done` by an event. A refusal is the gateway's own: an empty reason
 * goes to the gateway, which names the reason field.
 */
import type { Page } from '@playwright/test';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { reasonedActionMachine } from '../../src/backoffice/machines/reasoned-action.machine';
import { reasonedActionModel } from '../../src/backoffice/machines/reasoned-action.model';
import { freshMember } from '../e2e/support/fresh-member';
import { expect } from '../e2e/support/record-coverage';
import { backofficeGatewayConfig, openAsOperator } from './backoffice-operators';
import type { UiAdapter, UiWorld } from './ui-adapter';

const done = 'xstate.done.actor.submitAction';
const refused = 'xstate.error.actor.submitAction';

/** The planned answer to the submit being acted out. */
const answerOf = (upcoming: readonly EventObject[]) => upcoming.find((event) => event.type === done || event.type === refused)?.type;

const panel = (page: Page) => page.getByRole('region', { name: 'Adjust balance' });

async function openMember({ page, gateway }: UiWorld): Promise<void> {
  const { member } = await freshMember(gateway, 'raui', '100.00');
  await openAsOperator(page, gateway, 'admin', `/backoffice/members?account=${encodeURIComponent(member.account)}`);
  await expect(page.getByRole('heading', { name: member.account })).toBeVisible();
}

export const reasonedActionAdapter: UiAdapter = {
  machine: reasonedActionMachine,
  model: reasonedActionModel,
  variants: { default: { open: openMember } },
  filterEvents: () => true,
  gatewayConfig: backofficeGatewayConfig,
  sameDay: true,
  actions: {
    'action.submit': async ({ page, upcoming }) => {
      // The gateway refuses an empty reason below its field; the form sends what it has.
      const reason = answerOf(upcoming) === refused ? '' : 'Goodwill after an outage';
      await panel(page).getByLabel('Amount').fill('1.00');
      await panel(page).getByRole('textbox', { name: 'Reason' }).fill(reason);
      await panel(page).getByRole('button', { name: 'Adjust', exact: true }).click();
    },
    'action.again': async ({ page }) => {
      await panel(page).getByRole('button', { name: 'Another adjustment' }).click();
    },
  },
  automatic: [done, refused],
  states: {
    'reasonedAction.editing': async ({ page }, expected: AnyMachineSnapshot) => {
      const reason = panel(page).getByRole('textbox', { name: 'Reason' });
      await expect(panel(page).getByRole('button', { name: 'Adjust', exact: true })).toBeEnabled();
      if (expected.context.errorCode) {
        await expect(panel(page).getByRole('alert')).toHaveText('Please give a reason.');
        await expect(reason).toHaveAttribute('aria-invalid', 'true');
      } else {
        await expect(panel(page).getByRole('alert')).toHaveCount(0);
        await expect(reason).toHaveAttribute('aria-invalid', 'false');
      }
    },
    'reasonedAction.done': async ({ page }) => {
      await expect(panel(page).getByTestId('adjust-outcome')).toHaveText(/^Applied: 1\.00 \(\S+\)\.$/);
      await expect(panel(page).getByRole('button', { name: 'Another adjustment' })).toBeEnabled();
    },
  },
  notFromUi: {},
};
