/**
 * The slot lobby (/rng) for the demo member and for a visitor, the live
 * page (/live, a lane of vendor cards alone) for the member, and /rng with a
 * vendor in the address. The model's case markers become real catalogue
 * values: the vendor is PG Soft, the game type the first one its filter
 * offers, the matching search a word of a PG Soft game's name, the other a text no
 * game has. A failed answer is the call dropped on the network; the lanes
 * are asked once per tab (the footer shares them), so every lanes call fails
 * until the failure shows. The screen acts only where the list rests: its
 * filters and pager wait while a list loads, and the clear button belongs to
 * an empty list.
 */
import type { Page } from '@playwright/test';
import { and, eq } from 'drizzle-orm';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { gameLobbyMachine, type LobbyContext } from '../../src/machines/game-lobby/game-lobby.machine';
import { gameLobbyModel, lobbyEvents as le, lobbyMarkers, serializeGameLobby } from '../../src/machines/game-lobby/game-lobby.model';
import { calls, type CallName } from '../../src/services/calls';
import { games } from '../../server/src/db/schema';
import { demo } from '../e2e/access-support';
import { expect } from '../e2e/support/record-coverage';
import { signIn } from '../e2e/support/sign-in';
import type { TestGateway } from '../e2e/support/gateway';
import type { UiAdapter, UiWorld } from './ui-adapter';

const vendor = 'PG';
const texts: Record<string, string> = { [lobbyMarkers.match]: '', [lobbyMarkers.nothing]: 'Zzqx no such game' };

/** A word of a PG Soft slot's name: it matches games with and without the vendor chosen. */
async function readMatchText(gateway: TestGateway): Promise<void> {
  if (texts[lobbyMarkers.match]) return;
  const [game] = await gateway.db.select({ names: games.names }).from(games).where(and(eq(games.vendor, vendor), eq(games.gameType, 'RNG'))).limit(1);
  texts[lobbyMarkers.match] = game.names.EN.split(' ').sort((a, b) => b.length - a.length)[0];
}
const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as LobbyContext;
const isAnswer = (event: EventObject) => (Object.values(le) as string[]).includes(event.type);
const droppedCall: Record<string, (member: boolean) => CallName> = {
  [le.lanesError]: () => 'gameVendors',
  [le.typesError]: () => 'vendorGameTypes',
  [le.gamesError]: (member) => (member ? 'gameList' : 'hotGames'),
};

/**
 * Before an action (or the opening), the failures among the answers it brings are arranged: each failing call is
 * dropped on the network. The lanes may be asked by the footer as well, so their call fails until the next action.
 */
async function arrange({ page, upcoming }: UiWorld, member: boolean): Promise<void> {
  const firstAction = upcoming.findIndex((event) => !isAnswer(event));
  const answers = upcoming.slice(0, firstAction === -1 ? upcoming.length : firstAction);
  for (const answer of answers) {
    const call = droppedCall[answer.type]?.(member);
    if (call) await page.route((url) => url.pathname === calls[call].path, (route) => route.abort('connectionreset'), { times: call === 'gameVendors' ? 10 : 1 });
  }
}

function opener(path: string, member: boolean) {
  return async (world: UiWorld) => {
    const { page, gateway } = world;
    await readMatchText(gateway);
    await arrange(world, member);
    if (member) await signIn(page, demo, { origin: gateway.url, path });
    else await page.goto(`${gateway.url}${path}`);
  };
}

const inputOf = (name: string) => gameLobbyModel.inputs!.find((variant) => variant.name === name)!.input;
const memberOf = (world: UiWorld) => contextOf(world.next!).member;

/** What the screen offers from where it rests: the filters and pager of a shown list, the clear button of an empty one. */
function filterEvents(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  const context = contextOf(snapshot);
  const { query } = context;
  switch (event.type) {
    case le.gamesDone:
      // Only the text no game has lists nothing.
      return ((event as EventObject & { output: { games: unknown[] } }).output.games.length === 0) === (context.member && query.gameName === lobbyMarkers.nothing);
    case 'lobby.retry':
      return true;
    case 'lobby.vendor':
    case 'lobby.search':
    case 'lobby.minBet':
      return snapshot.matches({ browsing: 'shown' }) || snapshot.matches({ browsing: 'empty' });
    case 'lobby.classify':
      return (snapshot.matches({ browsing: 'shown' }) || snapshot.matches({ browsing: 'empty' })) && context.gameTypes.length > 0;
    case 'lobby.page':
      // Only the whole unfiltered catalogue surely has a second page.
      return snapshot.matches({ browsing: 'shown' }) && query.vassalage === '' && query.gameClassify === '' && query.gameName === '' && query.minBet === null && query.pageNo === 1;
    case 'lobby.clear':
      return snapshot.matches({ browsing: 'empty' });
    default:
      return true;
  }
}

