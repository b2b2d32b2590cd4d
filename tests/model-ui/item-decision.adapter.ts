/**
 * Working a deposit in the back office's deposit queue, as a finance operator
 * signed in once for the spec: each path gets a member of its own with one
 * pending deposit, filters the queue to that member and opens the deposit.
 * The world makes each planned answer happen as it does between two
 * operators: a refused claim is another operator holding the item; a refused
 * decision is our claim running out while the other operator claims and
 * decides first; a lost release is carried out by the gateway and only its
 * answer dropped on the way back.
 */
import type { Page } from '@playwright/test';
import { and, eq } from 'drizzle-orm';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { queueClaims } from '../../server/src/db/schema';
import { claimItem, releaseItem } from '../../server/src/domain/backoffice/claims';
import { decideItem } from '../../server/src/domain/backoffice/decisions';
import { requestDeposit } from '../../server/src/domain/funds/deposits';
import { pathOf } from '../../server/test/backoffice/support';
import { itemDecisionMachine, type ItemDecisionContext } from '../../src/backoffice/machines/item-decision.machine';
import { itemDecisionEvents as id, itemDecisionModel } from '../../src/backoffice/machines/item-decision.model';
import { errorCodes } from '../../src/services/error-codes';
import type { TestGateway } from '../e2e/support/gateway';
import { freshMember } from '../e2e/support/fresh-member';
import { expect } from '../e2e/support/record-coverage';
import { backofficeGatewayConfig, openAsOperator, otherOperator } from './backoffice-operators';
import type { UiAdapter, UiWorld } from './ui-adapter';

interface Item {
  reference: string;
  decidedOnSide: boolean;
  /** The verb last pressed: the model's answer always says approved, the gateway says what was asked. */
  verb: string;
}

const items = new WeakMap<Page, Item>();
let serial = 0;

const itemOf = (page: Page): Item => {
  const item = items.get(page);
  if (!item) throw new Error('the path opened no deposit');
  return item;
};

/** The planned answer of `actor` to the request the current action sends. */
const answerOf = (upcoming: readonly EventObject[], actor: string) => upcoming.find((event) => event.type.endsWith(`.actor.${actor}`))?.type;

const panel = (page: Page) => page.getByRole('complementary', { name: itemOf(page).reference });

async function openDeposit({ page, gateway }: UiWorld): Promise<void> {
  const { member } = await freshMember(gateway, 'idui', '0');
  const now = gateway.deps.clock.now();
  const deposit = await requestDeposit(gateway.db, { memberId: member.id, requestId: `ui-deposit-${process.pid}-${++serial}`, now }, { channelCode: 'GCASH', amount: '250.00' });
  items.set(page, { reference: deposit.reference, decidedOnSide: false, verb: '' });
  await openAsOperator(page, gateway, 'finance', '/backoffice/deposits');
  await page.getByRole('form', { name: 'Filters' }).getByLabel('Member').fill(member.account);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('button', { name: `Open ${deposit.reference}` }).click();
}

/** Another operator works the item in their tab: holds it, lets it go, or (once our claim ran out) decides it first. */
const theOther = (gateway: TestGateway) => otherOperator(gateway, 'finance');

async function otherClaims(gateway: TestGateway, item: Item): Promise<void> {
  const other = await theOther(gateway);
  await claimItem(gateway.db, 'deposit', item.reference, other.operatorId!, gateway.deps.clock.now());
}

async function otherLetsGo(gateway: TestGateway, item: Item): Promise<void> {
  const other = await theOther(gateway);
  await releaseItem(gateway.db, 'deposit', item.reference, other.operatorId!);
}

async function otherDecidesFirst(gateway: TestGateway, item: Item): Promise<void> {
  const now = gateway.deps.clock.now();
  await gateway.db
    .update(queueClaims)
    .set({ expiresAt: now - 1 })
    .where(and(eq(queueClaims.kind, 'deposit'), eq(queueClaims.reference, item.reference)));
  if (item.decidedOnSide) return;
  await otherClaims(gateway, item);
  await decideItem(gateway.db, await theOther(gateway), { kind: 'deposit', verb: 'approve', reference: item.reference, reason: '', reasonRequired: true }, now);
  item.decidedOnSide = true;
}

