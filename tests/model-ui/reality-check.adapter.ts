/**
 * The reality check through the signed-in portal (Safer play open, the
 * header clock above it, the dialog over both). The gateway's answers are
 * its own, from the member's session clock put where the path wants it just
 * before each read: no check, a check ahead, a check due. A check ahead is
 * 30 minutes off, or 20 seconds when the path lets it fall due next, since
 * the minute's reread would otherwise come first. The page's clock is
 * paused: the check falling due, the minute's reread and the retry after a
 * failed read pass when the path says so. A changed choice is a choice
 * saved on Safer play. Lost reads and a lost answer to "keep playing" are
 * calls dropped on the network.
 */
import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { protectionSessionClocks } from '../../server/src/db/schema';
import { realityCheckMachine, type RealityCheckContext } from '../../src/machines/reality-check/reality-check.machine';
import { checkShown, realityCheckEvents as rc, realityCheckModel, type CheckShown } from '../../src/machines/reality-check/reality-check.model';
import { calls } from '../../src/services/calls';
import type { SessionTime } from '../../src/services/schemas/session-time';
import type { TestGateway } from '../e2e/support/gateway';
import { expect } from '../e2e/support/record-coverage';
import type { UiAdapter, UiWorld } from './ui-adapter';
import { answerOf, clocksHold, clocksMarker, clockWorld, nextRead, openClocks, saveSessionTimeChoice } from './session-time-world';

const second = 1_000;
const minute = 60 * second;
/** Closer than the minute's reread, so the check's own timer comes first. */
const soon = 20 * second;
const later = 30 * minute;

const readAnswers: string[] = [rc.loadDone, rc.loadError];
const shownBy = (event: EventObject) => checkShown((event as EventObject & { output: SessionTime }).output);

/** The member's session clocks, set to show `shown` at gateway time `now`. */
const putCheck = (shown: CheckShown, aheadMs: number) => async (gateway: TestGateway, memberId: number, now: number) => {
  const checkDueAt = shown === 'none' ? null : shown === 'due' ? now - second : now + aheadMs;
  await gateway.db
    .update(protectionSessionClocks)
    .set({ everyMinutes: 15, checkDueAt })
    .where(eq(protectionSessionClocks.memberId, memberId));
};

/** Reads from now on answer as the path's next read expects (or fail, until the next step). */
function arrangeReads(page: Page, upcoming: readonly EventObject[]): void {
  const world = clockWorld(page);
  const index = upcoming.findIndex((event) => readAnswers.includes(event.type));
  const answer = upcoming[index];
  world.lose = answer?.type === rc.loadError;
  if (!answer || world.lose) return;
  const fallsDueNext = upcoming[index + 1]?.type === rc.checkAfter;
  world.arrange = putCheck(shownBy(answer) ?? 'none', fallsDueNext ? soon : later);
}

/** Moves the page's clock by `ms` and waits for the read it brings and for the clocks to hold its answer. */
async function passUntilRead(page: Page, ms: number): Promise<SessionTime | null> {
  const lost = clockWorld(page).lose;
  const read = lost ? null : nextRead(page);
  await page.clock.runFor(ms);
  if (!read) return null;
  const time = await answerOf(await read);
  await clocksHold(page, time);
  return time;
}

async function open(world: UiWorld): Promise<void> {
  await openClocks(world, 'rcui', () => arrangeReads(world.page, world.upcoming));
}

const dialog = (page: Page) => page.getByTestId('reality-check');
const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as RealityCheckContext;

export const realityCheckAdapter: UiAdapter = {
  machine: realityCheckMachine,
  model: realityCheckModel,
  variants: { default: { open } },
  filterEvents: (_snapshot, event) =>
    // Stopping signs out and goes to the lobby: nothing in it fails (see notFromUi).
    event.type !== rc.stopError,
  actions: {
    'check.continue': async ({ page, upcoming }) => {
      if (upcoming[0]?.type === rc.ackError) await page.route((url) => url.pathname === calls.realityCheckAck.path, (route) => route.abort('connectionreset'), { times: 1 });
      arrangeReads(page, upcoming);
      await dialog(page).getByTestId('reality-check-continue').click();
    },
    'check.stop': async ({ page }) => {
      await dialog(page).getByTestId('reality-check-stop').click();
    },
    'time.changed': async ({ page, upcoming }) => {
      arrangeReads(page, upcoming);
      await saveSessionTimeChoice(page, 'reality-check-minutes', '15');
    },
    [rc.checkAfter]: async ({ page, upcoming }) => {
      const world = clockWorld(page);
      const last = world.last;
      // A check further off than the minute's reread (one "keep playing" set): the reread comes first and reads it close.
      if (last?.checkDueAt != null && last.checkDueAt - last.now > soon + second) {
        const wanted = world.arrange;
        world.arrange = putCheck('ahead', soon);
        await passUntilRead(page, minute);
        world.arrange = wanted;
      }
      arrangeReads(page, upcoming);
      await passUntilRead(page, soon + second);
    },
    [rc.idleReread]: async ({ page, upcoming }) => {
      arrangeReads(page, upcoming);
      await passUntilRead(page, minute);
    },
    [rc.dialogReread]: async ({ page, upcoming }) => {
      arrangeReads(page, upcoming);
      await passUntilRead(page, minute);
    },
    [rc.retryAfter]: async ({ page, upcoming }) => {
      arrangeReads(page, upcoming);
      await passUntilRead(page, 30 * second);
    },
  },
  automatic: [rc.loadDone, rc.loadError, rc.ackDone, rc.ackError, rc.stopDone, rc.stopError],
  states: {
    'realityCheck.idle': async ({ page }) => {
      await expect(clocksMarker(page)).toHaveAttribute('data-reality-check', 'idle');
      await expect(dialog(page)).toHaveCount(0);
      await expect(page.getByTestId('session-clock')).toBeVisible();
    },
    'realityCheck.failed': async ({ page }) => {
      await expect(clocksMarker(page)).toHaveAttribute('data-reality-check', 'failed');
      await expect(dialog(page)).toHaveCount(0);
    },
    'realityCheck.dialog': async ({ page }, expected) => {
      await expect(dialog(page)).toBeVisible();
      await expect(dialog(page).getByTestId('reality-check-continue')).toBeEnabled();
      // A lost answer to "keep playing" says so in the dialog, which stays.
      await expect(dialog(page).getByRole('alert')).toHaveCount(contextOf(expected).errorCode ? 1 : 0);
    },
    'realityCheck.stopped': async ({ page }) => {
      await expect(page.getByTestId('login')).toBeVisible();
      await expect(dialog(page)).toHaveCount(0);
      await expect(clocksMarker(page)).toHaveCount(0);
    },
  },
  notFromUi: {
    'transition:realityCheck.stopping|xstate.error.actor.stopPlay|0':
      'Stopping asks the session machine to sign out and goes to the lobby (src/app/protection/session-time-host.tsx): neither can fail, so the portal never reports a failed stop; the machine and gateway levels take it.',
  },
};
