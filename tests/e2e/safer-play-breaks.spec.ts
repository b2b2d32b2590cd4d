/**
 * Time-out in Chromium against the real gateway. A member opens Safer play,
 * chooses a 24-hour time-out, is refused with a wrong password below the
 * field, then takes it with the right one and sees until when. A game launch
 * is then refused with until when; signing in again through the login popup
 * says until when; the withdrawal page still pays out. A member whose
 * request to lift a finished exclusion was refused reads why, asks again and
 * sees it wait for the team's decision (EN and TY).
 * Screenshots: .tmp/shots/safer-play-breaks-*.png (E2E_SHOTS=1).
 */
import { formatDateTime } from '../../src/components/member-centre/kit/date-time';
import { protectionBreaks } from '../../server/src/db/schema';
import { addBankAccount } from '../../server/src/domain/funds/bank-accounts';
import { setPaymentPassword } from '../../server/src/domain/funds/payment-password';
import { createMember } from '../../server/src/domain/members';
import { breakInForce } from '../../server/src/domain/protection/breaks/in-force';
import { vendorSeeds } from '../../server/src/seed/games/vendors';
import { acceptHumanChecks, solveHumanCheck } from './access-support';
import { startPortalGateway, type TestGateway } from './support/gateway';
import { expect, test } from './support/record-coverage';
import { signIn } from './support/sign-in';
import { seriousFindings } from './support/axe';

test.describe.configure({ timeout: 180_000 });

const password = 'Breaks1234';
const paymentPassword = '246810';
const slotVendor = vendorSeeds.find((vendor) => vendor.category === 'RNG' && !vendor.maintenance && !vendor.isGame && vendor.code !== 'XSP')!;
let gateway: TestGateway;

test.beforeAll(async () => {
  gateway = await startPortalGateway();
});
test.afterAll(async () => gateway?.close());

/** Serious and critical WCAG 2.1 A/AA findings in the part of the tab `include` names. */
test('a 24-hour time-out taken with the password closes game launches with until when, is said at sign-in, and leaves withdrawals open', async ({ page, shot }) => {
  const now = Date.now();
  const account = `breaks${process.pid % 10_000}`;
  const member = await createMember(gateway.db, { account, password, openingBalance: '200', now });
  await setPaymentPassword(gateway.db, member, { newPassword: paymentPassword, confirmPassword: paymentPassword }, now);
  await addBankAccount(gateway.db, member.id, { bankName: 'BDO Unibank', accountName: 'Break Member', accountNumber: `77${String(member.id).padStart(8, '0')}` }, now);
  await signIn(page, { username: account, password }, { origin: gateway.url });

  await page.getByTestId('side-menu-saferPlay').click();
  await expect(page.getByTestId('mc-page-saferPlay')).toBeVisible();
  const panel = page.getByTestId('breaks-panel');
  await expect(panel.getByTestId('break-choice')).toBeVisible();
  await expect(panel.getByTestId('break-current')).toHaveCount(0);
  expect(await seriousFindings(page, '[data-testid="breaks-panel"]')).toEqual([]);
  await panel.scrollIntoViewIfNeeded();
  await shot('safer-play-breaks-choice');

  // Continuing without a choice says so; a choice shows what it closes and asks for the password.
  await panel.getByTestId('break-continue').click();
  await expect(panel.getByTestId('break-term-error')).toHaveText('Choose one of the offered lengths.');
  await panel.getByTestId('break-term-24h').click();
  await panel.getByTestId('break-continue').click();
  await expect(panel.getByTestId('break-warning')).toContainText('Take a time-out of 24 hours?');
  await expect(panel.getByTestId('break-warning')).toContainText('It cannot be cancelled or shortened.');

  // A wrong password: the error below the field, nothing taken.
  await panel.getByTestId('break-password').fill('not-my-password');
  await panel.getByTestId('break-submit').click();
  await expect(panel.getByTestId('break-password-error')).toHaveText('Incorrect password.');
  expect(await breakInForce(gateway.db, member.id, Date.now())).toBeNull();
  expect(await seriousFindings(page, '[data-testid="breaks-panel"]')).toEqual([]);
  await shot('safer-play-breaks-wrong-password');

  await panel.getByTestId('break-password').fill(password);
  await panel.getByTestId('break-submit').click();
  await expect(panel.getByTestId('break-taken')).toBeVisible();
  const held = await breakInForce(gateway.db, member.id, Date.now());
  expect(held?.kind).toBe('timeout');
  const until = formatDateTime(held!.releasedAt);
  await expect(panel.getByTestId('break-current')).toContainText(`You are on a time-out until ${until}.`);
  expect(await seriousFindings(page, '[data-testid="breaks-panel"]')).toEqual([]);
  await shot('safer-play-breaks-taken');

  // A game launch is refused, with until when.
  await page.goto(`${gateway.url}/rng?vassalage=${slotVendor.code}`);
  await page.getByTestId('game-card').filter({ hasNot: page.getByTestId('game-maintenance') }).first().getByRole('button').first().click();
  const refused = page.getByTestId('game-launch-failed');
  await expect(refused).toContainText('You are taking a break from play.');
  await expect(refused.getByTestId('game-launch-break-until')).toHaveText(`Your break ends ${until}.`);
  await shot('safer-play-breaks-launch-refused');

  // Signing in again through the login popup says until when.
  await page.getByTestId('game-launch-failed').getByTestId('alert-cancel').click();
  await page.getByTestId('avatar').click();
  await page.getByTestId('sign-out').click();
  await page.getByTestId('alert-confirm').click();
  await expect(page.getByTestId('login')).toBeVisible();
  // Signed out in the same tab, without reloading it (a reload would hand the spec's first token again): the
  // visitor's popup announcement opens, as it does for anyone signed out; it is closed first.
  const popup = page.getByRole('dialog').getByTestId('announcement-item');
  await expect(popup).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);
  await acceptHumanChecks(page);
  await page.getByTestId('login').click();
  await page.getByTestId('login-username').fill(account);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await solveHumanCheck(page);
  await expect(page.getByTestId('login-view')).toBeHidden();
  // The member's popup announcement opens over the page at sign-in; the banner waits beneath it.
  await expect(popup).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);
  const banner = page.getByTestId('break-banner');
  await expect(banner).toContainText(`You are on a time-out until ${until}: games and deposits are closed.`);
  await expect(banner).toContainText('You can still withdraw your balance');
  expect(await seriousFindings(page, '[data-testid="break-banner"]')).toEqual([]);
  await shot('safer-play-breaks-banner');
  await banner.getByTestId('break-banner-dismiss').click();
  await expect(banner).toHaveCount(0);

  // The withdrawal page still works.
  await page.getByTestId('header-withdraw').click();
  await expect(page.getByTestId('mc-page-withdraw')).toBeVisible();
  await page.locator('[data-testid^="withdraw-account-"]').first().click();
  await page.getByTestId('withdraw-amount').fill('150');
  await page.getByTestId('withdraw-password').fill(paymentPassword);
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByTestId('withdraw-done')).toBeVisible();
  await shot('safer-play-breaks-withdrawn');
});

