/**
 * Lottery favourites are kept in the browser, per username (spec §4), under
 * `lotteryFavourites:<username>`: a list of game codes, newest last.
 */
export const lotteryFavouritesKey = (username: string): string => `lotteryFavourites:${username}`;

type Store = Pick<Storage, 'getItem' | 'setItem'>;

export function readLotteryFavourites(store: Store, username: string): string[] {
  try {
    const parsed: unknown = JSON.parse(store.getItem(lotteryFavouritesKey(username)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((code): code is string => typeof code === 'string') : [];
  } catch {
    return [];
  }
}

/** Adds the code when absent, removes it when present; returns and keeps the new list. */
export function toggleLotteryFavourite(store: Store, username: string, gameCode: string): string[] {
  const current = readLotteryFavourites(store, username);
  const next = current.includes(gameCode) ? current.filter((code) => code !== gameCode) : [...current, gameCode];
  store.setItem(lotteryFavouritesKey(username), JSON.stringify(next));
  return next;
}
