/**
 * Accessibility in Chromium against the shared gateway: axe (WCAG 2.1 A and
 * AA rules) on every route logged out and logged in, on every modal, on each
 * page of the member centre and of the agent centre. A serious or critical
 * violation fails the test; the minor and moderate ones are printed. Many
 * screens share one tab per test (a page load is cheap, a new browser
 * context is not). Plus the keyboard: Tab stays inside the login dialog,
 * Escape closes it and focus goes back to its opener, and a visitor without
 * a mouse logs in, the slide check included.
 */
import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { agentCentrePages } from '../../src/app/agent-centre/agent-pages';
import { memberCentrePages } from '../../src/app/member-centre/centre-pages';
import { judgeKeyTrail } from '../../server/src/domain/access/key-trail';
import { bannerAutoplayMs } from '../../src/components/banner/autoplay';
import { acceptHumanChecks, demo, openHome, openLogin } from './access-support';
import { signIn } from './support/sign-in';
import { expect, test } from './support/record-coverage';
import { openThroughShell } from './support/open-modal';
import { navigateInPortal, networkSettled } from './support/navigate';

const agent1 = { username: 'agent1', password: 'Agent123' };
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Every path of src/routes; the redirecting aliases land on their screen, which is checked there. */
const routes = [
  '/',
  '/home',
  '/index',
  '/index.html',
  '/rng',
  '/live',
  '/fish',
  '/pvp',
  '/sports',
  '/esports',
  '/cockfight',
  '/inhouse',
  '/seamless',
  '/lottery',
  '/elott',
  '/vnLottery',
  '/seaLottery',
  '/promotions',
  '/promoDetail?id=1',
  '/pointMall',
  '/winners',
  '/help',
  '/helpmc',
  '/download',
  '/down',
  '/login',
  '/register',
  '/register.html',
  '/game',
  '/inspect',
];

interface Finding {
  where: string;
  rule: string;
  impact: string;
  nodes: string[];
}

/**
 * The axe source to hand AxeBuilder: its own (undefined) while a frame of the tab lacks axe, else an empty
 * statement. AxeBuilder evaluates all 560 kB of axe-core twice per run even where an earlier run left it; the
 * screens here follow each other in one document, so most runs find it already there.
 */
async function axeSourceFor(page: Page): Promise<string | undefined> {
  const present = await Promise.all(page.frames().map((frame) => frame.evaluate(() => 'axe' in window).catch(() => false)));
  return present.every(Boolean) ? ';' : undefined;
}

/** axe on the part of the tab named by `include` (the whole tab when absent or not shown). */
async function analyze(page: Page, include?: string) {
  // Legacy mode runs axe inside the page; the default one finishes in a new blank tab, which never answers here.
  // Only violations are collected: gathering the passing nodes as well doubles the time of a run.
  let builder = new AxeBuilder({ page, axeSource: await axeSourceFor(page) }).withTags(wcagTags).setLegacyMode().options({ resultTypes: ['violations'] });
  if (include && (await page.locator(include).count()) > 0) builder = builder.include(include);
  return builder.analyze();
}

/** Runs axe on what the tab shows now; returns the serious and critical findings, prints the others. */
async function audit(page: Page, where: string, include?: string): Promise<Finding[]> {
  const started = Date.now();
  // Loading placeholders are not what a reader meets: wait for them to go (a screen still loading after that is audited as it is).
  await page
    .locator('[data-testid="mc-skeleton"], [aria-busy="true"], [role="dialog"] .spinner')
    .first()
    .waitFor({ state: 'detached', timeout: 2_000 })
    .catch(() => {});
  const { violations } = await analyze(page, include).catch(async (error: Error) => {
    // A lazily loaded modal replaces its loading frame between the check and the run: once more on what is there now.
    if (!/No elements found/.test(error.message)) throw error;
    await page.waitForTimeout(500);
    return analyze(page, include);
  });
  const findings = violations.map((violation) => ({
    where,
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    nodes: violation.nodes.map((node) => node.target.join(' ')),
  }));
  for (const finding of findings) console.log(`[a11y] ${finding.impact} ${finding.rule} at ${where}: ${finding.nodes.slice(0, 4).join(', ')}`);
  if (process.env.A11Y_TIMES) console.log(`[a11y] ${where} audited in ${Date.now() - started} ms`);
  return findings.filter(isBlocking);
}

