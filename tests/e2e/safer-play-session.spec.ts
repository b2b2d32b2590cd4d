/**
 * Session time in Chromium against the real gateway, whose clock the test
 * moves forward. The header shows the time since sign-in and the previous
 * login; a 15-minute reality check is chosen on Safer play; once the
 * gateway's clock passes it, the slot's spin is refused in the game with the
 * translated reason, the dialog shows the time since login, the amount
 * wagered and the net result, and after "Keep playing" the slot spins again.
 * A 30-minute session limit warns five minutes before its end (EN and TY)
 * and, past it, the portal finds the session gone and signs out to the lobby.
 */
import en from '../../locales/en.json' with { type: 'json' };
import ty from '../../locales/ty.json' with { type: 'json' };
import { createMember } from '../../server/src/domain/members';
import { vendorSeeds } from '../../server/src/seed/games/vendors';
import { startPortalGateway, type TestGateway } from './support/gateway';
import { expect, test } from './support/record-coverage';
import { sessionToken, signIn } from './support/sign-in';
import { seriousFindings } from './support/axe';

test.describe.configure({ timeout: 240_000 });

const slotVendor = vendorSeeds.find((vendor) => vendor.category === 'RNG' && !vendor.maintenance && !vendor.isGame && vendor.code !== 'XSP')!;
const minute = 60_000;
let offset = 0;
let gateway: TestGateway;

test.beforeAll(async () => {
  gateway = await startPortalGateway({}, { clock: { now: () => Date.now() + offset } });
});
test.afterAll(async () => gateway?.close());

test('a reality check pauses the slot until the member keeps playing; the header counts the session', async ({ page, shot }) => {
  const account = `reality${process.pid % 10_000}`;
  const password = 'Reality1234';
  await createMember(gateway.db, { account, password, openingBalance: '100', now: Date.now() });
  // An earlier sign-in, so the header has a previous login to show.
  await sessionToken(gateway.url, { username: account, password });
  await signIn(page, { username: account, password }, { origin: gateway.url });

  const clock = page.getByTestId('session-clock');
  await expect(clock.getByTestId('session-clock-elapsed')).toHaveText(/^\d+ min \d+ s$/);
  await expect(clock.getByTestId('session-clock-previous')).toContainText('Last login');

  // Safer play: a reality check every 15 minutes.
  await page.getByTestId('side-menu-saferPlay').click();
  const form = page.getByTestId('session-time-form');
  await form.scrollIntoViewIfNeeded();
  await page.getByTestId('reality-check-minutes').selectOption('15');
  await page.getByTestId('session-time-submit').click();
  await expect(page.getByTestId('session-time-saved')).toBeVisible();
  expect(await seriousFindings(page, '[data-testid="session-time-form"]')).toEqual([]);

  // A slot round before the check.
  await page.goto(`${gateway.url}/rng?vassalage=${slotVendor.code}`);
  await page
    .getByTestId('game-card')
    .filter({ hasNot: page.getByTestId('game-maintenance') })
    .first()
    .getByRole('button')
    .first()
    .click();
  await expect(page).toHaveURL(/\/game$/);
  const frame = page.frameLocator('[data-testid="game-frame-iframe"]');
  const spin = frame.locator('.spin-button');
  await expect(spin).toBeEnabled({ timeout: 20_000 });
  const spinAnswer = () => page.waitForResponse((response) => response.url().includes('/slot/spin') && response.request().method() === 'POST');
  let answered = spinAnswer();
  await spin.click();
  expect((await answered).status()).toBe(200);

  // The gateway's clock passes the check: the game's next stake is refused, with the reason in the member's language.
  offset += 15 * minute;
  await expect(spin).toBeEnabled({ timeout: 20_000 });
  answered = spinAnswer();
  await spin.click();
  expect((await answered).status()).toBe(403);
  await expect(frame.locator('.toast')).toContainText('Reality check: please confirm in the portal before playing on.');

  // The portal reads the gateway's clock again within a minute and opens the check, over the game.
  const dialog = page.getByTestId('reality-check');
  await expect(dialog).toBeVisible({ timeout: 75_000 });
  await expect(dialog.getByTestId('reality-check-elapsed')).toHaveText(/^1\d min \d+ s$/);
  // The slot's one round: its stake is wagered, and the net result is what it won less that stake.
  await expect(dialog.getByTestId('reality-check-wagered')).toHaveText(/^\D*[1-9]\d*\.\d\d$/);
  await expect(dialog.getByTestId('reality-check-net')).toHaveText(/^-?\D*\d+\.\d\d$/);
  await expect(clock.getByTestId('session-clock-elapsed')).toHaveText(/^1\d min \d+ s$/);
  expect(await seriousFindings(page, '[role="dialog"]')).toEqual([]);
  await page.screenshot({ path: '/tmp/reality-check-dialog.png' });
  await shot('safer-play-reality-check');

  await dialog.getByTestId('reality-check-continue').click();
  await expect(dialog).toHaveCount(0);
  await expect(spin).toBeEnabled({ timeout: 20_000 });
  answered = spinAnswer();
  await spin.click();
  expect((await answered).status()).toBe(200);
  await page.getByTestId('header').screenshot({ path: '/tmp/session-clock-header.png' });
});

