/**
 * Limit changes through the limits section of the Safer play page. Each path
 * gets a member of its own holding what the model's list says: a daily
 * deposit limit of 1000.00 and a weekly loss limit of 300.00 whose raise to
 * 800.00 has come due (on the gateway's clock). Submitting 500 lowers the
 * deposit limit, 2000 raises it (reviewed first). A refused change is the
 * form's amount altered on its way to the gateway into one its schema
 * refuses (the form itself never sends one): the real refusal shows below
 * the field. Lost answers are requests dropped on the network.
 */
import type { Page } from '@playwright/test';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { limitChangeMachine, type LimitChangeContext } from '../../src/machines/limit-change/limit-change.machine';
import { hasModelRaise, limitChangeEvents as lc, limitChangeModel, modelAmounts } from '../../src/machines/limit-change/limit-change.model';
import { calls, type CallName } from '../../src/services/calls';
import type { LimitsAnswer, SetLimitInput } from '../../src/services/schemas/limits';
import { protectionLimits } from '../../server/src/db/schema';
import { freshMember } from '../e2e/support/fresh-member';
import { expect } from '../e2e/support/record-coverage';
import { signIn } from '../e2e/support/sign-in';
import type { UiAdapter, UiWorld } from './ui-adapter';

const hour = 3_600_000;
const contextOf = (snapshot: AnyMachineSnapshot | undefined) => snapshot?.context as LimitChangeContext;
const listed = (event: EventObject) => (event as EventObject & { output?: LimitsAnswer }).output;
const raiseStillWaits = (snapshot: AnyMachineSnapshot) => (contextOf(snapshot).limits === null ? true : hasModelRaise(contextOf(snapshot).limits));
const answerOf = (events: readonly EventObject[], actor: string) =>
  events.find((event) => event.type === `xstate.done.actor.${actor}` || event.type === `xstate.error.actor.${actor}`);

/** The call the next answer of `actor` comes from is dropped on the network once. */
async function dropNext(page: Page, call: CallName): Promise<void> {
  await page.route((url) => url.pathname === calls[call].path, (route) => route.abort('connectionreset'), { times: 1 });
}

async function arrangeLoad({ page, upcoming }: UiWorld): Promise<void> {
  if (answerOf(upcoming, 'loadLimits')?.type === lc.loadError) await dropNext(page, 'playerLimits');
}

/** The change about to be sent is refused when the path says so: its amount becomes one with three decimals. */
async function arrangeSet({ page, upcoming, next }: UiWorld): Promise<void> {
  if (!next?.matches('submitting') || answerOf(upcoming, 'setLimit')?.type !== lc.setError) return;
  await page.route(
    (url) => url.pathname === calls.playerLimitSet.path,
    (route) => route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), amount: '5.555' }) }),
    { times: 1 },
  );
}

async function openSaferPlay(world: UiWorld): Promise<void> {
  const { page, gateway } = world;
  const { member, login } = await freshMember(gateway, 'lcui', '0.00');
  const now = gateway.deps.clock.now();
  await gateway.db.insert(protectionLimits).values([
    { memberId: member.id, kind: 'deposit', window: 'day', amount: '1000.00', updatedAt: now },
    { memberId: member.id, kind: 'loss', window: 'week', amount: '300.00', pendingAmount: '800.00', pendingRequestedAt: now - 25 * hour, pendingEffectiveAt: now - hour, updatedAt: now },
  ]);
  await arrangeLoad(world);
  await signIn(page, login, { origin: gateway.url, path: '/?mc=saferPlay' });
  await expect(page.getByTestId('limits-panel')).toBeVisible();
}

/** What the gateway answers: lists as they are (the raise until confirmed or cancelled); only a lowering is altered into a refusal. */
function filterEvents(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  if (event.type === lc.loadDone || event.type === lc.setDone) return hasModelRaise(listed(event)!) === raiseStillWaits(snapshot);
  if (event.type === lc.setError) return contextOf(snapshot).draft?.amount === modelAmounts.lower;
  return true;
}

const submitted = (event: EventObject) => event as EventObject & SetLimitInput;
const pendingLoss = (page: Page) => page.getByTestId('limit-loss-week-pending');

export const limitChangeAdapter: UiAdapter = {
  machine: limitChangeMachine,
  model: limitChangeModel,
  variants: { default: { open: openSaferPlay } },
  filterEvents,
  actions: {
    'list.reload': async (world) => {
      await arrangeLoad(world);
      const { page } = world;
      const retry = page.getByTestId('limits-failed').getByRole('button');
      await ((await retry.count()) ? retry.first() : page.getByTestId('limits-refresh')).click();
    },
    'limit.submit': async (world, event) => {
      const { page } = world;
      const { kind, window, amount } = submitted(event);
      await arrangeSet(world);
      await page.getByTestId('limit-kind').selectOption(kind);
      await page.getByTestId('limit-window').selectOption(window);
      await page.getByTestId('limit-amount').fill(amount ?? '');
      await page.getByTestId('limit-submit').click();
    },
    'limit.proceed': async (world) => {
      await arrangeSet(world);
      await world.page.getByTestId('limit-review-proceed').click();
    },
    'limit.back': async ({ page }) => {
      await page.getByTestId('limit-review-back').click();
    },
    'limit.confirm': async ({ page, upcoming }) => {
      if (answerOf(upcoming, 'confirmLimit')?.type === lc.confirmError) await dropNext(page, 'playerLimitConfirm');
      await page.getByTestId('limit-loss-week-pending-confirm').click();
    },
    'limit.cancel': async ({ page, upcoming }) => {
      if (answerOf(upcoming, 'cancelPendingLimit')?.type === lc.cancelError) await dropNext(page, 'playerLimitCancel');
      await page.getByTestId('limit-loss-week-pending-cancel').click();
    },
  },
  automatic: Object.values(lc),
  states: {
    'limitChange.loadFailed': async ({ page }, expected) => {
      // A list already shown stays, with the failure below the form; without one the section offers its retry.
      await expect(page.getByTestId(contextOf(expected).limits ? 'limit-form-error' : 'limits-failed')).toBeVisible();
    },
    'limitChange.ready': async ({ page }, expected) => {
      const context = contextOf(expected);
      await expect(page.getByTestId('limit-review')).toHaveCount(0);
      await expect(page.getByTestId('limit-card-loss')).toBeVisible();
      await expect(pendingLoss(page)).toHaveCount(hasModelRaise(context.limits) ? 1 : 0);
      // A refusal with a field code shows below the amount, any other below the form; an answer says what it did.
      if (context.fieldErrors?.amount) await expect(page.getByTestId('limit-amount-error')).toBeVisible();
      else if (context.errorCode) await expect(page.getByTestId('limit-form-error')).toBeVisible();
      else await expect(page.getByTestId('limit-outcome')).toHaveCount(context.outcome ? 1 : 0);
      await expect(page.getByTestId('limit-submit')).toBeEnabled();
    },
    'limitChange.reviewing': async ({ page }, expected) => {
      await expect(page.getByTestId('limit-review')).toBeVisible();
      await expect(page.getByTestId('limit-review')).toContainText(Number(contextOf(expected).draft?.amount).toLocaleString('en-US', { minimumFractionDigits: 2 }));
      await expect(page.getByTestId('limit-submit')).toBeDisabled();
    },
  },
  notFromUi: {},
};