const isBlocking = (finding: Finding): boolean => finding.impact === 'serious' || finding.impact === 'critical';

/** One assertion per test, listing every blocking finding, so a run shows all of them at once. */
function expectNone(findings: Finding[]): void {
  expect(findings.map((finding) => `${finding.impact} ${finding.rule} at ${finding.where}: ${finding.nodes.slice(0, 5).join(', ')}`)).toEqual([]);
}

/** The first route by loading it, the next ones through the portal's router, as a visitor moves once it is open. */
async function visit(page: Page, path: string): Promise<void> {
  if (!(await navigateInPortal(page, path))) await page.goto(path);
  await expect(page.locator('#root')).not.toBeEmpty();
  // The inspector lays its chart out after the page renders: audit the chart, not the moment before it.
  if (path === '/inspect') await expect(page.getByTestId('statechart').first()).toBeVisible();
}

/** Opens a modal through the shell actor, as the shell itself does, and waits for its dialog. */
async function openModal(page: Page, modal: string, props?: Record<string, unknown>): Promise<void> {
  await openThroughShell(page, modal, props);
  await expect(page.getByRole('dialog')).toBeVisible();
}

async function closeModal(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

async function auditModals(page: Page, modals: [string, Record<string, unknown>?][], who: string): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const [modal, props] of modals) {
    await openModal(page, modal, props);
    findings.push(...(await audit(page, `${modal} modal (${who})`, '[role="dialog"]')));
    await closeModal(page);
  }
  return findings;
}

test.describe.configure({ timeout: 300_000 });
// axe is injected as source text, which the portal's CSP (no eval) would refuse; the audited page is unchanged.
test.use({ bypassCSP: true });

/** The whole shell on the first route, then only what changes from route to route: the page and its banner. */
async function auditRoutes(page: Page, paths: string[], who: string): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const [index, path] of paths.entries()) {
    await visit(page, path);
    findings.push(...(await audit(page, `${path} (${who})`, index === 0 ? undefined : '.app-layout__content')));
  }
  return findings;
}

/** Paths that render the same screen as another path of the list (index aliases, the .html name of /register). */
const aliases = ['/home', '/index', '/index.html', '/register.html'];

test('every route, logged out', async ({ page }) => {
  expectNone(await auditRoutes(page, routes.filter((path) => !aliases.includes(path)), 'logged out'));
});

test('the routes whose content changes once logged in', async ({ page }) => {
  await signIn(page, demo);
  // The header (audited whole on the first), the member's own figures and the game frame; the lobbies
  // draw the same cards for a member and were audited logged out.
  expectNone(await auditRoutes(page, ['/', '/pointMall', '/promotions', '/winners', '/lottery', '/game'], 'logged in'));
});

test('the modals of a visitor, the human check included', async ({ page }) => {
  await openHome(page);
  const findings = await auditModals(
    page,
    [
      ['login'],
      ['register'],
      ['forgotPassword'],
      ['announcements'],
      ['customerService', { inline: true }],
      ['appDownload'],
      ['speedTest'],
      ['language'],
      ['notice', { titleKey: 'games.launch.failed.title', message: 'A notice', tone: 'warning' }],
    ],
    'logged out',
  );

  await page.getByTestId('login').click();
  await page.getByTestId('login-username').fill(demo.username);
  await page.getByTestId('login-password').fill(demo.password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('human-check')).toHaveAttribute('data-phase', 'dragging');
  findings.push(...(await audit(page, 'human check (login)', '[role="dialog"]')));
  expectNone(findings);
});

test('the modals of a member: password, contracts, trial warning, game launch popups', async ({ page }) => {
  await signIn(page, demo);
  const findings = await auditModals(
    page,
    [
      ['changePassword'],
      ['confirmLogout'],
      ['contracts'],
      ['trialWarning'],
      ['registerSuccess', { account: 'demo' }],
      ['gameMaintenance'],
      ['gameLaunchFailed'],
      ['vassalageGames'],
    ],
    'logged in',
  );
  expectNone(findings);
});

