/**
 * Time-outs and self-exclusions through the breaks section of the Safer play
 * page. Each path gets a member of its own with the model's password: with no
 * break, or (when the path's first list shows one) with a six-month exclusion
 * whose term ended yesterday on the gateway's clock, which the member may ask
 * to lift. The right password takes the 24-hour time-out; a wrong one comes
 * back below the field. Lost answers are requests dropped on the network.
 */
import type { Page } from '@playwright/test';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { selfExclusionMachine, type SelfExclusionContext } from '../../src/machines/self-exclusion/self-exclusion.machine';
import { breakShown, modelPasswords, selfExclusionEvents as se, selfExclusionModel } from '../../src/machines/self-exclusion/self-exclusion.model';
import { calls, type CallName } from '../../src/services/calls';
import type { BreakAnswer } from '../../src/services/schemas/protection-breaks';
import { protectionBreaks } from '../../server/src/db/schema';
import { freshMember } from '../e2e/support/fresh-member';
import { expect } from '../e2e/support/record-coverage';
import { signIn } from '../e2e/support/sign-in';
import type { UiAdapter, UiWorld } from './ui-adapter';

const day = 24 * 3_600_000;
const contextOf = (snapshot: AnyMachineSnapshot | undefined) => snapshot?.context as SelfExclusionContext;
const shownBy = (event: EventObject) => breakShown((event as EventObject & { output?: BreakAnswer }).output ?? null);
const firstAnswerOf = (events: readonly EventObject[], actor: string) =>
  events.find((event) => event.type === `xstate.done.actor.${actor}` || event.type === `xstate.error.actor.${actor}`);

async function dropNext(page: Page, call: CallName): Promise<void> {
  await page.route((url) => url.pathname === calls[call].path, (route) => route.abort('connectionreset'), { times: 1 });
}

async function arrangeLoad({ page, upcoming }: UiWorld): Promise<void> {
  if (firstAnswerOf(upcoming, 'loadBreak')?.type === se.loadError) await dropNext(page, 'playerBreak');
}

async function openSaferPlay(world: UiWorld): Promise<void> {
  const { page, gateway, upcoming } = world;
  const { member, login } = await freshMember(gateway, 'seui', '0.00', modelPasswords.right);
  const firstList = upcoming.find((event) => event.type === se.loadDone);
  if (firstList && shownBy(firstList) === 'finished') {
    const now = gateway.deps.clock.now();
    await gateway.db.insert(protectionBreaks).values({ memberId: member.id, kind: 'exclusion', startedAt: now - 184 * day, endsAt: now - day, releasedAt: null });
  }
  await arrangeLoad(world);
  await signIn(page, login, { origin: gateway.url, path: '/?mc=saferPlay' });
  await expect(page.getByTestId('breaks-panel')).toBeVisible();
}

/**
 * What the gateway answers and the screen offers. A first list shows no break or the finished exclusion (the
 * member has one or the other), later lists what the section shows; only the right password takes the break,
 * and only over no break or a time-out (over the exclusion the longest one, the exclusion, would answer).
 * While a break is being confirmed the section shows the password form instead of the terms.
 */
function filterEvents(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  const context = contextOf(snapshot);
  const shown = breakShown(context.current);
  switch (event.type) {
    case se.loadDone:
      return shown === null ? shownBy(event) !== 'timeout' : shownBy(event) === shown;
    case se.takeDone:
      return context.password === modelPasswords.right;
    case se.takeError:
      return context.password === modelPasswords.wrong;
    case 'term.choose':
      return (shown === 'none' || shown === 'timeout') && !snapshot.matches('confirming') && !snapshot.matches('failed');
    case 'break.reload':
      // The model has no list showing the lift asked.
      return shown !== 'lifting';
    default:
      return true;
  }
}

export const selfExclusionAdapter: UiAdapter = {
  machine: selfExclusionMachine,
  model: selfExclusionModel,
  variants: { default: { open: openSaferPlay } },
  filterEvents,
  actions: {
    'break.reload': async (world) => {
      await arrangeLoad(world);
      const { page } = world;
      const retry = page.getByTestId('breaks-failed').getByRole('button');
      await ((await retry.count()) ? retry.first() : page.getByTestId('breaks-refresh')).click();
    },
    'term.choose': async ({ page }, event) => {
      await page.getByTestId(`break-term-${(event as EventObject & { term: string }).term}`).click();
      await page.getByTestId('break-continue').click();
    },
    'term.back': async ({ page }) => {
      await page.getByTestId('break-back').click();
    },
    'break.confirm': async ({ page }, event) => {
      await page.getByTestId('break-password').fill((event as EventObject & { password: string }).password);
      await page.getByTestId('break-submit').click();
    },
    'lift.request': async ({ page, upcoming }) => {
      if (firstAnswerOf(upcoming, 'requestBreakLift')?.type === se.liftError) await dropNext(page, 'playerBreakLift');
      await page.getByTestId('break-lift').click();
    },
  },
  automatic: Object.values(se),
  states: {
    'selfExclusion.loadFailed': async ({ page }, expected) => {
      // A break already shown stays, with the failure below it; without one the section offers its retry.
      await expect(page.getByTestId(contextOf(expected).current ? 'break-lift-error' : 'breaks-failed')).toBeVisible();
    },
    'selfExclusion.ready': async ({ page }, expected) => {
      const context = contextOf(expected);
      const shown = breakShown(context.current);
      await expect(page.getByTestId('break-choice')).toBeVisible();
      await expect(page.getByTestId('break-current')).toHaveCount(shown === 'none' ? 0 : 1);
      if (shown !== 'none') await expect(page.getByTestId('break-current')).toHaveAttribute('data-kind', shown === 'timeout' ? 'timeout' : 'exclusion');
      await expect(page.getByTestId('break-lift')).toHaveCount(shown === 'finished' ? 1 : 0);
      await expect(page.getByTestId('break-lift-error')).toHaveCount(context.errorCode ? 1 : 0);
    },
    'selfExclusion.confirming': async ({ page }) => {
      await expect(page.getByTestId('break-warning')).toBeVisible();
      await expect(page.getByTestId('break-password-error')).toBeEmpty();
    },
    'selfExclusion.failed': async ({ page }) => {
      await expect(page.getByTestId('break-warning')).toBeVisible();
      await expect(page.getByTestId('break-password-error')).toHaveText('Incorrect password.');
    },
    'selfExclusion.taken': async ({ page }) => {
      await expect(page.getByTestId('break-taken')).toBeVisible();
      await expect(page.getByTestId('break-current')).toHaveAttribute('data-kind', 'timeout');
    },
  },
  notFromUi: {
    'transition:selfExclusion.confirming|term.choose|0':
      'While a break is being confirmed the section shows its warning and the password form in place of the terms: changing the term goes Back first (the machine level takes the direct change).',
    'transition:selfExclusion.failed|term.choose|0':
      'After a wrong password the section still shows the password form, not the terms: changing the term goes Back first (the machine level takes the direct change).',
  },
};
