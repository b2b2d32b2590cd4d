/**
 * The hearts of the lobby pages and of home's hot games, for the demo
 * member with no favourites at the start of each path. The pages a path
 * opens are picked from its events, so a path always opens the same ones:
 * a failed load on home, the others on a lobby page, first as a visitor
 * (whose heart brings the login popup and no favourites) on another. The
 * model's known game is the first card of the list, marked and unmarked in
 * turn; the unknown game is the second card with its request altered in
 * flight to name a game the gateway does not have, which it refuses. A
 * refused toggle of the known game is its lost answer: the gateway acts and
 * the answer is dropped, so the heart goes back although the gateway
 * changed it. A failed load is the ids call dropped; the failure's retry
 * asks again. The page's clock is paused, so a click lands in the second's
 * rest for sure and the rest ends when the path says; the gateway's own
 * one-toggle-a-second rule is moved on by the same second.
 */
import type { Page, Route } from '@playwright/test';
import { eq, sql } from 'drizzle-orm';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { favouriteGames, favouriteToggles, members } from '../../server/src/db/schema';
import { favouritesMachine, type FavouriteGame, type FavouritesContext } from '../../src/machines/favourites/favourites.machine';
import { favouriteMarkers, favouritesEvents as fe, favouritesModel } from '../../src/machines/favourites/favourites.model';
import { calls } from '../../src/services/calls';
import { runPure } from '../model/support/access-paths';
import { demo } from '../e2e/access-support';
import { expect } from '../e2e/support/record-coverage';
import { signIn } from '../e2e/support/sign-in';
import type { TestGateway } from '../e2e/support/gateway';
import type { UiAdapter, UiWorld } from './ui-adapter';
import { pausePageClock } from './pause-page-clock';

/** The pages with hearts (registry screens) and the grid each lists a member's or a visitor's games in. */
const screens = {
  home: { path: '/', visitorGrid: 'home-hot', memberGrid: 'home-hot' },
  rng: { path: '/rng', visitorGrid: 'hot-grid', memberGrid: 'game-grid' },
  fish: { path: '/fish', visitorGrid: 'hot-grid', memberGrid: 'game-grid' },
  pvp: { path: '/pvp', visitorGrid: 'hot-grid', memberGrid: 'game-grid' },
  inhouse: { path: '/inhouse', visitorGrid: 'hot-grid', memberGrid: 'game-grid' },
} as const;
type Screen = (typeof screens)[keyof typeof screens];

/**
 * Where a path's visitor clicks first (once is enough: a visitor's heart never reaches the machine) and where its
 * member then signs in.
 */
const openings: { visitor: Screen | null; member: Screen }[] = [
  { visitor: null, member: screens.home },
  { visitor: screens.fish, member: screens.pvp },
  { visitor: screens.inhouse, member: screens.rng },
];

/** A node id no game of the catalogue has (the gateway's ids are small). */
const missingNodeId = 2_000_000_000;
const noticeTexts: Record<string, RegExp> = {
  tooFrequent: /too quickly/,
  refused: /no longer available/,
  lost: /Network link abnormal/,
};

interface HeartsWorld {
  memberId: number;
  grid: string;
  /** Node ids of the cards standing for the model's known and unknown games. */
  known: string;
  unknown: string;
  /** The expected snapshots of the whole path, to know where the machine stands before each action. */
  events: readonly EventObject[];
  snapshots: AnyMachineSnapshot[];
  /** Whether the known game's heart shows filled while a toggle is on its way, and once it is answered. */
  flipped: boolean;
  settled: boolean;
  /** Which text each notice shows, by its serial. */
  notices: Map<number, keyof typeof noticeTexts>;
  /** Lets a held toggle request go on. */
  release: (() => void) | null;
}

const worlds = new WeakMap<Page, HeartsWorld>();
const heartsOf = (page: Page): HeartsWorld => {
  const world = worlds.get(page);
  if (!world) throw new Error('the path opened no hearts');
  return world;
};

const nodeOf = (event: EventObject) => (event as EventObject & { game: FavouriteGame }).game.nodeId;
const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as FavouritesContext;
const isToggleAnswer = (event: EventObject) => event.type === fe.toggleDone || event.type === fe.toggleError;
const isToggleCall = (url: URL) => url.pathname === calls.favouriteAdd.path || url.pathname === calls.favouriteRemove.path;
const hearts = (page: Page, world: HeartsWorld, node: string) => page.getByTestId(world.grid).locator(`[data-node-id="${node}"]`).getByTestId('favourite-heart');
const marker = (page: Page) => page.getByTestId('favourites-state');

