/**
 * Slots and the other RNG games of each slot vendor. A recipe says how many
 * games a vendor has and how many of them are not reel slots (scratch
 * cards, video poker, jackpots, table games, arcade, bingo); those are
 * spread evenly through the vendor's list, after its hot games.
 */
import type { LocalisedText } from '../../db/schema/games';
import { pickFrom, seededRandom } from '../../domain/games/hash';
import { gameCode } from './game-codes';
import { themedTitle, type createTitleBook } from './slot-names';
import type { GameDraft } from './types';

type Extra = 'SC' | 'VP' | 'JP' | 'TG' | 'AC' | 'BG';

interface RngRecipe {
  vendor: string;
  count: number;
  extras: Partial<Record<Extra, number>>;
  /** The first games of the list are the vendor's hot games. */
  hot: number;
  /** 1-based positions of games under maintenance. */
  maintenanceAt?: number[];
}

export const rngRecipes: RngRecipe[] = [
  { vendor: 'PG', count: 40, extras: { SC: 1, JP: 2, AC: 2 }, hot: 3, maintenanceAt: [7] },
  { vendor: 'JILI', count: 38, extras: { AC: 3, BG: 2, TG: 2, JP: 1 }, hot: 3 },
  { vendor: 'PP', count: 42, extras: { JP: 2, SC: 1, VP: 1, BG: 1 }, hot: 2, maintenanceAt: [5] },
  { vendor: 'JDB', count: 34, extras: { AC: 2, TG: 1, SC: 1, BG: 1 }, hot: 2 },
  { vendor: 'CQ9', count: 36, extras: { VP: 2, JP: 1, AC: 1 }, hot: 2, maintenanceAt: [10] },
  { vendor: 'SPADE', count: 28, extras: { SC: 1, TG: 1, JP: 1 }, hot: 2 },
  { vendor: 'RSG', count: 32, extras: { BG: 2, VP: 1, AC: 1 }, hot: 2 },
  { vendor: 'FC', count: 30, extras: { AC: 2, JP: 1 }, hot: 2 },
];

const word = (EN: string, TY: string): LocalisedText => ({ EN, TY });

/** Classic titles many vendors publish under the same name. */
const classicTitles: Record<'VP' | 'TG' | 'AC' | 'BG', LocalisedText[]> = {
  VP: [
    word('Jacks or Better', 'Jacks o Mas Mataas'),
    word('Deuces Wild', 'Deuces Wild'),
    word('Joker Poker', 'Joker Poker'),
    word('Double Bonus Poker', 'Dobleng Bonus Poker'),
    word('Aces and Faces', 'Aces at Faces'),
    word('Bonus Poker Deluxe', 'Bonus Poker Deluxe'),
  ],
  TG: [
    word('European Roulette', 'Europeong Roulette'),
    word('Classic Blackjack', 'Klasikong Blackjack'),
    word('Baccarat Deluxe', 'Baccarat Deluxe'),
    word('Sic Bo Dice', 'Dais ng Sic Bo'),
    word('Teen Patti', 'Teen Patti'),
    word('Andar Bahar', 'Andar Bahar'),
    word('Caribbean Stud', 'Caribbean Stud Poker'),
  ],
  AC: [
    word('Plinko', 'Plinko'),
    word('Crash Rocket', 'Pagbagsak ng Rocket'),
    word('Mines', 'Mga Mina'),
    word('Hi-Lo', 'Hi-Lo'),
    word('Limbo', 'Limbo'),
    word('Goal Rush', 'Goal Rush'),
    word('Tower Climb', 'Pag-akyat sa Tore'),
    word('Color Game', 'Color Game'),
    word('Fruit Catcher', 'Panghuli ng Prutas'),
  ],
  BG: [
    word('Bingo Bonanza', 'Bingo Bonanza'),
    word('Pinoy Bingo', 'Pinoy Bingo'),
    word('Bingo Fiesta', 'Pista ng Bingo'),
    word('Speed Bingo', 'Mabilis na Bingo'),
    word('Bingo 75', 'Bingo 75'),
    word('Lucky Bingo Balls', 'Masuwerteng Bola ng Bingo'),
  ],
};

const minBets: Record<'SLOT' | Extra, readonly string[]> = {
  SLOT: ['0.20', '0.30', '0.50', '1.00', '2.00', '5.00'],
  SC: ['0.50', '1.00'],
  VP: ['1.00', '2.00', '5.00'],
  JP: ['1.00', '2.00'],
  TG: ['1.00', '2.00', '5.00'],
  AC: ['0.10', '0.50', '1.00'],
  BG: ['0.50', '1.00'],
};
const slotLines = [1, 5, 9, 10, 20, 25, 30, 40, 50] as const;

/** Classify of each position: SLOT everywhere, the extras at evenly spaced places. */
function classifyPlan(recipe: RngRecipe): string[] {
  const plan: string[] = Array.from({ length: recipe.count }, () => 'SLOT');
  const extras = (Object.entries(recipe.extras) as [Extra, number][]).flatMap(([classify, how]) => Array.from({ length: how }, () => classify));
  extras.forEach((classify, index) => {
    plan[Math.floor(((index + 1) * recipe.count) / (extras.length + 1))] = classify;
  });
  return plan;
}

export function rngGames(recipe: RngRecipe, titles: ReturnType<typeof createTitleBook>): GameDraft[] {
  const random = seededRandom(`rng:${recipe.vendor}`);
  const classicNext: Record<string, number> = {};
  const titleFor = (classify: string): LocalisedText => {
    if (classify === 'SC') return titles(random, (r) => themedTitle(r, (t) => `${t} Scratch`, (t) => `Scratch ng ${t}`));
    if (classify === 'JP') return titles(random, (r) => themedTitle(r, (t) => `${t} Mega Jackpot`, (t) => `Mega Jackpot ng ${t}`));
    if (classify in classicTitles) {
      const list = classicTitles[classify as keyof typeof classicTitles];
      classicNext[classify] ??= Math.floor(random() * list.length);
      return list[classicNext[classify]++ % list.length];
    }
    return titles(random);
  };
  return classifyPlan(recipe).map((classify, index) => {
    const names = titleFor(classify);
    const lines = classify === 'SLOT' ? pickFrom(random, slotLines) : classify === 'JP' ? pickFrom(random, [25, 50]) : 1;
    return {
      code: gameCode(recipe.vendor, names.EN),
      names,
      gameClassify: classify,
      minBet: pickFrom(random, minBets[classify as keyof typeof minBets]),
      minLineNum: lines,
      ...(index < recipe.hot ? { isHot: 1 as const } : {}),
      ...(recipe.maintenanceAt?.includes(index + 1) ? { maintenance: true as const } : {}),
    };
  });
}
