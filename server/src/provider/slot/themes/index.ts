/**
 * Which slot a game plays: the theme its title speaks of ("Mermaid Riches"
 * is under the sea, "Golden Dragon" in the dragon's hoard), the sea for
 * every fishing game, and for a title that names no theme one picked from
 * its code. A pure function of the catalogue row, so every instance and
 * every restart deals the same game the same reels.
 */
import { hashText } from '../../../domain/games/hash';
import { dragonTheme } from './dragon';
import { fruitTheme } from './fruit';
import { jungleTheme } from './jungle';
import { oceanTheme } from './ocean';
import { pharaohTheme } from './pharaoh';
import { spaceTheme } from './space';
import { slotThemeIds, type SlotTheme, type SlotThemeId } from './theme';

export { slotThemeIds, type SlotTheme, type SlotThemeId };

export const slotThemes: Record<SlotThemeId, SlotTheme> = {
  fruit: fruitTheme,
  ocean: oceanTheme,
  pharaoh: pharaohTheme,
  dragon: dragonTheme,
  space: spaceTheme,
  jungle: jungleTheme,
};

/** Title words and the theme they call for; the first themed word of a title decides. */
const themeWords: Record<SlotThemeId, readonly string[]> = {
  fruit: ['cherry', 'mango', 'fruit', 'fruits', 'fiesta', 'carnival', 'diamond', 'seven', 'sevens', '777', 'joker', 'bar'],
  ocean: ['ocean', 'sea', 'mermaid', 'kraken', 'pirate', 'viking', 'fish', 'fishing', 'shark', 'whale', 'pearl', 'reef'],
  pharaoh: ['pharaoh', 'egypt', 'cleopatra', 'cobra', 'genie', 'temple', 'sun', 'aztec', 'maya', 'inca', 'olympus', 'zeus'],
  dragon: ['dragon', 'koi', 'phoenix', 'panda', 'samurai', 'ninja', 'empress', 'emperor', 'lotus', 'bamboo', 'rooster'],
  space: ['moon', 'star', 'stars', 'thunder', 'galaxy', 'cosmic', 'rocket', 'planet', 'space', 'alien', 'comet'],
  jungle: ['jungle', 'tiger', 'lion', 'monkey', 'elephant', 'buffalo', 'eagle', 'wolf', 'gorilla', 'volcano', 'safari'],
};

const themeOfWord = new Map(Object.entries(themeWords).flatMap(([theme, words]) => words.map((word) => [word, theme as SlotThemeId] as const)));

export interface ThemedGame {
  code: string;
  /** Names by language; the English one is read for theme words. */
  names: Record<string, string>;
  category: string;
}

export function slotThemeFor(game: ThemedGame): SlotTheme {
  if (game.category === 'FISH') return oceanTheme;
  const words = (game.names.EN ?? Object.values(game.names)[0] ?? '').toLowerCase().split(/[^a-z0-9]+/);
  for (const word of words) {
    const theme = themeOfWord.get(word);
    if (theme) return slotThemes[theme];
  }
  return slotThemes[slotThemeIds[hashText(game.code) % slotThemeIds.length]];
}
