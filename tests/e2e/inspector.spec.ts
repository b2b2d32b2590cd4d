/**
 * The live machine inspector at /inspect: it draws every registered machine,
 * follows the portal running in another tab, never shows a password, and
 * answers the keyboard.
 */
import { existsSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { buildMachineGraph } from '../../src/inspector/graph/machine-graph';
import { machineRegistry } from '../../src/machines/registry';
import { acceptHumanChecks, demo, login, openLogin } from './access-support';
import { expect, test } from './support/record-coverage';

const loginViewExists = existsSync('src/app/modals/login-modal.tsx');

const activeStates = (page: Page, machineId: string) =>
  page.locator(`svg[data-machine-id="${machineId}"] [data-state-id][data-active="true"]`).evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-state-id')).sort());

async function openInspector(page: Page, machineId?: string): Promise<void> {
  await page.goto('/inspect');
  await expect(page.getByRole('navigation', { name: 'Machines' })).toBeVisible();
  if (machineId) {
    await page.locator(`button[data-machine-id="${machineId}"]`).click();
    await expect(page.locator(`svg[data-machine-id="${machineId}"]`)).toBeVisible();
  }
}

/** Logs the demo member in through the portal's own popup (helpers of the access specs). */
const logIn = (portal: Page) => login(portal, demo);

/** Only sends the credentials: enough for the log, whatever happens after. */
async function submitCredentials(portal: Page): Promise<void> {
  await acceptHumanChecks(portal);
  await openLogin(portal);
  await portal.getByTestId('login-username').fill(demo.username);
  await portal.getByTestId('login-password').fill(demo.password);
  await portal.getByTestId('login-submit').click();
}

test('/inspect draws every registered machine from its definition', async ({ page }) => {
  await openInspector(page);
  for (const entry of machineRegistry) {
    await page.locator(`button[data-machine-id="${entry.id}"]`).click();
    const chart = page.locator(`svg[data-machine-id="${entry.id}"]`);
    await expect(chart).toBeVisible();
    const graph = buildMachineGraph(entry.logic);
    await expect(chart.locator('[data-state-id]')).toHaveCount(graph.nodes.length);
    const drawn = graph.transitions.filter((transition) => transition.sourceId !== graph.rootId && transition.targets.length > 0).length;
    expect(await chart.locator('[data-transition-key]').count()).toBeGreaterThanOrEqual(drawn);
  }
});

test('a state opens its panel from the keyboard: Tab reaches the box, Enter selects it', async ({ page }) => {
  await openInspector(page, 'humanCheck');
  const state = page.locator('svg[data-machine-id="humanCheck"] [data-state-id="humanCheck.answering.dragging"]');
  await state.focus();
  await expect(state).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('state-path')).toContainText('dragging');
  await expect(state).toHaveClass(/is-selected/);
});

test.describe('with the portal in another tab', () => {
  test.skip(!loginViewExists, 'The login modal (src/app/modals/login-modal.tsx) does not exist yet');

  test('logging in moves the login and session machines in the inspector', async ({ page, context }) => {
    await openInspector(page, 'session');
    const portal = await context.newPage();
    await portal.goto('/');
    await expect(page.getByTestId('live-status')).toContainText('actors running');
    const before = await activeStates(page, 'session');

    await logIn(portal);

    await expect(page.locator('[data-testid="log-entry"][data-machine-id="login"]').first()).toBeVisible();
    await expect.poll(() => activeStates(page, 'session'), { message: 'the session actor (created with createInspectedActor in main.tsx) leaves its logged-out state' }).not.toEqual(before);
    expect(await activeStates(page, 'session')).not.toEqual([]);
    await page.locator('button[data-machine-id="login"]').click();
    await expect(page.locator('svg[data-machine-id="login"] [data-active="true"]').first()).toBeVisible();
  });

  test('the event log masks the password', async ({ page, context }) => {
    await openInspector(page, 'login');
    const portal = await context.newPage();
    await submitCredentials(portal);

    const submit = page.locator('[data-testid="log-entry"][data-event-type="credentials.submit"]').first();
    await expect(submit).toBeVisible();
    await expect(submit).toContainText('••••••');
    await expect(page.locator('.insp-log')).not.toContainText(demo.password);
    await submit.click();
    await expect(page.getByTestId('event-detail')).toContainText('••••••');
    await expect(page.getByTestId('event-detail')).not.toContainText(demo.password);
  });
});
