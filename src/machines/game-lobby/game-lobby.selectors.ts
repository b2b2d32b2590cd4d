/** Lobby snapshot → what the category page shows. */
import type { SnapshotFrom } from 'xstate';
import type { GameCard, VendorCard } from '../../services/schemas/games';
import type { GameTypeCount, LobbyQuery, gameLobbyMachine } from './game-lobby.machine';

export type LobbySnapshot = SnapshotFrom<typeof gameLobbyMachine>;

export type LanesStatus = 'loading' | 'shown' | 'failed';
/** `none`: the category lists no games (its vendor cards are the list). */
export type ListStatus = 'none' | 'loading' | 'shown' | 'empty' | 'failed';

export interface LobbyView {
  lanesStatus: LanesStatus;
  /** Hot vendors first, then the catalogue's order. */
  lanes: VendorCard[];
  listStatus: ListStatus;
  games: GameCard[];
  totalPages: number;
  totalCount: number;
  pageNo: number;
  query: LobbyQuery;
  searchText: string;
  gameTypes: GameTypeCount[];
  /** Search, game type, minimum bet and pages: the full list needs a member's token. */
  canFilter: boolean;
  /** The search waits for typing to pause. */
  typing: boolean;
  errorCode: string | null;
}

/** Hot vendors (isHot 1) lead the lane; the sort is stable so the catalogue order holds within each group. */
export const hotFirst = <T extends { isHot: number }>(cards: readonly T[]): T[] => [...cards].sort((a, b) => Number(b.isHot === 1) - Number(a.isHot === 1));

function listStatusOf(snapshot: LobbySnapshot): ListStatus {
  if (!snapshot.matches('browsing')) return 'none';
  if (snapshot.matches({ browsing: 'failed' })) return 'failed';
  if (snapshot.matches({ browsing: 'empty' })) return 'empty';
  if (snapshot.matches({ browsing: 'shown' })) return 'shown';
  // While typing pauses, the list of the previous search stays on screen.
  if (snapshot.matches({ browsing: 'debouncing' })) return snapshot.context.page.games.length ? 'shown' : 'empty';
  return 'loading';
}

let lastSnapshot: LobbySnapshot | null = null;
let lastView: LobbyView | null = null;

/** Memoised on the snapshot object, so useSelector re-renders only on a new snapshot. */
export function selectLobbyView(snapshot: LobbySnapshot): LobbyView {
  if (snapshot === lastSnapshot && lastView) return lastView;
  const { context } = snapshot;
  const view: LobbyView = {
    lanesStatus: snapshot.matches('loadingLanes') ? 'loading' : snapshot.matches('lanesFailed') ? 'failed' : 'shown',
    lanes: hotFirst(context.lanes),
    listStatus: listStatusOf(snapshot),
    games: context.page.games,
    totalPages: context.page.totalPages,
    totalCount: context.page.totalCount,
    pageNo: context.page.pageNo,
    query: context.query,
    searchText: context.searchText,
    gameTypes: context.gameTypes,
    canFilter: context.member && context.listed,
    typing: snapshot.matches({ browsing: 'debouncing' }),
    errorCode: context.errorCode,
  };
  lastSnapshot = snapshot;
  lastView = view;
  return view;
}