const lane = (page: Page) => page.getByTestId('vendor-lane');
const grid = (page: Page, expected: AnyMachineSnapshot) => page.getByTestId(contextOf(expected).member ? 'game-grid' : 'hot-grid');

export const gameLobbyAdapter: UiAdapter = {
  machine: gameLobbyMachine,
  // The typed text decides the answer the screen gets, so the paths keep it apart while typing pauses.
  model: { ...gameLobbyModel, serializeState: (snapshot) => JSON.stringify([serializeGameLobby(snapshot), contextOf(snapshot).searchText]) },
  variants: {
    default: { open: opener('/rng', true) },
    visitor: { input: inputOf('visitor'), open: opener('/rng', false) },
    laneOnly: { input: inputOf('laneOnly'), open: opener('/live', true) },
    vendorInAddress: { input: inputOf('vendorInAddress'), open: opener(`/rng?vassalage=${vendor}`, true) },
  },
  filterEvents,
  actions: {
    'lobby.retry': async (world) => {
      const { page } = world;
      // Past a lanes failure the lanes are asked again: what was dropped before is let through.
      await page.unrouteAll({ behavior: 'wait' });
      await arrange(world, memberOf(world));
      const retry = page.getByTestId('vendor-lane-retry').or(page.getByTestId('game-grid-retry')).or(page.getByTestId('hot-grid-retry'));
      await retry.click();
    },
    'lobby.vendor': async (world, event) => {
      await arrange(world, memberOf(world));
      const chosen = (event as EventObject & { vassalage: string }).vassalage;
      if (chosen === '') await lane(world.page).locator('.vendor-card--all').click();
      else await lane(world.page).locator(`[data-vassalage="${vendor}"]`).click();
    },
    'lobby.classify': async (world) => {
      await arrange(world, true);
      const types = world.page.getByTestId('filter-type');
      const first = await types.locator('option').nth(1).getAttribute('value');
      await types.selectOption(first!);
    },
    'lobby.minBet': async (world, event) => {
      await arrange(world, true);
      await world.page.getByTestId('filter-min-bet').selectOption(String((event as EventObject & { minBet: number }).minBet));
    },
    'lobby.search': async (world, event) => {
      await arrange(world, true);
      await world.page.getByTestId('lobby-search').fill(texts[(event as EventObject & { text: string }).text]);
    },
    'lobby.page': async (world) => {
      await arrange(world, true);
      await world.page.getByTestId('pager').getByRole('button', { name: '2', exact: true }).click();
    },
    'lobby.clear': async (world) => {
      await arrange(world, true);
      await world.page.getByTestId('lobby-clear').click();
    },
  },
  automatic: Object.values(le),
  states: {
    'gameLobby.lanesFailed': async ({ page }) => {
      await expect(page.getByTestId('vendor-lane-retry')).toBeVisible();
      await expect(page.getByTestId('vendor-lane')).toHaveCount(0);
    },
    'gameLobby.lanesOnly': async ({ page }) => {
      await expect(lane(page).getByTestId('vendor-card').first()).toBeVisible();
      await expect(lane(page)).not.toHaveAttribute('role', 'group');
      await expect(page.getByTestId('game-grid')).toHaveCount(0);
      await expect(page.getByTestId('lobby-toolbar')).toHaveCount(0);
    },
    'gameLobby.browsing': async ({ page }, expected) => {
      const { query, member } = contextOf(expected);
      await expect(lane(page).locator(query.vassalage ? `[data-vassalage="${vendor}"]` : '.vendor-card--all')).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByTestId('lobby-toolbar')).toHaveCount(member ? 1 : 0);
      await expect(page.getByTestId('login-call')).toHaveCount(member ? 0 : 1);
    },
    'gameLobby.browsing.shown': async ({ page }, expected) => {
      const { query, member } = contextOf(expected);
      const text = texts[query.gameName] ?? '';
      await expect(grid(page, expected).getByTestId('game-card').first()).toBeVisible();
      if (query.vassalage) await expect.poll(async () => [...new Set(await grid(page, expected).locator('.game-card__vendor').allInnerTexts())]).toEqual(['PG Soft']);
      if (text) await expect.poll(async () => (await grid(page, expected).locator('.game-card__name').allInnerTexts()).every((name) => name.includes(text))).toBe(true);
      if (member) await expect(page.getByTestId('lobby-count')).toHaveAttribute('data-busy', 'false');
      if (query.pageNo > 1) await expect(page.getByTestId('pager-total')).toContainText(`Page ${query.pageNo} of`);
    },
    'gameLobby.browsing.empty': async ({ page }) => {
      await expect(page.getByTestId('lobby-clear')).toBeVisible();
      await expect(page.getByTestId('game-grid')).toHaveCount(0);
    },
    'gameLobby.browsing.failed': async ({ page }, expected) => {
      await expect(page.getByTestId(contextOf(expected).member ? 'game-grid-retry' : 'hot-grid-retry')).toBeVisible();
    },
  },
  notFromUi: {},
};
