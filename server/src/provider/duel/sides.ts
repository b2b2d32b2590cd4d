/**
 * The duel tables: every live table, PvP room, match and fight is one round
 * with two sides and a tie. What the sides are called depends on the game.
 *
 * Odds: each side wins 44 rounds in 100 and the tie 12. A side pays 1.95×
 * the stake and gets the stake back on a tie; the tie pays 8×. Return to
 * player: sides 1.95 × 0.44 + 0.12 = 97.8 %, tie 8 × 0.12 = 96 %.
 */
export type DuelKind = 'baccarat' | 'dragonTiger' | 'cockfight' | 'match';

export interface DuelTable {
  kind: DuelKind;
  /** Side codes: two sides, then the tie. */
  sides: readonly [string, string, string];
}

export const duelTables: Record<DuelKind, DuelTable> = {
  baccarat: { kind: 'baccarat', sides: ['PLAYER', 'BANKER', 'TIE'] },
  dragonTiger: { kind: 'dragonTiger', sides: ['DRAGON', 'TIGER', 'TIE'] },
  cockfight: { kind: 'cockfight', sides: ['MERON', 'WALA', 'DRAW'] },
  match: { kind: 'match', sides: ['HOME', 'AWAY', 'DRAW'] },
};

/** Weights of side A, side B and the tie, out of their sum. */
export const outcomeWeights = [44, 44, 12] as const;
/** Total returned per cent staked, in hundredths: a winning side 1.95×, the tie 8×. */
export const sidePayHundredths = 195n;
export const tiePayHundredths = 800n;

/** Live tables (baccarat, or dragon tiger by classification) and PvP rooms deal cards; cockfights fight; sports and esports play a match. */
export function duelTableFor(category: string, gameClassify: string): DuelTable {
  if (category === 'COCKFIGHT') return duelTables.cockfight;
  if (category === 'SPORTS' || category === 'ESPORTS') return duelTables.match;
  if (gameClassify.toUpperCase().replace(/[^A-Z]/g, '') === 'DRAGONTIGER') return duelTables.dragonTiger;
  return duelTables.baccarat;
}
