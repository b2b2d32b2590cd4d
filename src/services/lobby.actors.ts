/**
 * Actor bindings of the lobby and favourites calls. A lobby's actors are made
 * for one page (its category, or the one vendor the in-house page lists).
 * The vendor lanes answer is kept in the session cache `gameVendor` (spec §9)
 * and shared by every category page.
 */
import { fromPromise } from 'xstate';
import * as v from 'valibot';
import type { HttpClient } from './http';
import { addFavourite, loadFavouriteIds, loadGameList, loadHotGames, loadVendorGameTypes, loadVendorLanes, removeFavourite } from './games.api';
import { sportsGroups, vendorLaneSchema, type GameCard, type GameList, type VendorCard, type VendorLane } from './schemas/games';

export interface LobbyScope {
  /** The category listed (the list call's gameType); null lists every category of `vendor`. */
  category: string | null;
  /** The one vendor a page lists (the in-house page). */
  vendor?: string;
  /** Lanes the page shows when they are more than its category's (lottery: ELOTT and LOTT). */
  lanes?: readonly string[];
}

export interface LobbyQueryInput {
  vassalage: string;
  gameClassify: string;
  gameName: string;
  minBet: number | null;
  pageNo: number;
}

/** One page of the list as a lobby shows it. */
export type ListedPage = Pick<GameList, 'games' | 'totalPages' | 'totalCount' | 'pageNo'>;

export interface LobbyDeps {
  http: HttpClient;
  merchant: string;
  language(): string;
  cache: Pick<Storage, 'getItem' | 'setItem'>;
}

export const lanesCacheKey = 'gameVendor';
export const lobbyPageSize = 42;

const cachedLanesSchema = v.array(vendorLaneSchema);

/** The cached lanes, or null when there are none or they no longer read as lanes (an older build wrote them). */
export function readCachedLanes(cache: LobbyDeps['cache']): VendorLane[] | null {
  const text = cache.getItem(lanesCacheKey);
  if (!text) return null;
  try {
    const parsed = v.safeParse(cachedLanesSchema, JSON.parse(text));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/** The lanes every lobby page and the footer share: asked for once per session. */
export async function lanesOf({ http, merchant, cache }: Pick<LobbyDeps, 'http' | 'merchant' | 'cache'>, signal: AbortSignal): Promise<VendorLane[]> {
  const cached = readCachedLanes(cache);
  if (cached) return cached;
  const lanes = await loadVendorLanes({ http, signal }, merchant);
  cache.setItem(lanesCacheKey, JSON.stringify(lanes));
  return lanes;
}

const isGroup = (value: string) => (sportsGroups as readonly string[]).includes(value);

/**
 * The cards a page shows. Esports and cockfight vendors belong to SPORTS in
 * the catalogue (spec §1) but have their own pages: they are taken out of the
 * SPORTS lane and shown on theirs, whether the answer already has their lanes
 * or marks them by game type only.
 */
export function laneCards(lanes: readonly VendorLane[], scope: LobbyScope): VendorCard[] {
  const all = lanes.flatMap((lane) => lane.cards.map((card) => ({ card, lane: lane.title })));
  const picked = all.filter(({ card, lane }) => {
    if (scope.category === null) return card.vassalage === scope.vendor;
    if (isGroup(scope.category)) return lane === scope.category || card.gameType === scope.category;
    return (scope.lanes ?? [scope.category]).includes(lane) && !isGroup(card.gameType);
  });
  const seen = new Set<string>();
  return picked.map(({ card }) => card).filter((card) => !seen.has(card.vassalage) && seen.add(card.vassalage));
}

/** The hot games a page shows to a visitor, who has no token for the list. */
export function hotOfScope(games: readonly GameCard[], scope: LobbyScope): GameCard[] {
  return games.filter((game) => (scope.category === null ? game.vendor === scope.vendor : game.gameType === scope.category));
}

export function createLobbyActors(deps: LobbyDeps, scope: LobbyScope) {
  const { http, merchant, language } = deps;
  return {
    loadLanes: fromPromise<VendorCard[], void>(async ({ signal }) => laneCards(await lanesOf(deps, signal), scope)),
    // The types of what the list shows: the page's category, narrowed to the chosen (or the page's one) vendor.
    loadGameTypes: fromPromise<{ gameClassify: string; count: number }[], { vassalage: string }>(({ input, signal }) =>
      loadVendorGameTypes({ http, signal }, { vassalage: input.vassalage || scope.vendor, gameType: scope.category ?? undefined }),
    ),
    loadGames: fromPromise<ListedPage, { query: LobbyQueryInput; member: boolean }>(async ({ input, signal }) => {
      const { query } = input;
      const vassalage = query.vassalage || scope.vendor || '';
      if (!input.member) {
        const hot = hotOfScope(await loadHotGames({ http, signal }, { merchantCode: merchant, language: language(), vassalage }), scope);
        return { games: hot, totalPages: hot.length ? 1 : 0, totalCount: hot.length, pageNo: 1 };
      }
      const { games, totalPages, totalCount, pageNo } = await loadGameList(
        { http, signal },
        {
          merchant,
          language: language(),
          gameType: scope.category ?? undefined,
          vassalage,
          gameClassify: query.gameClassify,
          gameName: query.gameName,
          minBet: query.minBet ?? undefined,
          pageNo: query.pageNo,
          pageSize: lobbyPageSize,
        },
      );
      return { games, totalPages, totalCount, pageNo };
    }),
  };
}

export interface FavouriteToggleInput {
  game: { nodeId: number; vendor: string; gameType: string };
  adding: boolean;
}

export function createFavouritesActors({ http }: { http: HttpClient }) {
  return {
    loadFavouriteIds: fromPromise<string[], void>(({ signal }) => loadFavouriteIds({ http, signal })),
    toggleFavourite: fromPromise<string[], FavouriteToggleInput>(({ input, signal }) =>
      (input.adding ? addFavourite : removeFavourite)({ http, signal }, input.game),
    ),
  };
}
