/**
 * The /lottery screen for the demo member: opened on a game of its menus
 * (`/lottery?gameCode=…`, a LOTT game the gateway lists) or on the lottery
 * lobby. Choosing another game is
 * a click in the menu; going back to the lobby is the browser's back after
 * the first choice made on the lobby (no link leads to the lobby without a
 * game, and back from a screen opened on a game leaves it). A draw closing
 * is the page's clock moved past the earliest draw the menu shows. Answers
 * that do not come are their calls dropped on the network, armed just before
 * the action that sends them.
 */
import type { Page, Request } from '@playwright/test';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { lotteryLobbyMachine, type LotteryLobbyContext } from '../../src/machines/lottery-lobby/lottery-lobby.machine';
import { lotteryLobbyEvents as ll, lotteryLobbyModel, menuGameCase } from '../../src/machines/lottery-lobby/lottery-lobby.model';
import { calls, type CallName } from '../../src/services/calls';
import { headers } from '../../src/services/headers';
import type { LotteryMenu } from '../../src/services/schemas/games';
import { defaultConfig } from '../../server/src/config';
import { demo } from '../e2e/access-support';
import { expect } from '../e2e/support/record-coverage';
import { signIn } from '../e2e/support/sign-in';
import type { UiAdapter, UiWorld } from './ui-adapter';

/** The first choice made on the lobby: the browser's back returns to the lobby from it. */
const fromLobbyCase = 'case:fromLobby';
const drawGraceMs = 2_000;
const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as LotteryLobbyContext;
const isAnswer = (event: EventObject) => (Object.values(ll) as string[]).includes(event.type);
const gameCodeOf = (event: EventObject) => (event as EventObject & { gameCode: string | null }).gameCode;

/** Failures among the answers the next action brings: each failing call is dropped once. */
async function arrange({ page, upcoming }: UiWorld): Promise<void> {
  const firstAction = upcoming.findIndex((event) => !isAnswer(event));
  for (const answer of upcoming.slice(0, firstAction === -1 ? upcoming.length : firstAction)) {
    const call: CallName | null = answer.type === ll.lobbyError ? 'lotteryMenus' : answer.type === ll.launchError ? 'launchGame' : null;
    if (call) await page.route((url) => url.pathname === calls[call].path, (route) => route.abort('connectionreset'), { times: 1 });
  }
}

const isMenus = (url: string) => new URL(url).pathname === calls.lotteryMenus.path;

/**
 * Resolves once the refresh's requests (the LOTT and the ELOTT menus, src/services/games.actors.ts) have each
 * been answered or lost, so the path's next step starts from the machine back in menu.idle.
 */
function refreshSettled(page: Page): Promise<void> {
  return new Promise((resolve) => {
    let left = 2;
    const settle = (request: Request) => {
      if (!isMenus(request.url()) || --left > 0) return;
      page.off('requestfinished', settle);
      page.off('requestfailed', settle);
      resolve();
    };
    page.on('requestfinished', settle);
    page.on('requestfailed', settle);
  });
}

/** A game of the menus other than the one played, of the /lottery kinds (a VN game would open another screen). */
const otherGame = (page: Page) => page.locator('[data-testid="lottery-menu-game"]:not([aria-current="true"]):not([disabled])').filter({ hasNot: page.locator('.is-drawing') });

/** A LOTT game of the menus, as the gateway lists them, whose draw is open. */
async function menuGame({ page, gateway }: UiWorld): Promise<string> {
  const answer = await page.request.get(`${gateway.url}${calls.lotteryMenus.path}?prizeMode=LOTT&language=EN`, { headers: { [headers.merchant]: defaultConfig.merchant } });
  const menus = ((await answer.json()) as { value: LotteryMenu[] }).value;
  const game = menus.flatMap((menu) => menu.gameMenus).find((entry) => entry.accountTypeName === 'LOTT' && !entry.maintenance);
  if (!game) throw new Error('the lottery menus list no open LOTT game');
  return game.gameCode;
}

function opener(onGame: boolean) {
  return async (world: UiWorld) => {
    const { page, gateway, upcoming } = world;
    const path = onGame ? `/lottery?gameCode=${await menuGame(world)}` : '/lottery';
    if (upcoming.some((event) => event.type === 'menu.refresh')) await page.clock.install();
    await arrange(world);
    await signIn(page, demo, { origin: gateway.url, path });
  };
}