test('a session limit warns five minutes before its end, in EN and TY, then signs the member out to the lobby', async ({ page, shot }) => {
  const account = `limit${process.pid % 10_000}`;
  const password = 'Limit12345';
  // The portal's own timers (the warning's countdown) run on a clock the test moves with the gateway's.
  await page.clock.install();
  await createMember(gateway.db, { account, password, openingBalance: '100', now: Date.now() + offset });
  await signIn(page, { username: account, password }, { origin: gateway.url });

  await page.getByTestId('side-menu-saferPlay').click();
  await page.getByTestId('session-time-form').scrollIntoViewIfNeeded();
  await page.locator('#session-limit-minutes').selectOption('30');
  await page.getByTestId('session-time-submit').click();
  await expect(page.getByTestId('session-time-saved')).toBeVisible();

  // Five minutes before the end on both clocks: the portal reads the gateway again and warns.
  offset += 25 * minute + 10_000;
  await page.clock.fastForward(25 * minute + 10_000);
  const warning = page.getByTestId('session-limit-warning');
  await expect(warning).toBeVisible({ timeout: 20_000 });
  await expect(warning).toContainText('(5 min left)');
  await expect(page.getByRole('dialog', { name: en.session.protection.sessionLimit.title })).toBeVisible();
  expect(await seriousFindings(page, '.dialog')).toEqual([]);
  await page.screenshot({ path: '/tmp/session-limit-warning-en.png' });

  // The same warning in TY after a reload: the gateway, not the tab, knows the end.
  await page.evaluate(() => localStorage.setItem('hisLang', 'TY'));
  await page.reload();
  await expect(page.getByRole('dialog', { name: ty.session.protection.sessionLimit.title })).toBeVisible({ timeout: 20_000 });
  await expect(warning).toBeVisible();
  await page.screenshot({ path: '/tmp/session-limit-warning-ty.png' });
  await shot('safer-play-session-limit-warning');
  await page.getByTestId('session-limit-dismiss').click();
  await expect(warning).toHaveCount(0);

  // Past the end: the gateway refuses the session, the portal signs out to the lobby and says why.
  offset += 5 * minute;
  await page.clock.fastForward(5 * minute);
  await expect(page.getByTestId('session-expired')).toContainText(ty.session.expiredNotice.message, { timeout: 20_000 });
  await expect(page).toHaveURL(`${gateway.url}/`);
  await expect(page.getByTestId('session-clock')).toHaveCount(0);
  await page.screenshot({ path: '/tmp/session-limit-ended-ty.png' });
});
