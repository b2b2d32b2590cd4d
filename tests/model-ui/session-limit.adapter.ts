/**
 * The session-limit warning through the signed-in portal (Safer play open,
 * the warning over it). The gateway's answers are its own, from the
 * member's session-limit choice and the session's end put where the path
 * wants them just before each read: no limit, a limit ahead, a limit within
 * the warning's five minutes. A limit ahead warns in 30 minutes, or in 20
 * seconds when the path lets the warning come next, since the five-minute
 * reread would otherwise come first. The page's clock is paused: the
 * warning, the end, the rereads and the retry pass when the path says so.
 * At the end the gateway has ended the session (it refuses the read and the
 * portal signs out) or the limit moved (it answers). A changed choice is a
 * choice saved on Safer play; a failed read is one lost on the network.
 */
import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { protectionSessionSettings, sessions } from '../../server/src/db/schema';
import { sessionLimitMachine } from '../../src/machines/session-limit/session-limit.machine';
import { limitShown, sessionLimitEvents as sl, sessionLimitModel, type LimitShown } from '../../src/machines/session-limit/session-limit.model';
import { sessionEndWarningMs, type SessionTime } from '../../src/services/schemas/session-time';
import type { TestGateway } from '../e2e/support/gateway';
import { expect } from '../e2e/support/record-coverage';
import type { UiAdapter, UiWorld } from './ui-adapter';
import { answerOf, clocksHold, clocksMarker, clockWorld, nextRead, openClocks, saveSessionTimeChoice } from './session-time-world';

const second = 1_000;
const minute = 60 * second;
const reread = 5 * minute;
/** Closer than the five-minute reread, so the warning's own timer comes first. */
const soon = 20 * second;
const later = 30 * minute;

const readAnswers: string[] = [sl.loadDone, sl.loadError];
const shownBy = (event: EventObject) => limitShown((event as EventObject & { output: SessionTime }).output);

async function putChoice(gateway: TestGateway, memberId: number, sessionLimitMinutes: number | null, now: number): Promise<void> {
  const values = {
    realityCheckMinutes: 0,
    sessionLimitMinutes,
    updatedAt: now,
  };
  await gateway.db
    .insert(protectionSessionSettings)
    .values({ memberId, ...values })
    .onConflictDoUpdate({
      target: protectionSessionSettings.memberId,
      set: values,
    });
}

/** The member's choice and session end, set to show `shown` at gateway time `now`; the warning then comes `warnInMs` later. */
const putLimit = (shown: LimitShown, warnInMs: number) => {
  // The reality check rereads every minute: each read under one arrangement must find the same end.
  let from: number | null = null;
  return async (gateway: TestGateway, memberId: number, at: number) => {
    const now = (from ??= at);
    await putChoice(gateway, memberId, shown === 'none' ? null : 30, now);
    if (shown === 'none') return;
    const expiresAt = shown === 'near' ? now + sessionEndWarningMs - minute : now + sessionEndWarningMs + warnInMs;
    await gateway.db.update(sessions).set({ expiresAt }).where(eq(sessions.memberId, memberId));
  };
};

/** The gateway has ended the session: every call, this read too, is refused as signed out. */
const putEnded = async (gateway: TestGateway, memberId: number, now: number) => {
  await gateway.db
    .update(sessions)
    .set({ expiresAt: now - second })
    .where(eq(sessions.memberId, memberId));
};

/** Reads from now on answer as the path's next read expects (or fail, until the next step). */
function arrangeReads(page: Page, upcoming: readonly EventObject[]): void {
  const world = clockWorld(page);
  const index = upcoming.findIndex((event) => readAnswers.includes(event.type));
  const answer = upcoming[index];
  world.lose = answer?.type === sl.loadError;
  if (!answer || world.lose) return;
  const warnsNext = upcoming[index + 1]?.type === sl.warningAfter;
  world.arrange = putLimit(shownBy(answer) ?? 'none', warnsNext ? soon : later);
}

/** Moves the page's clock by `ms`; with `read`, waits for that read and for the clocks to hold its answer. */
async function pass(page: Page, ms: number, read = !clockWorld(page).lose): Promise<void> {
  const answered = read ? nextRead(page) : null;
  await page.clock.runFor(ms);
  if (answered) await clocksHold(page, await answerOf(await answered));
}

/**
 * Keeps the path graph small enough for simple paths (every cycle through a read multiplies them): a lost read
 * only before any answer (a failure later looks the same on screen), and the read at the end answers no limit
 * (its answer is not kept: the count starts again from the next read).
 */