test('every page of the member centre', async ({ page }) => {
  await signIn(page, demo, { path: `/?mc=${memberCentrePages[0]}` });
  const findings: Finding[] = [];
  for (const name of memberCentrePages) {
    await page.getByTestId(`mc-menu-${name}`).click();
    await expect(page).toHaveURL(new RegExp(`[?&]mc=${name}`));
    // The frame (card, menu) once, then the page's own pane.
    findings.push(...(await audit(page, `member centre ${name}`, name === memberCentrePages[0] ? '[data-testid="member-centre"]' : `[data-testid="mc-page-${name}"]`)));
  }
  expectNone(findings);
});

test('every page of the agent centre', async ({ page }) => {
  await signIn(page, agent1, { path: '/?ac=agentTeamOverview' });
  await expect(page.getByTestId('agent-centre')).toBeVisible();
  const findings: Finding[] = [];
  let audited = 0;
  for (const name of agentCentrePages) {
    const entry = page.getByTestId(`ac-menu-${name}`);
    // The settlement records pages show only when the brand switches them on for this agent.
    if ((await entry.count()) === 0) continue;
    await entry.click();
    await expect(page.getByTestId(`ac-page-${name}`)).toBeVisible();
    findings.push(...(await audit(page, `agent centre ${name}`, audited++ === 0 ? '[data-testid="agent-centre"]' : `[data-testid="ac-page-${name}"]`)));
  }
  expectNone(findings);
});

test('the keyboard: Tab stays inside the login dialog, Escape closes it and focus returns to Log in', async ({ page }) => {
  await openLogin(page);
  const dialog = page.getByRole('dialog');
  // More presses than the dialog has controls: the focus has to wrap around at least once.
  for (let step = 0; step < 25; step++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((panel) => panel.contains(document.activeElement))).toBe(true);
  }
  for (let step = 0; step < 5; step++) {
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((panel) => panel.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('login')).toBeFocused();
});

