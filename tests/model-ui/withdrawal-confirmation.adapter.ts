/**
 * The withdrawal confirmation through the member centre's withdraw page. Each
 * path gets a member of its own; before every load the gateway is made to
 * hold what the path expects (one paid withdrawal of 100.00 awaiting the
 * answer, or none), and before every answer the planned outcome is arranged:
 * accepted, answered already in another tab, past its deadline on the
 * gateway, or lost on the network. The page runs on a clock set to the
 * gateway's, so the model's tick to the deadline is the clock moved past it.
 * Proof markers become real files picked in the file input.
 */
import type { Page } from '@playwright/test';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { withdrawalConfirmationMachine } from '../../src/machines/withdrawal-confirmation/withdrawal-confirmation.machine';
import { isPastDeadline } from '../../src/machines/withdrawal-confirmation/withdrawal-confirmation-rules';
import type { WithdrawalConfirmationContext } from '../../src/machines/withdrawal-confirmation/withdrawal-confirmation-types';
import { withdrawalConfirmationEvents as wc, withdrawalConfirmationModel } from '../../src/machines/withdrawal-confirmation/withdrawal-confirmation.model';
import { calls } from '../../src/services/calls';
import { expect } from '../e2e/support/record-coverage';
import { signIn } from '../e2e/support/sign-in';
import type { UiAdapter, UiWorld } from './ui-adapter';
import { answerOnTheSide, awaitingIds, expireOnGateway, fundsMember, paidWithdrawal, type FundsMember } from './withdrawal-world';

const minute = 60_000;
const members = new WeakMap<Page, FundsMember>();
const memberOf = (page: Page): FundsMember => {
  const funds = members.get(page);
  if (!funds) throw new Error('the path opened no member');
  return funds;
};
const contextOf = (snapshot: AnyMachineSnapshot | undefined) => snapshot?.context as WithdrawalConfirmationContext;
const codeOf = (event: EventObject | undefined) => (event as EventObject & { error?: { code?: string } } | undefined)?.error?.code;
const firstAnswerOf = (events: readonly EventObject[], actor: 'loadConfirmations' | 'submitConfirmation') =>
  events.find((event) => event.type === `xstate.done.actor.${actor}` || event.type === `xstate.error.actor.${actor}`);

const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]), Buffer.alloc(2_032)]);
const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(2_042)]);
/** Real files for the model's proof markers: a renamed file says png but its bytes are a gif. */
const proofFiles: Record<string, () => { name: string; mimeType: string; buffer: Buffer }> = {
  'case:png': () => ({ name: 'proof.png', mimeType: 'image/png', buffer: png }),
  'case:renamed': () => ({ name: 'proof.png', mimeType: 'image/png', buffer: gif }),
  'case:gif': () => ({ name: 'proof.gif', mimeType: 'image/gif', buffer: gif }),
  'case:large': () => ({ name: 'proof.jpg', mimeType: 'image/jpeg', buffer: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(5 * 1024 * 1024 - 2)]) }),
};

/** Makes the list hold what the path's next load answer says: one waiting withdrawal, none, or a lost answer. */
async function arrangeLoad({ page, gateway }: UiWorld, upcoming: readonly EventObject[]): Promise<void> {
  const outcome = firstAnswerOf(upcoming, 'loadConfirmations');
  if (outcome?.type === wc.loadError) {
    await page.route((url) => url.pathname === calls.withdrawalConfirmations.path, (route) => route.abort('connectionreset'), { times: 1 });
    return;
  }
  if (outcome?.type !== wc.loadDone) return;
  const funds = memberOf(page);
  const wanted = (outcome as EventObject & { output: { list: unknown[] } }).output.list.length;
  const waiting = await awaitingIds(gateway, funds);
  if (wanted === 0) for (const id of waiting) await answerOnTheSide(gateway, funds, id);
  if (wanted > 0 && waiting.length === 0) await paidWithdrawal(gateway, funds);
}

/** Arranges the planned answer to the submission about to start. */
async function arrangeSubmit(world: UiWorld): Promise<void> {
  const { page, gateway, upcoming } = world;
  if (!world.next?.matches('submitting')) return;
  const outcome = firstAnswerOf(upcoming, 'submitConfirmation');
  if (outcome?.type !== wc.submitError) return;
  const code = codeOf(outcome);
  if (code === 'network.abnormal') {
    await page.route((url) => url.pathname === calls.withdrawalConfirm.path, (route) => route.abort('connectionreset'), { times: 1 });
    return;
  }
  const [id] = await awaitingIds(gateway, memberOf(page));
  if (code === 'withdrawal.confirm.answered') await answerOnTheSide(gateway, memberOf(page), id);
  if (code === 'withdrawal.confirm.expired') await expireOnGateway(gateway, id);
}

async function openWithdrawPage(world: UiWorld): Promise<void> {
  const { page, gateway } = world;
  const funds = await fundsMember(gateway);
  members.set(page, funds);
  await arrangeLoad(world, world.upcoming);
  await page.clock.install({ time: gateway.deps.clock.now() });
  await signIn(page, funds.login, { origin: gateway.url });
  await page.getByTestId('header-withdraw').click();
  await expect(page.getByTestId('withdrawal-confirmation')).toBeVisible();
}

/** What the screen lets a person do and what the real gateway can answer. */
function filterEvents(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  const context = contextOf(snapshot);
  const past = context.items.some((item) => isPastDeadline(item, context.now));
  // A past deadline disables the row's answers and "all received".
  if (event.type === 'answer.choose' || event.type === 'answer.chooseAll') return !past;
  // Once the page's clock ran past the deadline, a new list would arrive with the page's later time as its now,
  // which the model's loaded case does not say; the machine level takes loads after a tick.
  if (event.type === 'list.reload') return !past;
  if (event.type === 'clock.tick') return context.items.length > 0 && !past;
  if (event.type === wc.readDone) return context.proofFile?.file === 'case:png';
  if (event.type === wc.readError) return context.proofFile?.file === 'case:renamed';
  // "All received" answers whatever still waits: it is never refused, however late or repeated.
  if (event.type === wc.submitError && codeOf(event) !== 'network.abnormal') return context.answer !== 'all_received';
  return true;
}