/** Where the machine stands before the action under way: the path's snapshot before its event. */
const before = (world: HeartsWorld, upcoming: readonly EventObject[]) => world.snapshots[world.events.length - upcoming.length - 1];
/** The notice serial the path's snapshot holds once `answer` (one of the upcoming events) came. */
const serialAfter = (world: HeartsWorld, upcoming: readonly EventObject[], answer: EventObject) =>
  contextOf(world.snapshots[world.events.length - upcoming.length + upcoming.indexOf(answer) + 1]).notice!.serial;

/**
 * The pages a path opens, from its events, so the same path always opens the same ones: a failed load on home,
 * the others spread over the lobby pages.
 */
function openingOf(events: readonly EventObject[]) {
  if (events.some((event) => event.type === fe.loadError)) return openings[0];
  const text = JSON.stringify(events);
  let hash = 0;
  for (let index = 0; index < text.length; index++) hash = (hash * 31 + text.charCodeAt(index)) >>> 0;
  return openings[1 + (hash % 2)];
}

/** The demo member starts every path with no favourites and a toggle long ago. */
async function resetFavourites(gateway: TestGateway): Promise<number> {
  const [member] = await gateway.db.select({ id: members.id }).from(members).where(eq(members.account, demo.username));
  await gateway.db.delete(favouriteGames).where(eq(favouriteGames.memberId, member.id));
  await gateway.db.delete(favouriteToggles).where(eq(favouriteToggles.memberId, member.id));
  return member.id;
}

/** A favourite added as another tab would, straight on the gateway. */
async function markElsewhere(gateway: TestGateway, memberId: number, nodeId: number): Promise<void> {
  await gateway.db.insert(favouriteGames).values({ memberId, nodeId, createdAt: gateway.deps.clock.now() });
}

/** Drops the next favourite-ids call when the path's next load answer is a failure. */
async function arrangeLoad(page: Page, upcoming: readonly EventObject[]): Promise<void> {
  const answer = upcoming.find((event) => event.type === fe.loadDone || event.type === fe.loadError);
  if (answer?.type !== fe.loadError) return;
  await page.route((url) => url.pathname === calls.favouriteIds.path, (route) => route.abort('connectionreset'), { times: 1 });
}

async function open(ui: UiWorld): Promise<void> {
  const { page, gateway, upcoming } = ui;
  const { visitor, member } = openingOf(upcoming);
  if (visitor) {
    // Signed out, a heart asks for a login and no favourites run.
    await page.goto(`${gateway.url}${visitor.path}`);
    await page.getByTestId(visitor.visitorGrid).getByTestId('favourite-heart').first().click();
    await expect(page.getByTestId('login-view')).toBeVisible();
    await expect(marker(page)).toHaveAttribute('data-state', 'none');
  }

  const memberId = await resetFavourites(gateway);
  await arrangeLoad(page, upcoming);
  await page.clock.install();
  await signIn(page, demo, { origin: gateway.url, path: member.path });
  await pausePageClock(page);
  // The first two playable cards of the member's list stand for the known and the unknown game.
  const cards = page.getByTestId(member.memberGrid).locator('[data-testid="game-card"]:not(.is-maintenance)');
  await expect(cards.nth(1)).toBeVisible();
  const known = await cards.nth(0).getAttribute('data-node-id');
  const unknown = await cards.nth(1).getAttribute('data-node-id');
  // While the load fails the member marks the known game in another tab: the retry brings its heart, and the first click unmarks it.
  const premarked = upcoming.some((event) => event.type === fe.loadError);
  if (premarked) await markElsewhere(gateway, memberId, Number(known));
  const { snapshots } = runPure(favouritesMachine, undefined, upcoming);
  worlds.set(page, { memberId, grid: member.memberGrid, known: known!, unknown: unknown!, events: upcoming, snapshots, flipped: premarked, settled: premarked, notices: new Map(), release: null });
}

/**
 * Sets up the gateway's answer to the toggle a click starts: the unknown game's request names a missing game,
 * the known game's refusal is its answer lost after the gateway acted; when the path clicks again before the
 * answer, the request is held until that click is refused.
 */
async function arrangeToggle(page: Page, world: HeartsWorld, unknown: boolean, upcoming: readonly EventObject[]): Promise<void> {
  const answer = upcoming.find(isToggleAnswer);
  const lose = !unknown && answer?.type === fe.toggleError;
  const hold = upcoming[0]?.type === 'favourite.toggle';
  let held: Promise<void> = Promise.resolve();
  if (hold) held = new Promise<void>((resolve) => (world.release = resolve));
  await page.route(
    isToggleCall,
    async (route: Route) => {
      await held;
      if (unknown) {
        const body = route.request().postDataJSON() as Record<string, unknown>;
        return route.continue({ postData: JSON.stringify({ ...body, nodeId: missingNodeId }) });
      }
      if (!lose) return route.continue();
      await route.fetch();
      return route.abort('connectionreset');
    },
    { times: 1 },
  );
}

