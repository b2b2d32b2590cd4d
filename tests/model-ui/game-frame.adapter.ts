/**
 * The game page's frame, opened the way a member opens it: the demo member
 * launches the first playable PG Soft slot from /rng. The frame loads by
 * itself; a frame that never loads is the provider's page held on the
 * network while the page's clock moves past the time limit. A balance
 * message is a real spin inside the slot. The game's way back to the lobby
 * is the slot's own: the session signed out behind the tab's back (the
 * gateway's logout call, as another device would send it) in a tab whose
 * live channel is cut and which is then cut from the gateway, so the next spin says the game has ended and offers
 * the lobby. With nothing launched, a visitor opens the game page itself.
 */
import type { Page } from '@playwright/test';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { gameFrameMachine } from '../../src/machines/game-frame/game-frame.machine';
import { gameFrameEvents as gf, gameFrameModel } from '../../src/machines/game-frame/game-frame.model';
import { calls } from '../../src/services/calls';
import { demo } from '../e2e/access-support';
import { expect } from '../e2e/support/record-coverage';
import { signIn } from '../e2e/support/sign-in';
import { signOutBehindTheTab } from '../e2e/support/sign-out-behind';
import { spinAndSettle } from '../e2e/support/slot-spin';
import type { UiAdapter, UiWorld } from './ui-adapter';

const slot = (page: Page) => page.frameLocator('[data-testid="game-frame-iframe"]');
const frame = (page: Page) => page.getByTestId('game-frame');
const loadTimeoutMs = 20_000;

async function openGame({ page, gateway, upcoming }: UiWorld): Promise<void> {
  const timesOut = upcoming.some((event) => event.type === gf.loadTimeout);
  if (timesOut) {
    // The page's own clock, so the time limit can pass at once; the provider's page is held and never loads.
    await page.clock.install();
    await page.route((url) => url.pathname.startsWith('/provider/'), () => undefined);
  }
  // A tab that has not heard the news: with its live channel open, the portal would sign out before the game speaks.
  if (upcoming.some((event) => event.type === 'provider.lobby')) await page.route((url) => url.pathname === calls.liveUpdates.path, (route) => route.abort('internetdisconnected'));
  await signIn(page, demo, { origin: gateway.url, path: '/rng?vassalage=PG' });
  await page.getByTestId('game-card').filter({ hasNot: page.getByTestId('game-maintenance') }).first().getByRole('button').first().click();
  await expect(page).toHaveURL(/\/game$/);
}

/** The session ends on the gateway and the portal hears nothing more of it: the game alone says it cannot go on. */
async function endSessionBehindTheTab({ page, gateway }: UiWorld): Promise<void> {
  expect(await signOutBehindTheTab(page, gateway.url)).toBe(true);
  await page.route('**/wps/**', (route) => route.abort('internetdisconnected'));
}

/** Balance and lobby messages come from a slot that plays; the lobby message ends what the frame shows, so it comes last. */
function filterEvents(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  if (event.type === 'provider.balance' || event.type === 'provider.lobby') return snapshot.matches({ shown: 'playing' });
  return true;
}

export const gameFrameAdapter: UiAdapter = {
  machine: gameFrameMachine,
  model: gameFrameModel,
  variants: {
    default: { open: openGame },
    // The game page opened with nothing launched in the tab: the frame's machine decides the empty screen.
    nothingLaunched: { input: gameFrameModel.inputs?.[0]?.input, open: ({ page, gateway }) => page.goto(`${gateway.url}/game`).then(() => undefined) },
  },
  filterEvents,
  actions: {
    [gf.loadTimeout]: async ({ page }) => {
      await expect(frame(page)).toHaveAttribute('data-status', 'loading');
      await page.clock.fastForward(loadTimeoutMs + 1_000);
    },
    'provider.balance': async ({ page }) => {
      await spinAndSettle(page, slot(page).locator('.spin-button'));
    },
    'provider.lobby': async (world) => {
      const { page } = world;
      await endSessionBehindTheTab(world);
      await slot(page).locator('.spin-button').click();
      await slot(page).locator('main.fatal').getByTestId('back-to-lobby').click();
    },
  },
  automatic: ['frame.loaded'],
  states: {
    'gameFrame.empty': async ({ page }) => {
      await expect(page.getByTestId('game-frame-empty')).toBeVisible();
      await expect(frame(page)).toHaveCount(0);
    },
    'gameFrame.shown.loading': async ({ page }) => {
      await expect(frame(page)).toHaveAttribute('data-status', 'loading');
    },
    'gameFrame.shown.playing': async ({ page }) => {
      // After the lobby message the page has left the game: the frame's last state is what the lobby shows.
      if (/\/rng/.test(new URL(page.url()).pathname)) return expect(page.getByTestId('game-frame')).toHaveCount(0);
      await expect(frame(page)).toHaveAttribute('data-status', 'playing');
      await expect(slot(page).locator('.spin-button')).toBeEnabled({ timeout: 20_000 });
    },
    'gameFrame.shown.failed': async ({ page }) => {
      await expect(frame(page)).toHaveAttribute('data-status', 'failed');
      await expect(page.getByTestId('game-frame-failed')).toBeVisible();
    },
  },
  notFromUi: {},
};