/** The gateway's release is carried out and its answer lost on the way back. */
async function loseReleaseAnswer(page: Page): Promise<void> {
  const path = pathOf('releaseDeposit', { reference: itemOf(page).reference });
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      await route.fetch();
      await route.abort('connectionreset');
    },
    { times: 1 },
  );
}

/**
 * What the gateway can answer: once a decision was refused because another operator decided first, the panel still
 * shows the item claimed, and every later decision is refused the same way.
 */
function filterEvents(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  if (event.type === id.decideDone) return (snapshot.context as ItemDecisionContext).errorCode !== errorCodes.backofficeClaimRequired;
  return true;
}

const buttons = { approve: 'Approve deposit', reject: 'Reject' } as Record<string, string>;

export const itemDecisionAdapter: UiAdapter = {
  machine: itemDecisionMachine,
  // Planning tells a claim lost to another operator's decision (the filter's concern) from a live one.
  model: { ...itemDecisionModel, serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.errorCode]) },
  variants: { default: { open: openDeposit } },
  filterEvents,
  gatewayConfig: backofficeGatewayConfig,
  sameDay: true,
  actions: {
    'claim.request': async ({ page, gateway, upcoming }) => {
      const item = itemOf(page);
      if (answerOf(upcoming, 'claimItem') === id.claimError) await otherClaims(gateway, item);
      else await otherLetsGo(gateway, item);
      await panel(page).getByRole('button', { name: 'Claim to work' }).click();
    },
    'decision.submit': async ({ page, gateway, upcoming }, event) => {
      const { verb, reason } = event as EventObject & { verb: string; reason: string };
      if (answerOf(upcoming, 'decideItem') === id.decideError) await otherDecidesFirst(gateway, itemOf(page));
      itemOf(page).verb = verb;
      await panel(page).getByLabel('Reason').fill(reason);
      await panel(page).getByRole('button', { name: buttons[verb] }).click();
    },
    'claim.release': async ({ page, upcoming }) => {
      if (answerOf(upcoming, 'releaseItem') === id.releaseError) await loseReleaseAnswer(page);
      await panel(page).getByRole('button', { name: 'Release' }).click();
    },
  },
  automatic: Object.values(id),
  states: {
    'itemDecision.unclaimed': async ({ page }, expected) => {
      const { holder, errorCode } = expected.context as ItemDecisionContext;
      await expect(panel(page).getByRole('button', { name: 'Claim to work' })).toBeEnabled();
      // The holder's name, or the last refusal a release kept (a release answers nothing of its own).
      if (holder) await expect(panel(page).getByRole('alert')).toHaveText(/^uiother\S+ is working on this item\.$/);
      else if (errorCode) await expect(panel(page).getByRole('alert')).toHaveText('Claim this item before you decide it.');
      else await expect(panel(page).getByRole('alert')).toHaveCount(0);
    },
    'itemDecision.claimed': async ({ page }, expected) => {
      const { errorCode } = expected.context as ItemDecisionContext;
      await expect(panel(page).getByText(/^You are working on this item until /)).toBeVisible();
      await expect(panel(page).getByRole('button', { name: 'Release' })).toBeEnabled();
      if (errorCode) await expect(panel(page).getByRole('alert')).toHaveText('Claim this item before you decide it.');
      else await expect(panel(page).getByRole('alert')).toHaveCount(0);
    },
    'itemDecision.decided': async ({ page }) => {
      const { reference, verb } = itemOf(page);
      await expect(panel(page).getByRole('status')).toHaveText(`Done: ${reference} is now ${verb === 'approve' ? 'Approved' : 'Rejected'}.`);
    },
  },
  notFromUi: {},
};