/** Presses Tab until the element with that test id has the focus (a visitor tabbing through the page). */
async function tabTo(page: Page, testId: string, most = 60): Promise<void> {
  for (let step = 0; step < most; step++) {
    if (await page.evaluate((id) => document.activeElement?.getAttribute('data-testid') === id, testId)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${testId}`);
}

test('the keyboard alone logs in: Tab to the form, Enter, the slide check by arrow keys and Enter', async ({ page }) => {
  await acceptHumanChecks(page);
  const answers: { x: number; gesture: string; trail: { x: number; y: number; t: number }[] }[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/wps/captcha/slide') && request.method() === 'POST') answers.push(request.postDataJSON());
  });
  await openHome(page);
  await tabTo(page, 'login');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('login-view')).toBeVisible();
  await tabTo(page, 'login-username');
  await page.keyboard.type(demo.username);
  await tabTo(page, 'login-password');
  await page.keyboard.type(demo.password);
  // The eye after the password field is a stop of its own: Space shows the password and hides it again.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Show password' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByTestId('login-password')).toHaveAttribute('type', 'text');
  await page.keyboard.press('Space');
  await expect(page.getByTestId('login-password')).toHaveAttribute('type', 'password');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');

  const puzzle = page.getByTestId('human-check');
  const slider = page.getByRole('slider');
  await expect(puzzle).toHaveAttribute('data-phase', 'dragging');
  await expect(slider).toBeFocused();
  // Escape leaves the check, not the login: the form is still there to send again.
  await page.keyboard.press('Escape');
  await expect(puzzle).toHaveCount(0);
  await expect(page.getByTestId('login-view')).toBeVisible();
  await tabTo(page, 'login-submit');
  await page.keyboard.press('Enter');
  await expect(puzzle).toHaveAttribute('data-phase', 'dragging');
  await expect(slider).toBeFocused();

  for (let press = 0; press < 9; press++) await page.keyboard.press('Shift+ArrowRight', { delay: 40 + press * 7 });
  for (let press = 0; press < 3; press++) await page.keyboard.press('ArrowRight', { delay: 60 });
  await expect(slider).toHaveAttribute('aria-valuenow', '93');
  await page.waitForTimeout(250);
  await page.keyboard.press('Enter');
  await expect(puzzle).toHaveCount(0);
  await expect(page.getByTestId('balance')).toBeVisible();

  expect(answers).toHaveLength(1);
  expect(answers[0]).toMatchObject({ x: 93, gesture: 'keys' });
  expect(answers[0].trail.map((point) => point.x)).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 91, 92, 93, 93]);
  // The verify call is answered above (the hole is the gateway's secret), so the gateway's own judge looks at the trail Chromium made.
  expect(judgeKeyTrail(answers[0].trail, 93, 250)).toBe('plausible');
});

/** What has the focus after a Tab: where it is, and whether a sighted keyboard user can see it. */
const focusStop = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    const name = `${element.tagName.toLowerCase()}${element.dataset.testid ? `[${element.dataset.testid}]` : ''} ${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30)}`;
    const veiled = element.closest('[aria-hidden="true"], [inert]');
    const why = box.width === 0 || box.height === 0 ? 'no size' : style.visibility === 'hidden' ? 'visibility hidden' : veiled ? `inside ${veiled.className || veiled.tagName}` : '';
    return { name, hidden: why !== '', why };
  });

/** Tabs round each route once and names every stop a sighted keyboard user could not see. */
async function invisibleStops(page: Page, routes: readonly string[]): Promise<string[]> {
  const invisible: string[] = [];
  for (const route of routes) {
    // A visitor starts tabbing once the page has come in, not while its lists are still arriving.
    if (!(await navigateInPortal(page, route))) {
      await page.goto(route);
      await networkSettled(page);
    }
    await expect(page.locator('main').first()).toBeVisible();
    const seen = new Set<string>();
    for (let step = 0; step < 120; step++) {
      await page.keyboard.press('Tab');
      const stop = await focusStop(page);
      if (!stop) continue;
      if (stop.hidden) invisible.push(`${route}: ${stop.name} (${stop.why})`);
      // Back at a stop already met: the page has been walked round once.
      if (seen.has(stop.name) && step > 10) break;
      seen.add(stop.name);
    }
  }
  return invisible;
}

test('the keyboard walks every page with no invisible stop', async ({ page }) => {
  expect(await invisibleStops(page, ['/', '/rng', '/live', '/lottery', '/promotions', '/pointMall', '/help', '/register'])).toEqual([]);
});

test('the keyboard walks a member’s pages with no invisible stop', async ({ page }) => {
  await signIn(page, demo);
  expect(await invisibleStops(page, ['/', '/pointMall', '/promotions', '/winners', '/lottery'])).toEqual([]);
});

test('the keyboard opens a linked banner: Tab brings its slide into view and holds the rotation, Enter follows its link', async ({ page }) => {
  await openHome(page);
  const second = page.getByTestId('banner-open').nth(1);
  await expect(second).toHaveAttribute('aria-label', 'Open banner 2');
  await tabTo(page, 'banner-open');
  // Past the first banner to the second, which was off to the side.
  await page.keyboard.press('Tab');
  await expect(second).toBeFocused();
  await expect(page.locator('.banner__dot').nth(1)).toHaveAttribute('aria-selected', 'true');
  // The rotation waits while the banner has the focus.
  await page.waitForTimeout(bannerAutoplayMs + 1_000);
  await expect(page.locator('.banner__dot').nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/rng$/);
});

test('the keyboard: Tab stays inside the member centre, Escape closes it and focus returns to its opener', async ({ page }) => {
  await signIn(page, demo);
  const opener = page.getByTestId('avatar');
  await opener.focus();
  await page.keyboard.press('Enter');
  const item = page.getByRole('menuitem').first();
  await expect(item).toBeVisible();
  await item.focus();
  await page.keyboard.press('Enter');
  const centre = page.getByTestId('member-centre');
  await expect(centre).toBeVisible();
  for (let step = 0; step < 40; step++) {
    await page.keyboard.press('Tab');
    expect(await centre.evaluate((panel) => panel.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(centre).toHaveCount(0);
  await expect(opener).toBeFocused();
});
