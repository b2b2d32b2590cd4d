/**
 * Shapes of the catalogue data files. A data file describes games without
 * node ids; the catalogue (catalogue.ts) numbers them from their vendor's
 * `nodeBase`, so a game keeps its id however the other vendors change.
 */
import type { GameCategory, GameEngine, LocalisedText } from '../../db/schema/games';

export interface VendorSeed {
  code: string;
  name: string;
  category: GameCategory;
  groupCode?: 'ESPORTS' | 'COCKFIGHT';
  isHot?: 1;
  maintenance?: true;
  isGame?: 'VASSALAGE';
  /** Code of the game the vendor card launches. */
  lobbyCode?: string;
  sort: number;
  /** The vendor's games get node ids nodeBase + 1, nodeBase + 2, … in data order. */
  nodeBase: number;
}

/** A game as a data file writes it: the catalogue adds vendor, category, engine, ids and order. */
export interface GameDraft {
  code: string;
  names: LocalisedText;
  gameClassify: string;
  minBet: string;
  minLineNum?: number;
  isHot?: 1;
  maintenance?: true;
  isGame?: 'VASSALAGE';
  /** Code of the VASSALAGE game this one is listed under. */
  parentCode?: string;
  accountTypeName?: string;
  defaultPlayType?: string;
  /** The category when it is not the vendor's: esports and cockfight games of SPORTS vendors. */
  gameType?: GameCategory;
}

export interface GameSeed {
  nodeId: number;
  code: string;
  vendor: string;
  gameType: GameCategory;
  gameClassify: string;
  names: LocalisedText;
  minBet: string;
  minLineNum: number;
  isGame: string | null;
  parentNodeId: number | null;
  accountTypeName: string;
  defaultPlayType: string | null;
  isHot: number;
  maintenance: boolean;
  engine: GameEngine;
  launchMode: string;
  sort: number;
  createdAt: number;
}

export interface RoomSeed {
  gameCode: string;
  name: string;
  minBet: string;
  maxPlayers: number;
  sort: number;
}

export interface MenuSeed {
  prizeMode: 'LOTT' | 'ELOTT' | 'SEA' | 'VN';
  gameGroupCode: string;
  labelName: LocalisedText;
  gameCodes: string[];
  sort: number;
}