test('a finished self-exclusion whose lift was refused can be asked again, and then waits for a decision', async ({ page }) => {
  const day = 86_400_000;
  const now = Date.now();
  const account = `asking${process.pid % 10_000}`;
  const member = await createMember(gateway.db, { account, password, openingBalance: '0', now });
  await gateway.db.insert(protectionBreaks).values({
    memberId: member.id,
    kind: 'exclusion',
    startedAt: now - 200 * day,
    endsAt: now - 10 * day,
    liftRequestedAt: now - 3 * day,
    liftDecision: 'refused',
    liftDecidedAt: now - 2 * day,
    liftDecidedBy: 'guard',
    liftDecisionReason: 'Play pattern still worrying.',
  });
  await signIn(page, { username: account, password }, { origin: gateway.url });
  await page.getByTestId('side-menu-saferPlay').click();
  const current = page.getByTestId('breaks-panel').getByTestId('break-current');
  await expect(current).toHaveAttribute('data-lift', 'refused');
  await expect(current.getByTestId('break-lift-refused')).toContainText('Our team refused your request to lift it on');
  await expect(current.getByTestId('break-lift-refused')).toContainText('Play pattern still worrying. You may ask again.');
  await current.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/safer-play-lift-refused.png' });

  await current.getByTestId('break-lift').click();
  await expect(current).toHaveAttribute('data-lift', 'waiting');
  await expect(current).toContainText('Our team decides within 7 days; once approved, it ends after a 24-hour cooling-off.');
  await expect(current.getByTestId('break-lift')).toHaveCount(0);
  expect(await seriousFindings(page, '[data-testid="breaks-panel"]')).toEqual([]);
  await page.screenshot({ path: '/tmp/safer-play-lift-waiting.png' });
  // Time alone lifts nothing: the gateway holds the exclusion until an operator approves.
  expect((await breakInForce(gateway.db, member.id, Date.now() + 30 * day))?.kind).toBe('exclusion');

  await page.evaluate(() => localStorage.setItem('hisLang', 'TY'));
  // The member centre's page is in the address: the reload opens Safer play again, now in TY.
  await page.reload();
  await expect(page.getByTestId('mc-page-saferPlay')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('breaks-panel').getByTestId('break-current')).toContainText('Magpapasya ang aming team sa loob ng 7 araw', { timeout: 30_000 });
  await page.getByTestId('breaks-panel').getByTestId('break-current').scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/safer-play-lift-waiting-ty.png' });
});
