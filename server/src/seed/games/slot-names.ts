/**
 * Slot titles built from word lists, in English and Tagalog. Tagalog puts
 * the reward first and links with "ng" ("Dragon Fortune" is "Kapalaran ng
 * Dragon"); adjectives carry their linker ("Gintong", "Mabangis na").
 * Every title is used once across the whole catalogue.
 */
import type { LocalisedText } from '../../db/schema/games';
import { pickFrom } from '../../domain/games/hash';

type Word = { EN: string; TY: string };

const themes: Word[] = [
  { EN: 'Dragon', TY: 'Dragon' },
  { EN: 'Koi', TY: 'Koi' },
  { EN: 'Tiger', TY: 'Tigre' },
  { EN: 'Phoenix', TY: 'Phoenix' },
  { EN: 'Panda', TY: 'Panda' },
  { EN: 'Pharaoh', TY: 'Paraon' },
  { EN: 'Buffalo', TY: 'Kalabaw' },
  { EN: 'Eagle', TY: 'Agila' },
  { EN: 'Lion', TY: 'Leon' },
  { EN: 'Monkey', TY: 'Unggoy' },
  { EN: 'Mermaid', TY: 'Sirena' },
  { EN: 'Samurai', TY: 'Samurai' },
  { EN: 'Pirate', TY: 'Pirata' },
  { EN: 'Genie', TY: 'Genie' },
  { EN: 'Wolf', TY: 'Lobo' },
  { EN: 'Elephant', TY: 'Elepante' },
  { EN: 'Kraken', TY: 'Kraken' },
  { EN: 'Cobra', TY: 'Kobra' },
  { EN: 'Moon', TY: 'Buwan' },
  { EN: 'Sun', TY: 'Araw' },
  { EN: 'Volcano', TY: 'Bulkan' },
  { EN: 'Temple', TY: 'Templo' },
  { EN: 'Empress', TY: 'Emperatris' },
  { EN: 'Emperor', TY: 'Emperador' },
  { EN: 'Ninja', TY: 'Ninja' },
  { EN: 'Viking', TY: 'Viking' },
  { EN: 'Aztec', TY: 'Aztec' },
  { EN: 'Olympus', TY: 'Olympus' },
  { EN: 'Carnival', TY: 'Karnabal' },
  { EN: 'Fiesta', TY: 'Pista' },
  { EN: 'Mango', TY: 'Mangga' },
  { EN: 'Jungle', TY: 'Gubat' },
  { EN: 'Ocean', TY: 'Karagatan' },
  { EN: 'Lotus', TY: 'Lotus' },
  { EN: 'Bamboo', TY: 'Kawayan' },
  { EN: 'Thunder', TY: 'Kulog' },
  { EN: 'Star', TY: 'Bituin' },
  { EN: 'Diamond', TY: 'Diyamante' },
  { EN: 'Cherry', TY: 'Seresa' },
  { EN: 'Rooster', TY: 'Tandang' },
];

const rewards: Word[] = [
  { EN: 'Fortune', TY: 'Kapalaran' },
  { EN: 'Riches', TY: 'Kayamanan' },
  { EN: 'Treasure', TY: 'Yaman' },
  { EN: 'Gold', TY: 'Ginto' },
  { EN: 'Wins', TY: 'Panalo' },
  { EN: 'Gems', TY: 'Hiyas' },
  { EN: 'Legend', TY: 'Alamat' },
  { EN: 'Blessings', TY: 'Biyaya' },
  { EN: 'Luck', TY: 'Suwerte' },
  { EN: 'Kingdom', TY: 'Kaharian' },
  { EN: 'Quest', TY: 'Pakikipagsapalaran' },
];

/** The Tagalog form already ends in its linker. */
const adjectives: Word[] = [
  { EN: 'Golden', TY: 'Gintong' },
  { EN: 'Lucky', TY: 'Masuwerteng' },
  { EN: 'Mighty', TY: 'Makapangyarihang' },
  { EN: 'Wild', TY: 'Mabangis na' },
  { EN: 'Royal', TY: 'Maharlikang' },
  { EN: 'Mystic', TY: 'Mahiwagang' },
  { EN: 'Sacred', TY: 'Sagradong' },
  { EN: 'Blazing', TY: 'Nagliliyab na' },
  { EN: 'Crystal', TY: 'Kristal na' },
  { EN: 'Ancient', TY: 'Sinaunang' },
  { EN: 'Silver', TY: 'Pilak na' },
  { EN: 'Happy', TY: 'Masayang' },
  { EN: 'Great', TY: 'Dakilang' },
];

/** Series names players know by their English word in both languages. */
const suffixes = ['Megaways', 'Deluxe', 'Rush', 'Blitz', 'Bonanza', 'Link'];

type Pattern = (random: () => number) => LocalisedText;

const patterns: Pattern[] = [
  (random) => {
    const [theme, reward] = [pickFrom(random, themes), pickFrom(random, rewards)];
    return { EN: `${theme.EN} ${reward.EN}`, TY: `${reward.TY} ng ${theme.TY}` };
  },
  (random) => {
    const [adjective, theme] = [pickFrom(random, adjectives), pickFrom(random, themes)];
    return { EN: `${adjective.EN} ${theme.EN}`, TY: `${adjective.TY} ${theme.TY}` };
  },
  (random) => {
    const [adjective, theme, reward] = [pickFrom(random, adjectives), pickFrom(random, themes), pickFrom(random, rewards)];
    return { EN: `${adjective.EN} ${theme.EN} ${reward.EN}`, TY: `${reward.TY} ng ${adjective.TY} ${theme.TY}` };
  },
  (random) => {
    const [theme, suffix] = [pickFrom(random, themes), pickFrom(random, suffixes)];
    return { EN: `${theme.EN} ${suffix}`, TY: `${theme.TY} ${suffix}` };
  },
];

/** Titles for one kind of game built around a theme word (scratch cards, jackpots). */
export const themedTitle = (random: () => number, en: (theme: string) => string, ty: (theme: string) => string): LocalisedText => {
  const theme = pickFrom(random, themes);
  return { EN: en(theme.EN), TY: ty(theme.TY) };
};

/** Hands out titles never given before; `make` draws candidates until one is new. */
export function createTitleBook() {
  const used = new Set<string>();
  return (random: () => number, make: (random: () => number) => LocalisedText = (r) => pickFrom(r, patterns)(r)): LocalisedText => {
    for (;;) {
      const title = make(random);
      if (!used.has(title.EN)) {
        used.add(title.EN);
        return title;
      }
    }
  };
}
