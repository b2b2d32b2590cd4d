/**
 * The world of the session clocks' UI paths (reality check, session-limit
 * warning): a member of its own signed in on Safer play, the page on a
 * paused clock (the machines' timers pass only when a path says so), and
 * every session-time read of the page going through a hook that first puts
 * the gateway's data where the path wants the answer (a check ahead or due,
 * a session end near or passed), measured from the gateway's clock at that
 * moment, or loses the read on the network. The header's clocks and the
 * Safer play section read the same call, so they all see the same gateway.
 */
import type { Page, Response } from '@playwright/test';
import type { TestGateway } from '../e2e/support/gateway';
import { calls } from '../../src/services/calls';
import type { SessionTime } from '../../src/services/schemas/session-time';
import { freshMember } from '../e2e/support/fresh-member';
import { expect } from '../e2e/support/record-coverage';
import { signIn } from '../e2e/support/sign-in';
import type { UiWorld } from './ui-adapter';
import { pausePageClock } from './pause-page-clock';

export interface ClockWorld {
  memberId: number;
  /** Reads fail on the network while set. */
  lose: boolean;
  /** Puts the gateway's data where the next read's answer should come from, at gateway time `now`. */
  arrange(gateway: TestGateway, memberId: number, now: number): Promise<void>;
  /** The last session-time answer the page received (a read's or a reality check's acknowledgement). */
  last: SessionTime | null;
}

const worlds = new WeakMap<Page, ClockWorld>();
const listening = new WeakSet<Page>();

export const isRead = (url: URL): boolean => url.pathname === calls.sessionTime.path;
const answersTime = (url: URL): boolean => isRead(url) || url.pathname === calls.realityCheckAck.path;

export function clockWorld(page: Page): ClockWorld {
  const world = worlds.get(page);
  if (!world) throw new Error('the path opened no session clocks');
  return world;
}

/**
 * Signs a fresh member in on Safer play with the page's clock paused once the portal stands; `prepare` sets
 * the first reads' arrangement (it may call clockWorld) before the portal starts reading.
 */
export async function openClocks({ page, gateway }: UiWorld, prefix: string, prepare: () => void): Promise<ClockWorld> {
  const { member, login } = await freshMember(gateway, prefix, '0.00');
  const world: ClockWorld = {
    memberId: member.id,
    lose: false,
    arrange: async () => undefined,
    last: null,
  };
  worlds.set(page, world);
  prepare();
  if (!listening.has(page)) {
    listening.add(page);
    page.on('response', async (response) => {
      if (!answersTime(new URL(response.url())) || !response.ok()) return;
      const answer = await answerOf(response).catch(() => null);
      const current = worlds.get(page);
      if (answer && current) current.last = answer;
    });
  }
  await page.route(isRead, async (route) => {
    if (world.lose) return route.abort('connectionreset');
    await world.arrange(gateway, world.memberId, gateway.deps.clock.now());
    return route.continue();
  });
  await page.clock.install();
  await signIn(page, login, { origin: gateway.url, path: '/?mc=saferPlay' });
  await pausePageClock(page);
  return world;
}

/** The next session-time read's answer, once the page has it. */
export const nextRead = (page: Page): Promise<Response> => page.waitForResponse((response) => isRead(new URL(response.url())) && response.request().method() === 'GET', { timeout: 30_000 });

export async function answerOf(response: Response): Promise<SessionTime> {
  return ((await response.json()) as { value: SessionTime }).value;
}

export const clocksMarker = (page: Page) => page.getByTestId('session-clocks');

/** Waits until the clocks stored an answer that counts towards these moments. */
export async function clocksHold(page: Page, time: SessionTime): Promise<void> {
  await expect(clocksMarker(page)).toHaveAttribute('data-check-due-at', time.checkDueAt === null ? '' : String(time.checkDueAt));
  await expect(clocksMarker(page)).toHaveAttribute('data-ends-at', time.endsAt === null ? '' : String(time.endsAt));
}

/**
 * Saves a choice of Safer play's session-time form (`field` is the select's test id) and, unless the next read is
 * to be lost, waits until the clocks hold the answer of the read the save sets off.
 */
export async function saveSessionTimeChoice(page: Page, field: string, value: string): Promise<void> {
  // Safer play's own read may have been lost with the clocks': its retry brings the form back.
  const failed = page.getByTestId('session-time-failed');
  if (await failed.count()) await failed.getByRole('button').click();
  await page.getByTestId(field).selectOption(value);
  const read = clockWorld(page).lose ? null : nextRead(page);
  await page.getByTestId('session-time-submit').click();
  await expect(page.getByTestId('session-time-saved')).toBeVisible();
  if (read) await clocksHold(page, await answerOf(await read));
}
