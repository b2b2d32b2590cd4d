/** What a lobby asks the gateway for and what it gets back, shared by the machine, its model and its selectors. */
import type { GameList } from '../../services/schemas/games';

export interface LobbyQuery {
  /** Vendor code; '' lists every vendor of the category. */
  vassalage: string;
  /** Game type of the chosen vendor; '' for all. */
  gameClassify: string;
  gameName: string;
  /** Highest minimum bet a listed game may ask; null for any. */
  minBet: number | null;
  pageNo: number;
}

export interface LobbyInput {
  /** The category lists games (slots, fishing, PvP, in-house); the others show their vendor lane only. */
  listed: boolean;
  /** A member gets the full list with filters; a visitor the hot games. */
  member: boolean;
  /** Vendor chosen by the address (`/rng?vassalage=`). */
  vassalage?: string;
}

export type LobbyPage = Pick<GameList, 'games' | 'totalPages' | 'totalCount' | 'pageNo'>;

export interface GameTypeCount {
  gameClassify: string;
  count: number;
}

export const emptyPage: LobbyPage = { games: [], totalPages: 0, totalCount: 0, pageNo: 1 };