function filterEvents(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  const time = (snapshot.context as { time: SessionTime | null }).time;
  if (event.type === sl.loadError) return time === null || snapshot.matches('ending');
  if (event.type === sl.loadDone && snapshot.matches('ending')) return shownBy(event) === 'none';
  return true;
}

async function open(world: UiWorld): Promise<void> {
  await openClocks(world, 'slui', () => arrangeReads(world.page, world.upcoming));
}

const warning = (page: Page) => page.getByTestId('session-limit-warning');
const atState =
  (id: string) =>
  async ({ page }: UiWorld) => {
    await expect(clocksMarker(page)).toHaveAttribute('data-session-limit', id);
    await expect(warning(page)).toHaveCount(0);
  };

export const sessionLimitAdapter: UiAdapter = {
  machine: sessionLimitMachine,
  model: sessionLimitModel,
  variants: { default: { open } },
  filterEvents,
  actions: {
    'warning.dismiss': async ({ page }) => {
      await warning(page).getByTestId('session-limit-dismiss').click();
    },
    'time.changed': async ({ page, upcoming }) => {
      arrangeReads(page, upcoming);
      await saveSessionTimeChoice(page, 'session-limit-minutes', '30');
    },
    [sl.warningAfter]: async ({ page, upcoming }) => {
      const world = clockWorld(page);
      const last = world.last;
      // A warning further off than the reread: the reread comes first and reads it close.
      if (last?.warnAt != null && last.warnAt - last.now > soon + second) {
        const wanted = world.arrange;
        world.arrange = putLimit('ahead', soon);
        await pass(page, reread);
        world.arrange = wanted;
      }
      arrangeReads(page, upcoming);
      await expect(warning(page)).toHaveCount(0);
      await page.clock.runFor(soon + second);
    },
    [sl.countingReread]: async ({ page, upcoming }) => {
      arrangeReads(page, upcoming);
      await pass(page, reread);
    },
    [sl.unlimitedReread]: async ({ page, upcoming }) => {
      arrangeReads(page, upcoming);
      await pass(page, reread);
    },
    [sl.endAfter]: async ({ page, upcoming }) => {
      const world = clockWorld(page);
      const last = world.last;
      if (!last?.endsAt || last.warnAt === null) throw new Error('the warning shows no end');
      const untilEnd = last.endsAt - Math.max(last.now, last.warnAt);
      // The reality check's minute rereads pass meanwhile and must find the session still there.
      await page.clock.runFor(untilEnd - second);
      if (upcoming[0]?.type === sl.loadError) {
        world.lose = false;
        world.arrange = putEnded;
        await page.clock.runFor(2 * second);
        return;
      }
      // The limit moved: the read at the end answers, and the count starts again from the read after it.
      arrangeReads(page, upcoming.slice(1));
      await page.clock.runFor(2 * second);
    },
    [sl.retryAfter]: async ({ page, upcoming }) => {
      arrangeReads(page, upcoming);
      await pass(page, 30 * second);
    },
  },
  automatic: [sl.loadDone, sl.loadError],
  states: {
    'sessionLimit.failed': atState('failed'),
    'sessionLimit.unlimited': atState('unlimited'),
    'sessionLimit.counting': atState('counting'),
    'sessionLimit.warning.noticed': atState('warning.noticed'),
    'sessionLimit.warning.shown': async ({ page }, expected: AnyMachineSnapshot) => {
      await expect(warning(page)).toBeVisible();
      await expect(warning(page)).toContainText(/\d/);
      expect(expected.hasTag('open')).toBe(true);
    },
    'sessionLimit.ended': async ({ page }) => {
      await expect(page.getByTestId('login')).toBeVisible();
      await expect(warning(page)).toHaveCount(0);
    },
  },
  notFromUi: {
    'state:sessionLimit.ended':
      "The gateway's refusal of the read at the end goes through the portal's HTTP client, which reports the lost session (src/services/http.ts onSessionExpired) before the read's promise fails: the portal signs out and the clocks' actors stop with the signed-in layout before this one hears the refusal. The screen shows the sign-out (path 1 checks it); the machine and gateway levels take the state.",
    'transition:sessionLimit.ending|xstate.error.actor.loadSessionTime|0': 'As state:sessionLimit.ended: the sign-out stops the actor before the refused read reaches it.',
  },
};
