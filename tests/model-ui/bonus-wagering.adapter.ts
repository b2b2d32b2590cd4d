/**
 * Bonus wagering in the reward centre, for a member of its own holding
 * 1,050.00 with three open welcome bonuses of 550.00 bonus money each (so a
 * path that forfeits one still has another to ask about). A refusal is the
 * chosen bonus forfeited on the side (as another tab would) before the
 * member confirms; a lost answer is the dangerous kind: the forfeit is
 * carried out and only its answer dropped, so the retry with the same id
 * must not take money twice. A list that does not come is its call dropped;
 * the panel shows only once a list came, so a first list that failed leaves
 * the page without it (and without a retry); a reload that failed keeps the
 * list with a notice above it.
 */
import type { Page } from '@playwright/test';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { bonusWageringMachine, type BonusWageringContext } from '../../src/machines/bonus-wagering/bonus-wagering.machine';
import { bonusWageringEvents as bw, bonusWageringModel, modelRequirementIds } from '../../src/machines/bonus-wagering/bonus-wagering.model';
import { serializeWithContext } from '../../src/machines/session/session.model';
import { calls } from '../../src/services/calls';
import { bonusRequirements } from '../../server/src/db/schema';
import { forfeitBonus } from '../../server/src/domain/wagering/forfeit';
import { freshMember } from '../e2e/support/fresh-member';
import { expect } from '../e2e/support/record-coverage';
import { signIn } from '../e2e/support/sign-in';
import type { UiAdapter, UiWorld } from './ui-adapter';

const members = new WeakMap<Page, number>();
let serial = 0;
const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as BonusWageringContext;
const codeOf = (event: EventObject | undefined) => (event as (EventObject & { error?: { code?: string } }) | undefined)?.error?.code;
const forfeitAnswer = (events: readonly EventObject[]) => events.find((event) => event.type === bw.forfeitDone || event.type === bw.forfeitError);

async function openRewardCentre(world: UiWorld): Promise<void> {
  const { page, gateway, upcoming } = world;
  const { member, login } = await freshMember(gateway, 'bwui', '1650.00');
  members.set(page, member.id);
  const now = gateway.deps.clock.now();
  await gateway.db.insert(bonusRequirements).values(
    [0, 1, 2].map(() => {
      const claimId = 1_000_000 + process.pid * 100 + ++serial;
      return { memberId: member.id, claimId, promotionId: 1, reference: `UIB${claimId}`, bonus: '550.00', multiple: '15', base: 'bonus' as const, required: '8250.00', locked: '550.00', createdAt: now };
    }),
  );
  if (upcoming[0]?.type === bw.loadError) await dropList(page);
  await signIn(page, login, { origin: gateway.url, path: '/?mc=rewardCenter' });
}

const dropList = (page: Page) => page.route((url) => url.pathname === calls.bonusRequirements.path, (route) => route.abort('connectionreset'), { times: 1 });

const isAnswer = (event: EventObject) => (Object.values(bw) as string[]).includes(event.type);

/** The list load the next action brings (before the following action) is dropped when the path says so. */
async function arrangeLoad({ page, upcoming }: UiWorld): Promise<void> {
  const firstAction = upcoming.findIndex((event) => !isAnswer(event));
  const answers = upcoming.slice(0, firstAction === -1 ? upcoming.length : firstAction);
  if (answers.some((event) => event.type === bw.loadError)) await dropList(page);
}

/** Before a forfeit goes: the chosen bonus forfeited on the side, or the answer to lose once the gateway acted. */
async function arrangeForfeit({ page, gateway, upcoming }: UiWorld): Promise<void> {
  const answer = forfeitAnswer(upcoming);
  if (codeOf(answer) === 'bonus.requirement.closed') {
    const requirementId = Number(await panel(page).locator('[data-testid="wagering-requirement"][data-status="open"]').first().getAttribute('data-requirement-id'));
    await forfeitBonus(gateway.db, members.get(page)!, { requestId: `ui-side-${process.pid}-${++serial}`, requirementId }, gateway.deps.clock.now());
  }
  if (codeOf(answer) === 'network.abnormal') {
    await page.route(
      (url) => url.pathname === calls.forfeitBonus.path,
      async (route) => {
        await route.fetch();
        await route.abort('connectionreset');
      },
      { times: 1 },
    );
  }
}