async function toggle(ui: UiWorld, event: EventObject): Promise<void> {
  const { page, upcoming } = ui;
  const world = heartsOf(page);
  const unknown = nodeOf(event) === favouriteMarkers.unknown;
  const node = unknown ? world.unknown : world.known;
  const from = before(world, upcoming);
  if (from.matches({ ready: 'idle' })) {
    await arrangeToggle(page, world, unknown, upcoming);
    const answer = upcoming.find(isToggleAnswer);
    if (!unknown) {
      // The heart flips at once; the gateway's answer keeps it, a lost answer puts it back.
      world.flipped = !world.settled;
      world.settled = answer?.type === fe.toggleDone ? world.flipped : world.settled;
    }
    if (answer?.type === fe.toggleError) world.notices.set(serialAfter(world, upcoming, answer), unknown ? 'refused' : 'lost');
    await hearts(page, world, node).click();
    return;
  }
  // A toggle on its way or the second's rest: the click is refused and the heart stays.
  const shown = await hearts(page, world, node).getAttribute('aria-pressed');
  const serial = contextOf(ui.next!).notice!.serial;
  world.notices.set(serial, 'tooFrequent');
  await hearts(page, world, node).click();
  await expect(page.getByTestId('favourite-notice')).toHaveAttribute('data-serial', String(serial));
  await expect(hearts(page, world, node)).toHaveAttribute('aria-pressed', shown!);
  if (world.release && upcoming[0]?.type !== 'favourite.toggle') {
    world.release();
    world.release = null;
  }
}

/** Knows only what the gateway answers each case: the unknown game is refused, the known one answered or its answer lost. */
function filterEvents(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  const pending = contextOf(snapshot).pending;
  if (event.type === fe.toggleDone) return pending?.game.nodeId === favouriteMarkers.known;
  return true;
}

export const favouritesAdapter: UiAdapter = {
  machine: favouritesMachine,
  model: favouritesModel,
  variants: { default: { open } },
  filterEvents,
  actions: {
    'favourite.toggle': toggle,
    'favourites.retry': async ({ page, upcoming }) => {
      await arrangeLoad(page, upcoming);
      await page.getByTestId('favourites-retry').click();
    },
    [fe.restAfter]: async ({ page, gateway }) => {
      // The second passes for the page and for the gateway's own toggle limit alike.
      await gateway.db
        .update(favouriteToggles)
        .set({ lastAt: sql`${favouriteToggles.lastAt} - 1000` })
        .where(eq(favouriteToggles.memberId, heartsOf(page).memberId));
      await page.clock.runFor(1_000);
    },
  },
  automatic: [fe.loadDone, fe.loadError, fe.toggleDone, fe.toggleError],
  states: {
    'favourites.failed': async ({ page }) => {
      await expect(marker(page)).toHaveAttribute('data-state', 'failed');
      await expect(page.getByTestId('favourites-failed')).toContainText('could not be loaded');
      await expect(page.getByTestId('favourites-retry')).toBeEnabled();
    },
    'favourites.ready': async ({ page }, expected) => {
      const world = heartsOf(page);
      await expect(page.getByTestId('favourites-failed')).toHaveCount(0);
      const pending = contextOf(expected).pending?.game.nodeId;
      await expect(hearts(page, world, world.known)).toHaveAttribute('aria-pressed', String(pending === favouriteMarkers.known ? world.flipped : world.settled));
      // The unknown game is never kept: its heart is filled only while its toggle is on its way.
      await expect(hearts(page, world, world.unknown)).toHaveAttribute('aria-pressed', String(pending === favouriteMarkers.unknown));
      const notice = contextOf(expected).notice;
      if (notice) {
        await expect(page.getByTestId('favourite-notice')).toHaveAttribute('data-serial', String(notice.serial));
        await expect(page.getByTestId('favourite-notice')).toHaveText(noticeTexts[world.notices.get(notice.serial)!]);
      } else await expect(page.getByTestId('favourite-notice')).toHaveCount(0);
    },
    'favourites.ready.idle': async ({ page }) => {
      await expect(marker(page)).toHaveAttribute('data-state', 'ready.idle');
    },
    'favourites.ready.toggling': async ({ page }) => {
      await expect(marker(page)).toHaveAttribute('data-state', 'ready.toggling');
    },
    'favourites.ready.resting': async ({ page }) => {
      await expect(marker(page)).toHaveAttribute('data-state', 'ready.resting');
    },
  },
  notFromUi: {},
};
