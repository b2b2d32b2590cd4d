/**
 * What each category page lists (spec §2): its lane, whether it has a game
 * list, which member tabs it offers, and the rest of its choices. Live
 * tables, sportsbooks, esports and cockfight open from their vendor cards,
 * so their lane is the list.
 */
import type { LobbyTab } from '../../../components/games/lobby-tabs';
import type { GameCard } from '../../../services/schemas/games';
import type { LobbyScope } from '../../../services/lobby.actors';

export interface LobbyPage {
  /** Section key: icon and texts under `shell.sections.<key>`. */
  key: string;
  scope: LobbyScope;
  listed: boolean;
  /** Member tabs; 'all' first. */
  tabs: readonly LobbyTab[];
  /** The recents this page shows. */
  recentOf(game: GameCard): boolean;
  /** The vendor is part of the address (`/rng?vassalage=`). */
  vendorInAddress: boolean;
  /** PvP games open their rooms. */
  rooms: boolean;
}

export const inhouseVendor = 'XSP';

/** Choices of the minimum-bet filter: games playable with at most this bet. */
export const minBetChoices = [0.2, 0.5, 1, 2, 5] as const;

const ofType = (gameType: string) => (game: GameCard) => game.gameType === gameType;

const listing = (key: string, category: string, tabs: readonly LobbyTab[], extra: Partial<LobbyPage> = {}): LobbyPage => ({
  key,
  scope: { category },
  listed: true,
  tabs,
  recentOf: ofType(category),
  vendorInAddress: false,
  rooms: false,
  ...extra,
});

const laneOnly = (key: string, category: string): LobbyPage => ({ ...listing(key, category, []), listed: false });

export const lobbyPages = {
  rng: listing('rng', 'RNG', ['all', 'favourites', 'recent'], { vendorInAddress: true }),
  fish: listing('fish', 'FISH', ['all', 'recent']),
  pvp: listing('pvp', 'PVP', ['all', 'recent'], { rooms: true }),
  inhouse: listing('inhouse', '', ['all', 'recent'], {
    scope: { category: null, vendor: inhouseVendor },
    recentOf: (game) => game.vendor === inhouseVendor,
  }),
  live: laneOnly('live', 'LIVE'),
  sports: laneOnly('sports', 'SPORTS'),
  esports: laneOnly('esports', 'ESPORTS'),
  cockfight: laneOnly('cockfight', 'COCKFIGHT'),
  elott: { ...laneOnly('elott', 'ELOTT'), scope: { category: 'ELOTT', lanes: ['ELOTT', 'LOTT'] } },
} satisfies Record<string, LobbyPage>;

export type LobbyPageKey = keyof typeof lobbyPages;