const answerButton = { received: 'withdrawal-answer-received', partial: 'withdrawal-answer-partial', not_received: 'withdrawal-answer-not-received' } as const;

export const withdrawalConfirmationAdapter: UiAdapter = {
  machine: withdrawalConfirmationMachine,
  model: withdrawalConfirmationModel,
  variants: { default: { open: openWithdrawPage } },
  filterEvents,
  actions: {
    'list.reload': async (world) => {
      await arrangeLoad(world, world.upcoming);
      const { page } = world;
      // The failed state offers its own retry; otherwise the panel's refresh, or the result's reload.
      for (const id of ['withdrawal-confirmation-failed', 'withdrawal-confirmation-reload', 'withdrawal-confirmation-refresh']) {
        const button = id === 'withdrawal-confirmation-failed' ? page.getByTestId(id).getByRole('button') : page.getByTestId(id);
        if (await button.count()) return button.first().click();
      }
      throw new Error('no reload button on screen');
    },
    'clock.tick': async ({ page, next }) => {
      const context = contextOf(next);
      await page.clock.fastForward(context.confirmMinutes * minute + 1_000);
    },
    'answer.choose': async ({ page }, event) => {
      await page.getByTestId(answerButton[(event as EventObject & { answer: keyof typeof answerButton }).answer]).first().click();
    },
    'answer.chooseAll': async ({ page }) => {
      await page.getByTestId('withdrawal-answer-all').click();
    },
    'amount.change': async ({ page }, event) => {
      await page.getByTestId('withdrawal-received-amount').fill((event as EventObject & { text: string }).text);
    },
    'proof.attach': async ({ page }, event) => {
      await page.getByTestId('withdrawal-proof').setInputFiles(proofFiles[(event as EventObject & { file: string }).file]());
    },
    'answer.confirm': async (world) => {
      await arrangeSubmit(world);
      await world.page.getByTestId('withdrawal-answer-confirm').click();
    },
    'answer.cancel': async ({ page }) => {
      await page.getByTestId('withdrawal-answer-cancel').click();
    },
    'answer.retry': async (world) => {
      await arrangeSubmit(world);
      await world.page.getByTestId('withdrawal-answer-retry').click();
    },
  },
  automatic: [wc.loadDone, wc.loadError, wc.readDone, wc.readError, wc.submitDone, wc.submitError],
  states: {
    'withdrawalConfirmation.failed': async ({ page }) => {
      await expect(page.getByTestId('withdrawal-confirmation-failed')).toBeVisible();
    },
    'withdrawalConfirmation.empty': async ({ page }) => {
      await expect(page.getByTestId('withdrawal-confirmation-empty')).toBeVisible();
    },
    'withdrawalConfirmation.ready': async ({ page }, expected) => {
      const context = contextOf(expected);
      await expect(page.locator('[data-testid^="withdrawal-item-"]')).toHaveCount(context.items.length);
      const past = context.items.some((item) => isPastDeadline(item, context.now));
      await expect(page.getByTestId('withdrawal-forced')).toHaveCount(past ? context.items.length : 0);
    },
    'withdrawalConfirmation.ready.choosing': async ({ page }, expected) => {
      await expect(page.getByTestId('withdrawal-answer')).toHaveCount(0);
      if (contextOf(expected).errorCode) await expect(page.getByTestId('withdrawal-confirmation-notice')).toBeVisible();
    },
    'withdrawalConfirmation.ready.answering': async ({ page }, expected) => {
      await expect(page.getByTestId('withdrawal-answer')).toHaveAttribute('data-answer', contextOf(expected).answer ?? '');
    },
    'withdrawalConfirmation.ready.answering.partial': async ({ page }, expected) => {
      const context = contextOf(expected);
      await expect(page.getByTestId('withdrawal-received-amount')).toHaveValue(context.amountText);
      if (context.errorCode) await expect(page.getByTestId('withdrawal-answer').getByRole('alert').first()).toBeVisible();
    },
    'withdrawalConfirmation.ready.answering.notReceived.waiting': async ({ page }, expected) => {
      await expect(page.getByTestId('withdrawal-proof-preview')).toHaveCount(0);
      if (contextOf(expected).errorCode) await expect(page.getByTestId('withdrawal-answer').getByRole('alert').first()).toBeVisible();
    },
    'withdrawalConfirmation.ready.answering.notReceived.attached': async ({ page }) => {
      await expect(page.getByTestId('withdrawal-proof-preview')).toBeVisible();
    },
    'withdrawalConfirmation.submitFailed': async ({ page }) => {
      await expect(page.getByTestId('withdrawal-answer-lost')).toBeVisible();
    },
    'withdrawalConfirmation.refused': async ({ page }, expected) => {
      await expect(page.getByTestId('withdrawal-confirmation-refused-code')).toHaveAttribute('data-code', contextOf(expected).errorCode ?? '');
    },
    'withdrawalConfirmation.done': async ({ page }) => {
      await expect(page.getByTestId('withdrawal-confirmation-result')).toBeVisible();
    },
  },
  notFromUi: {
    'transition:withdrawalConfirmation.ready|answer.choose|0':
      "Past its deadline a row's answer buttons are disabled, so a person cannot choose an answer for a closed withdrawal; the machine and gateway levels take it.",
  },
};
