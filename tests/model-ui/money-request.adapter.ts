/**
 * A money request through the wallet transfer of the member centre (one of
 * the machine's forms, the one that needs no operator), for a member of its
 * own with 500.00 in the main wallet. `good` moves 1.00 to the first game
 * wallet. `tooMuch` is refused by the gateway, not by the form (which checks
 * the balance it shows): another tab first moves all but 0.50 out of the main
 * wallet, so the shown balance is stale when 1.00 is asked. A lost answer is
 * the dangerous kind: the request is carried out and only its answer dropped,
 * so the retry with the same id must not move money twice. Going back to an
 * empty form is Cancel after a lost answer, or "recall all" (which sets the
 * other money request aside) after an answer.
 */
import type { Page } from '@playwright/test';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { moneyRequestMachine, type MoneyRequestContext } from '../../src/machines/money-request/money-request.machine';
import { moneyRequestEvents as mr, moneyRequestModel } from '../../src/machines/money-request/money-request.model';
import { calls } from '../../src/services/calls';
import { transferBetweenWallets, walletsOf } from '../../server/src/domain/funds/wallets';
import { toCents } from '../../server/src/domain/money';
import type { TestGateway } from '../e2e/support/gateway';
import { freshMember } from '../e2e/support/fresh-member';
import { expect } from '../e2e/support/record-coverage';
import { signIn } from '../e2e/support/sign-in';
import type { UiAdapter, UiWorld } from './ui-adapter';

const members = new WeakMap<Page, number>();
let serial = 0;
const amountOf = (event: EventObject) => (event as EventObject & { values: { amount: string } }).values.amount;
const codeOf = (event: EventObject | undefined) => (event as (EventObject & { error?: { code?: string } }) | undefined)?.error?.code;
const nextSubmitAnswer = (events: readonly EventObject[]) => events.find((event) => event.type === mr.submitDone || event.type === mr.submitError);

/** Moves money between the member's wallets as another tab would, on the gateway. */
async function moveOnTheSide(gateway: TestGateway, memberId: number, from: number, to: number, cents: bigint): Promise<void> {
  const amount = (Number(cents) / 100).toFixed(2);
  await transferBetweenWallets(gateway.db, { memberId, requestId: `ui-side-${process.pid}-${++serial}`, now: gateway.deps.clock.now() }, { fromAccountTypeId: from, toAccountTypeId: to, amount });
}

/** Leaves the main wallet with 0.50 (`tooMuch`) or at least 100.00 (`good`), the rest in the first game wallet. */
async function arrangeBalance({ page, gateway }: UiWorld, which: string): Promise<void> {
  const memberId = members.get(page);
  if (memberId === undefined) throw new Error('the path opened no member');
  const wallets = await walletsOf(gateway.db, memberId);
  const main = toCents(wallets.find((wallet) => wallet.accountTypeId === 0)!.balance);
  const game = wallets.find((wallet) => wallet.accountTypeId !== 0 && !wallet.maintenance)!.accountTypeId;
  if (which === 'tooMuch' && main > 50n) await moveOnTheSide(gateway, memberId, 0, game, main - 50n);
  if (which === 'good' && main < 10_000n) await moveOnTheSide(gateway, memberId, game, 0, 10_000n);
}

/** The next transfer is carried out by the gateway and its answer lost on the way back. */
async function loseAnswer(page: Page, upcoming: readonly EventObject[]): Promise<void> {
  if (codeOf(nextSubmitAnswer(upcoming)) !== 'network.abnormal') return;
  await page.route(
    (url) => url.pathname === calls.walletTransfer.path,
    async (route) => {
      await route.fetch();
      await route.abort('connectionreset');
    },
    { times: 1 },
  );
}

async function openTransfer(world: UiWorld): Promise<void> {
  const { page, gateway } = world;
  const { member, login } = await freshMember(gateway, 'mrui', '500.00');
  members.set(page, member.id);
  await signIn(page, login, { origin: gateway.url, path: '/?mc=transferFund' });
  await expect(page.getByTestId('transfer-form')).toBeVisible();
}

/** What the gateway answers the submitted case; a lost answer can happen to any request. */
function filterEvents(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  const amount = (snapshot.context as MoneyRequestContext).values?.amount;
  if (event.type === mr.submitDone) return amount === 'good';
  if (event.type === mr.submitError) return codeOf(event) === 'network.abnormal' || amount === 'tooMuch';
  return true;
}

const form = (page: Page) => page.getByTestId('transfer-form');

export const moneyRequestAdapter: UiAdapter = {
  machine: moneyRequestMachine,
  model: moneyRequestModel,
  variants: { default: { open: openTransfer } },
  filterEvents,
  actions: {
    'request.submit': async (world, event) => {
      const { page, upcoming } = world;
      await arrangeBalance(world, amountOf(event));
      await loseAnswer(page, upcoming);
      await page.getByTestId('transfer-amount').fill('1.00');
      await page.getByTestId('transfer-submit').click();
    },
    'request.retry': async ({ page, upcoming }) => {
      await loseAnswer(page, upcoming);
      await form(page).getByTestId('request-retry').click();
    },
    'request.reset': async ({ page }) => {
      const cancel = form(page).getByTestId('request-cancel');
      if (await cancel.count()) return cancel.click();
      // After an answer the form goes back when the other request, recall all, starts: its wallets are read again first.
      await page.getByTestId('wallet-refresh-0').click();
      await expect(page.getByTestId('wallet-recall')).toBeEnabled();
      await page.getByTestId('wallet-recall').click();
    },
  },
  automatic: Object.values(mr),
  states: {
    'moneyRequest.editing': async ({ page }) => {
      await expect(form(page).getByTestId('request-notice')).toHaveCount(0);
      await expect(page.getByTestId('transfer-done')).toHaveCount(0);
      await expect(page.getByTestId('transfer-submit')).toBeEnabled();
    },
    'moneyRequest.done': async ({ page }) => {
      await expect(page.getByTestId('transfer-done')).toContainText('1.00');
      await expect(page.getByTestId('transfer-amount')).toHaveValue('');
    },
    'moneyRequest.refused': async ({ page }) => {
      // The gateway names the amount: its reason shows below the field (or above the button when no field is named).
      await expect(page.getByTestId('transfer-amount-error').filter({ hasText: /\S/ }).or(form(page).getByTestId('request-notice'))).toBeVisible();
      await expect(page.getByTestId('transfer-done')).toHaveCount(0);
    },
    'moneyRequest.failed': async ({ page }) => {
      await expect(form(page).getByTestId('request-retry')).toBeVisible();
      await expect(page.getByTestId('transfer-submit')).toBeDisabled();
    },
  },
  notFromUi: {},
};