/**
 * A refusal comes to a first attempt only: a retry replays the first attempt's answer. A bonus asked about is
 * one the list shows open (a closed one has no button).
 */
function filterEvents(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  const { errorCode, requirements } = contextOf(snapshot);
  // The panel shows once a list came: a first list that failed leaves the page without it, and without its retry.
  if (event.type === 'list.reload' && snapshot.matches('loadFailed')) return requirements !== null;
  if (event.type === 'forfeit.ask') return (event as EventObject & { requirementId: number }).requirementId === modelRequirementIds.open;
  if (event.type === bw.forfeitError && codeOf(event) === 'bonus.requirement.closed') return errorCode === null;
  return true;
}

const panel = (page: Page) => page.getByTestId('wagering-panel');
const dialog = (page: Page) => page.getByTestId('wagering-dialog');

export const bonusWageringAdapter: UiAdapter = {
  machine: bonusWageringMachine,
  // Which attempt a forfeit answer comes to decides whether a refusal can come: the request id is part of the node.
  model: { ...bonusWageringModel, serializeState: serializeWithContext((context) => [context.requirements !== null, context.errorCode, context.requestId !== null]) },
  variants: { default: { open: openRewardCentre } },
  filterEvents,
  actions: {
    'list.reload': async (world) => {
      await arrangeLoad(world);
      await panel(world.page).getByTestId('wagering-refresh').click();
    },
    'forfeit.ask': async ({ page }) => {
      await panel(page).locator('[data-testid="wagering-requirement"][data-status="open"]').first().getByTestId('wagering-forfeit').click();
    },
    'forfeit.confirm': async (world) => {
      await arrangeForfeit(world);
      await arrangeLoad(world);
      await dialog(world.page).getByTestId('wagering-confirm').click();
    },
    'forfeit.cancel': async ({ page }) => {
      await dialog(page).getByTestId('wagering-keep').click();
    },
    'forfeit.retry': async (world) => {
      await arrangeForfeit(world);
      await arrangeLoad(world);
      await dialog(world.page).getByTestId('wagering-retry').click();
    },
    'forfeit.dismiss': async (world) => {
      await arrangeLoad(world);
      await dialog(world.page).getByTestId('wagering-close').click();
    },
  },
  automatic: Object.values(bw),
  states: {
    'bonusWagering.loadFailed': async ({ page }, expected) => {
      if (contextOf(expected).requirements === null) return expect(panel(page)).toHaveCount(0);
      // The list already shown stays, with the reload's failure above it.
      await expect(panel(page).getByTestId('wagering-reload-failed')).toBeVisible();
      await expect(panel(page).getByTestId('wagering-figures')).toBeVisible();
    },
    'bonusWagering.ready': async ({ page }, expected) => {
      await expect(panel(page).getByTestId('wagering-figures')).toBeVisible();
      await expect(dialog(page)).toHaveCount(0);
      if (contextOf(expected).outcome) await expect(panel(page).getByTestId('wagering-done')).toContainText('550.00');
    },
    'bonusWagering.confirming': async ({ page }) => {
      await expect(dialog(page)).toContainText('550.00');
      await expect(dialog(page).getByTestId('wagering-confirm')).toBeEnabled();
    },
    'bonusWagering.refused': async ({ page }) => {
      await expect(dialog(page).getByTestId('wagering-refused')).toBeVisible();
      await expect(dialog(page).getByTestId('wagering-retry')).toHaveCount(0);
    },
    'bonusWagering.failed': async ({ page }) => {
      await expect(dialog(page).getByTestId('wagering-lost')).toBeVisible();
      await expect(dialog(page).getByTestId('wagering-retry')).toBeEnabled();
    },
  },
  notFromUi: {
    'transition:bonusWagering.ready|forfeit.ask|1':
      'Asking to forfeit a bonus the list shows closed: a closed bonus has no forfeit button (requirement-card.tsx), so only the machine and gateway levels ask it.',
  },
};
