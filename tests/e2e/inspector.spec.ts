/**
 * The live machine inspector at /inspect: it draws every registered machine,
 * follows the portal running in another tab (never its own tab's actors), as
 * a tree of actors, masks secrets and nothing else, shows what an event
 * changed, scrubs a timeline, keeps the active state in view, answers the
 * keyboard and passes axe. Sending an event to a live actor exists in
 * development builds only: a development build of its own proves it works,
 * the production bundle proves it is absent.
 */
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { startTestGateway, type TestGateway } from '../../server/test/harness';
import { buildMachineGraph } from '../../src/inspector/graph/machine-graph';
import { machineRegistry } from '../../src/machines/registry';
import { acceptHumanChecks, demo, login, openLogin } from './access-support';
import { saveShot } from './support/fixtures';
import { portalDir } from './support/gateway';
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

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Serious and critical axe findings on the inspector as it stands. */
async function axeProblems(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).include('.insp').withTags(wcagTags).analyze();
  return violations.filter((item) => item.impact === 'serious' || item.impact === 'critical').map((item) => `${item.id}: ${item.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** True when every box of `targets` lies inside `frame` on screen. */
async function shownIn(frame: Locator, targets: Locator): Promise<boolean> {
  const outer = await frame.boundingBox();
  const boxes = await targets.evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().toJSON() as { x: number; y: number; width: number; height: number }));
  if (!outer || boxes.length === 0) return false;
  return boxes.every((box) => box.x >= outer.x - 1 && box.y >= outer.y - 1 && box.x + box.width <= outer.x + outer.width + 1 && box.y + box.height <= outer.y + outer.height + 1);
}

const actorNode = (page: Page, machineId: string) => page.locator(`[data-testid="actor-node"][data-machine-id="${machineId}"]`);

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

  test('masks secrets only: the password is hidden, the login flags and error codes are not', async ({ page, context }) => {
    await openInspector(page, 'login');
    const portal = await context.newPage();
    await submitCredentials(portal);
    await page.locator('[data-testid="log-entry"][data-event-type="credentials.submit"]').first().click();
    const detail = page.getByTestId('event-detail');
    await expect(detail.locator('[data-field="captchaRequired"]')).toContainText('false');
    await expect(detail.locator('[data-field="mustChangePassword"]')).toContainText('false');
    await expect(detail.locator('[data-field="errorCode"]')).toContainText('null');
    await expect(detail.locator('[data-field="values"]')).toContainText('••••••');
    await expect(detail).not.toContainText(demo.password);
  });

  test('the actor tree nests invoked machines under their parents; choosing one shows its machine and state', async ({ page, context }, testInfo) => {
    testInfo.setTimeout(120_000);
    await openInspector(page, 'session');
    const portal = await context.newPage();
    await logIn(portal);
    const child = actorNode(page, 'session').locator('[data-testid="actor-node"][data-machine-id="liveChannel"]');
    await expect(child).toBeVisible();
    await child.locator('button').first().click();
    await expect(page.locator('svg[data-machine-id="liveChannel"]')).toBeVisible();
    await expect(child.locator('button').first()).toHaveAttribute('aria-current', 'true');
    expect(await activeStates(page, 'liveChannel')).not.toEqual([]);
    await saveShot(page, 'inspector-actor-tree');
  });

  test('an event shows the context fields it changed, with their values before', async ({ page, context }) => {
    await openInspector(page, 'login');
    const portal = await context.newPage();
    await submitCredentials(portal);
    await page.locator('[data-testid="log-entry"][data-event-type="credentials.submit"]').first().click();
    const diff = page.getByTestId('context-diff');
    await expect(diff.locator('[data-field="values"]')).toHaveAttribute('data-change', 'changed');
    await expect(diff.locator('[data-field="values"]')).toContainText('changed');
    await expect(diff.locator('[data-field="values"] del').first()).toBeVisible();
    await expect(diff.locator('[data-field="tab"]')).toHaveAttribute('data-change', 'same');
    await expect(diff).toContainText(/\d+ fields? changed/);
    expect(await axeProblems(page)).toEqual([]);
    await saveShot(page, 'inspector-context-diff');
  });

  test('the timeline scrubs the actor\'s events from the keyboard: each shows the snapshot after it, End is live again', async ({ page, context }) => {
    await openInspector(page, 'login');
    const portal = await context.newPage();
    await submitCredentials(portal);
    await expect(page.locator('[data-testid="log-entry"][data-machine-id="login"][data-event-type="credentials.submit"]')).toBeVisible();
    const live = await activeStates(page, 'login');
    const range = page.getByTestId('timeline-range');
    const label = page.getByTestId('timeline-label');
    await range.focus();
    await page.keyboard.press('Home');
    await expect(label).toContainText('1 of');
    await expect(label).toContainText('start');
    await expect(page.getByTestId('event-detail')).toContainText('xstate.init');
    await expect.poll(() => activeStates(page, 'login')).not.toEqual(live);
    const start = await activeStates(page, 'login');
    for (let step = 0; step < 10 && !((await label.textContent()) ?? '').includes('credentials.submit'); step++) await page.keyboard.press('ArrowRight');
    await expect(label).toContainText('credentials.submit');
    await expect(page.getByTestId('back-to-live')).toContainText('credentials.submit');
    await expect(page.getByTestId('event-detail')).toContainText('credentials.submit');
    await saveShot(page, 'inspector-timeline');
    await page.keyboard.press('Home');
    await expect.poll(() => activeStates(page, 'login')).toEqual(start);
    await page.keyboard.press('End');
    await expect(label).toContainText('Live state');
    await expect(page.getByTestId('event-detail')).toHaveCount(0);
    await expect.poll(() => activeStates(page, 'login')).toEqual(live);
    expect(await axeProblems(page)).toEqual([]);
  });

  test('the chart scrolls to the active state when zoomed in and when the timeline moves', async ({ page, context }, testInfo) => {
    testInfo.setTimeout(120_000);
    await openInspector(page, 'session');
    const portal = await context.newPage();
    await logIn(portal);
    // Back to the inspector's tab, as a developer would: a tab in the background does not paint.
    await page.bringToFront();
    await expect(page.locator('svg[data-machine-id="session"] .sc-leaf.is-active').first()).toBeVisible();
    const canvas = page.locator('.insp-canvas');
    for (let step = 0; step < 4; step++) await page.getByRole('button', { name: 'Zoom in' }).click();
    const leaves = page.locator('svg[data-machine-id="session"] .sc-leaf.is-active > .sc-box');
    await expect.poll(() => shownIn(canvas, leaves.first()), { message: 'the active state is scrolled into view at a large zoom' }).toBe(true);
    await page.getByTestId('timeline-range').focus();
    await page.keyboard.press('Home');
    await expect(page.getByTestId('timeline-label')).toContainText('1 of');
    await expect.poll(() => shownIn(canvas, leaves.first()), { message: 'the first snapshot\'s state is scrolled into view' }).toBe(true);
    await saveShot(page, 'inspector-scrolled');
  });
});

test('the inspector leaves its own tab out: alone it shows no actor, beside the portal only the portal\'s', async ({ page, context }) => {
  await openInspector(page, 'systemStatus');
  await expect(page.getByTestId('live-status')).toContainText('0 actors running');
  await expect(page.getByTestId('actor-tree')).toContainText('No portal running');
  await expect(page.getByTestId('actor-node')).toHaveCount(0);
  expect(await axeProblems(page)).toEqual([]);

  const portal = await context.newPage();
  await portal.goto('/');
  await expect(actorNode(page, 'systemStatus')).toHaveCount(1);
  await expect(page.locator('.insp-tree-tab'), 'one portal tab, so no tab headings').toHaveCount(0);
  await expect(page.getByLabel('Actor').locator('option')).toHaveCount(1);
  // Production bundle: no way to send an event, even to a live actor.
  await expect(page.getByTestId('send-event-open')).toHaveCount(0);
});

test('the production bundle holds the inspector but no code to send events to actors', () => {
  const assets = join(portalDir(), 'assets');
  const scripts = readdirSync(assets).filter((name) => name.endsWith('.js')).map((name) => readFileSync(join(assets, name), 'utf8'));
  expect(scripts.some((text) => text.includes('timeline-range')), 'the inspector chunk is in the build (VITE_INSPECTOR=1)').toBe(true);
  expect(scripts.filter((text) => text.includes('send-event')), 'the bridge message and panel of development builds').toEqual([]);
});

test.describe('in a development build', () => {
  // Sending events is for development only: this block builds the portal as `npm run dev` serves it (a few seconds).
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  const devDir = resolve('.tmp', `e2e-dev-dist-${process.pid}`);
  let dev: TestGateway;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    execSync(`npx vite build --outDir ${JSON.stringify(devDir)} --emptyOutDir`, { stdio: 'pipe', env: { ...process.env, FORCE_COLOR: '0', NODE_ENV: 'development' } });
    dev = await startTestGateway({ config: { staticDir: devDir, testHumanCheckBypass: true } });
  });
  test.afterAll(async () => {
    await dev?.close();
    if (existsSync(devDir)) rmSync(devDir, { recursive: true, force: true });
  });

  test('sends an event from the machine\'s model cases to the live actor in the portal tab', async ({ page, context }) => {
    const portal = await context.newPage();
    await portal.goto(`${dev.url}/`);
    await page.goto(`${dev.url}/inspect`);
    await page.locator('button[data-machine-id="shell"]').click();
    await expect(actorNode(page, 'shell')).toHaveCount(1);
    await page.getByTestId('send-event-open').click();
    const panel = page.getByTestId('send-event-panel');
    await expect(panel).toBeVisible();
    const choice = panel.getByTestId('send-event-case');
    const language = await choice.locator('option').evaluateAll((options) => (options as HTMLOptionElement[]).find((option) => option.text.includes('"modal":"language"'))?.value);
    expect(language, 'the shell model lists opening the language modal').toBeTruthy();
    await choice.focus();
    await choice.selectOption(language!);
    await expect(panel.getByTestId('send-event-payload')).toHaveValue(/"modal": "language"/);
    expect(await axeProblems(page)).toEqual([]);
    await saveShot(page, 'inspector-send-event');
    await panel.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(panel.getByTestId('send-event-status')).toContainText('Sent modal.open');
    await expect(portal.locator('[data-testid^="language-"]').first(), 'the portal tab opened the language modal').toBeVisible();
    await expect(page.locator('[data-testid="log-entry"][data-machine-id="shell"][data-event-type="modal.open"]').first()).toBeVisible();
  });
});
