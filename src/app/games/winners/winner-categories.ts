/**
 * The winners list's tabs: ALL and every category the gateway's winners
 * board accepts (routes/games: 'ALL' or a game category). The chosen tab
 * lives in the address (`/winners?category=LIVE`), so it can be shared and
 * back goes to the previous tab.
 */
import { gameCategories, type GameCategory } from '../../../services/schemas/games';

export type WinnerCategory = 'ALL' | GameCategory;

export const winnerCategories: readonly WinnerCategory[] = ['ALL', ...gameCategories];

const isWinnerCategory = (value: unknown): value is WinnerCategory => typeof value === 'string' && (winnerCategories as readonly string[]).includes(value);

/** Search of /winners: an unknown category is dropped, which shows ALL. */
export function validateWinnersSearch(search: Record<string, unknown>): { category?: WinnerCategory } {
  return isWinnerCategory(search.category) && search.category !== 'ALL' ? { category: search.category } : {};
}
