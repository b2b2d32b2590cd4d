/**
 * A points-mall request confirmed with the withdrawal password, through the
 * redeem dialog of /pointMall (the conversion form shares the machine and
 * its password step, but offers no way back from a refusal). Per path a
 * member of its own with 1,000 points and a withdrawal password; the goods
 * are the brand's seeded ones, put in the path's gateway once. `good` is one
 * free-spins bundle (300 points), `short` four of them (1,200): the page
 * refuses that itself from the points it shows. A lost answer is the
 * dangerous kind: the gateway takes the points and only its answer is
 * dropped, so the retry with the same id must not take them twice. Starting
 * again is closing the dialog and pressing Redeem.
 */
import type { Page } from '@playwright/test';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { setPaymentPassword } from '../../server/src/domain/funds/payment-password';
import { movePoints, pointBalanceOf } from '../../server/src/domain/points';
import { seedPointsMall } from '../../server/src/seed/points';
import { passwordRequestMachine, type PasswordRequestContext } from '../../src/machines/password-request/password-request.machine';
import { passwordRequestEvents as pr, passwordRequestModel } from '../../src/machines/password-request/password-request.model';
import { calls } from '../../src/services/calls';
import type { TestGateway } from '../e2e/support/gateway';
import { freshMember } from '../e2e/support/fresh-member';
import { expect } from '../e2e/support/record-coverage';
import { signIn } from '../e2e/support/sign-in';
import type { UiAdapter, UiWorld } from './ui-adapter';

const passwords = { good: '246810', wrong: '135790' } as const;
const quantities: Record<string, string> = { good: '1', short: '4' };
const bundle = 'Free spins bundle';
const startingPoints = 1000;
const bundlePoints = 300;

const seeded = new WeakSet<TestGateway>();
/** The path's member and how many bundles its answered redemptions paid for so far. */
const members = new WeakMap<Page, { id: number; paid: number }>();
const codeOf = (event: EventObject | undefined) => (event as (EventObject & { error?: { code?: string } }) | undefined)?.error?.code;
const contextOf = (snapshot: AnyMachineSnapshot | undefined) => snapshot?.context as PasswordRequestContext;
const dialog = (page: Page) => page.getByTestId('redeem-dialog');

/** The next redemption is carried out by the gateway and its answer lost on the way back. */
async function arrangeSubmit({ page, upcoming }: UiWorld): Promise<void> {
  const answer = upcoming.find((event) => event.type === pr.submitDone || event.type === pr.submitError);
  if (codeOf(answer) !== 'network.abnormal') return;
  await page.route(
    (url) => url.pathname === calls.pointRedeem.path,
    async (route) => {
      await route.fetch();
      await route.abort('connectionreset');
    },
    { times: 1 },
  );
}

async function openMall({ page, gateway }: UiWorld): Promise<void> {
  if (!seeded.has(gateway)) {
    await seedPointsMall(gateway.db);
    seeded.add(gateway);
  }
  const now = gateway.deps.clock.now();
  const { member, login } = await freshMember(gateway, 'prui', '100.00');
  await setPaymentPassword(gateway.db, member, { newPassword: passwords.good, confirmPassword: passwords.good }, now);
  await movePoints(gateway.db, { memberId: member.id, amount: startingPoints, kind: 'adjustment', idempotencyKey: `ui-points:${member.id}`, now });
  members.set(page, { id: member.id, paid: 0 });
  await signIn(page, login, { origin: gateway.url, path: '/pointMall' });
  // The page refuses a choice beyond the points it shows, so they must have loaded first.
  await expect(page.getByTestId('point-balance-value')).toHaveText('1,000');
  await page.getByTestId('point-goods-card').filter({ hasText: bundle }).getByRole('button', { name: 'Redeem' }).click();
  await expect(dialog(page)).toBeVisible();
}

/** What the gateway answers the password given; a lost answer can happen to any request. */
function filterEvents(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  const password = contextOf(snapshot).paymentPassword;
  // The dialog cannot be closed while an answer is lost (see notFromUi).
  if (event.type === 'request.reset') return !snapshot.matches('failed');
  if (event.type === pr.submitDone) return password === 'good';
  if (event.type === pr.submitError && codeOf(event) === 'invalid.payment.pw') return password === 'wrong';
  return true;
}

export const passwordRequestAdapter: UiAdapter = {
  machine: passwordRequestMachine,
  model: passwordRequestModel,
  variants: { default: { open: openMall } },
  filterEvents,
  actions: {
    'request.choose': async ({ page }, event) => {
      const which = (event as EventObject & { choice: { which: string } }).choice.which;
      await dialog(page).getByTestId('redeem-quantity').fill(quantities[which]);
      await dialog(page).getByRole('button', { name: 'Next' }).click();
    },
    'password.submit': async (world, event) => {
      await arrangeSubmit(world);
      const which = (event as EventObject & { paymentPassword: keyof typeof passwords }).paymentPassword;
      await dialog(world.page).getByTestId('redeem-password').fill(passwords[which]);
      await dialog(world.page).getByRole('button', { name: 'Confirm' }).click();
    },
    'request.back': async ({ page }) => {
      await dialog(page).getByRole('button', { name: 'Back' }).click();
    },
    'request.retry': async (world) => {
      await arrangeSubmit(world);
      await dialog(world.page).getByTestId('redeem-retry').click();
    },
    'request.reset': async ({ page }) => {
      // Closing keeps the request's state; Redeem on a card starts it again.
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toHaveCount(0);
      await page.getByTestId('point-goods-card').filter({ hasText: bundle }).getByRole('button', { name: 'Redeem' }).click();
    },
  },
  automatic: Object.values(pr),
  states: {
    'passwordRequest.choosing': async ({ page }, expected) => {
      await expect(dialog(page)).toHaveAttribute('data-step', 'choosing');
      // Only a choice beyond the points shown is refused here, above the form.
      if (contextOf(expected).errorCode) await expect(dialog(page).getByTestId('redeem-error')).toHaveText('You do not have enough points for this.');
      else await expect(dialog(page).getByTestId('redeem-error')).toHaveCount(0);
    },
    'passwordRequest.password': async ({ page }) => {
      await expect(dialog(page)).toHaveAttribute('data-step', 'password');
      await expect(dialog(page).getByTestId('redeem-password')).toHaveValue('');
    },
    'passwordRequest.answered': async ({ page, gateway }) => {
      await expect(dialog(page).getByTestId('redeem-done')).toBeVisible();
      // However many times the answer was lost and asked again, each answered redemption paid for one bundle.
      const member = members.get(page)!;
      member.paid += 1;
      await expect.poll(async () => (await pointBalanceOf(gateway.db, member.id)).pointBalance).toBe(startingPoints - bundlePoints * member.paid);
    },
    'passwordRequest.refused': async ({ page }) => {
      await expect(dialog(page)).toHaveAttribute('data-step', 'refused');
      await expect(dialog(page).getByTestId('redeem-password-error')).toHaveText('The withdrawal password is incorrect.');
    },
    'passwordRequest.failed': async ({ page }) => {
      await expect(dialog(page).getByTestId('redeem-failed')).toBeVisible();
      // Said once, by the notice with the retry.
      await expect(dialog(page).getByTestId('redeem-error')).toHaveCount(0);
      await expect(dialog(page).getByTestId('redeem-retry')).toBeEnabled();
    },
  },
  notFromUi: {
    'transition:passwordRequest.failed|request.reset|0':
      'After a lost answer the redeem dialog stays open until the retry answers (it cannot be closed, so Redeem cannot start again), and the conversion form offers only the retry: a person cannot drop a request whose points may have been taken.',
  },
};