/** What the screen offers: a menu once it shows, while the frame rests; the back to the lobby only after its first choice. */
function filterEvents(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  const { gameCode } = contextOf(snapshot);
  const resting = snapshot.matches({ ready: { frame: 'playing' } }) || snapshot.matches({ ready: { frame: 'failed' } });
  if (event.type === 'game.select') {
    if (!resting || !snapshot.matches({ ready: { menu: 'idle' } })) return false;
    const next = gameCodeOf(event);
    if (next === null) return gameCode === fromLobbyCase;
    if (next === fromLobbyCase) return gameCode === null;
    return gameCode === menuGameCase;
  }
  // One request at a time: a refresh of the menus and a launch would answer in either order.
  if (event.type === 'menu.refresh') return resting;
  if (event.type === 'frame.retry') return snapshot.matches({ ready: { menu: 'idle' } });
  return true;
}

export const lotteryLobbyAdapter: UiAdapter = {
  machine: lotteryLobbyMachine,
  model: { ...lotteryLobbyModel, events: [...lotteryLobbyModel.events, { type: 'game.select', gameCode: fromLobbyCase } as EventObject] },
  variants: {
    default: { open: opener(true) },
    lobby: { input: lotteryLobbyModel.inputs![0].input, open: opener(false) },
  },
  filterEvents,
  actions: {
    'lobby.retry': async (world) => {
      await arrange(world);
      await world.page.getByTestId('lottery-failed').getByRole('button').click();
    },
    'frame.retry': async (world) => {
      await arrange(world);
      await world.page.getByTestId('lottery-stage-failed').getByRole('button').click();
    },
    'game.select': async (world, event) => {
      await arrange(world);
      const { page } = world;
      if (gameCodeOf(event) === null) return void (await page.goBack());
      const game = otherGame(page).first();
      const code = await game.getAttribute('data-game-code');
      await game.click();
      await expect(page).toHaveURL(new RegExp(`gameCode=${code}`));
    },
    'menu.refresh': async (world) => {
      const { page } = world;
      const draws = (await page.getByTestId('lottery-menu-game').evaluateAll((games) => games.map((game) => Number(game.getAttribute('data-next-draw'))))).filter((at) => at > 0);
      const earliest = Math.min(...draws);
      // The gateway names the draw its own clock has open: a refresh the page asked for ahead of it brings the same
      // draw back, and the page, already past it, would ask no more. The page's clock goes back before that draw
      // (as a clock corrected by the system does) until the menus count down again, so that it can close once more.
      if ((await page.evaluate(() => Date.now())) > earliest + drawGraceMs) {
        await page.clock.setSystemTime(earliest - 10_000);
        await expect(page.getByTestId('lottery-menu').locator('.is-drawing')).toHaveCount(0);
      }
      // Armed now, the drop can only take a request of this refresh: nothing else on the screen asks for the menus.
      await arrange(world);
      const settled = refreshSettled(page);
      const now = await page.evaluate(() => Date.now());
      await page.clock.fastForward(Math.max(0, earliest - now) + drawGraceMs + 1_500);
      await settled;
    },
  },
  automatic: Object.values(ll),
  states: {
    'lotteryLobby.failed': async ({ page }) => {
      await expect(page.getByTestId('lottery-failed')).toBeVisible();
      await expect(page.getByTestId('lottery-menu')).toHaveCount(0);
    },
    'lotteryLobby.ready.menu.idle': async ({ page }) => {
      await expect(page.getByTestId('lottery-menu').getByTestId('lottery-menu-game').first()).toBeVisible();
    },
    'lotteryLobby.ready.frame.playing': async ({ page }, expected) => {
      await expect(page.getByTestId('game-frame')).toBeVisible();
      const current = page.locator('[data-testid="lottery-menu-game"][aria-current="true"]');
      await expect(current).toHaveCount(contextOf(expected).gameCode === null ? 0 : 1);
    },
    'lotteryLobby.ready.frame.failed': async ({ page }) => {
      await expect(page.getByTestId('lottery-stage-failed')).toBeVisible();
      await expect(page.getByTestId('game-frame')).toHaveCount(0);
    },
  },
  notFromUi: {
    'transition:lotteryLobby|game.select|0':
      'A game chosen while the menus load or after they failed: the menus are the only way to choose and show only once loaded (the lobby failure offers a retry alone). The machine level takes it.',
  },
};
