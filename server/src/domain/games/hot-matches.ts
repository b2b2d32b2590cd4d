/**
 * The sports hot matches board: featured fixtures with their odds, live ones
 * first, then by kickoff, each with its vendor's lobby game to open.
 *
 * The schedule repeats daily (see seed/hot-matches.ts): a match whose live
 * window has passed is shown at its next kickoff, a whole number of days
 * later. So the board is never empty and never stale, whatever the clock
 * says, and a kickoff still ahead is shown as stored.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { hotMatchCategories, liveWindowMs, type HotMatch, type HotMatchCategory } from '../../../../src/services/schemas/hot-matches';
import type { Db } from '../../db';
import { gameVendors, games, hotMatches } from '../../db/schema';
import { launchTargetOf, selectCards, toGameCard } from './cards';
import { pickText } from './language';

export const schedulePeriodMs = 24 * 60 * 60 * 1000;

/** The first kickoff of the daily schedule whose live window has not ended at `now`. */
export function nextKickoff(startsAt: number, now: number): number {
  const overdue = now - liveWindowMs - startsAt;
  if (overdue < 0) return startsAt;
  return startsAt + (Math.floor(overdue / schedulePeriodMs) + 1) * schedulePeriodMs;
}

const isCategory = (value: string): value is HotMatchCategory => (hotMatchCategories as readonly string[]).includes(value);

export async function hotMatchBoard(db: Db, query: { category?: HotMatchCategory; language: string; now: number }): Promise<{ list: HotMatch[] }> {
  const rows = await db
    .select({ match: hotMatches, vendorName: gameVendors.name, lobbyCode: gameVendors.lobbyCode })
    .from(hotMatches)
    .leftJoin(gameVendors, eq(gameVendors.code, hotMatches.vendor))
    .where(query.category ? eq(hotMatches.category, query.category) : undefined)
    .orderBy(asc(hotMatches.sort), asc(hotMatches.id));
  const lobbyCodes = [...new Set(rows.flatMap((row) => (row.lobbyCode ? [row.lobbyCode] : [])))];
  const lobbies = lobbyCodes.length > 0 ? await selectCards(db, query.language).where(inArray(games.code, lobbyCodes)) : [];
  const lobbyOf = new Map(lobbies.map((row) => [row.code, launchTargetOf(toGameCard(row))]));

  const list = rows
    .filter((row) => isCategory(row.match.category))
    .map(({ match, vendorName, lobbyCode }): HotMatch => {
      const startsAt = nextKickoff(match.startsAt, query.now);
      return {
        id: match.id,
        category: match.category as HotMatchCategory,
        vendor: match.vendor,
        vendorName: vendorName ?? match.vendor,
        league: pickText(match.leagues, query.language),
        home: pickText(match.home, query.language),
        away: pickText(match.away, query.language),
        startsAt,
        live: startsAt <= query.now,
        odds: match.odds,
        game: (lobbyCode && lobbyOf.get(lobbyCode)) || null,
      };
    });
  // Stable sort: equal kickoffs keep the operator's order.
  return { list: list.sort((a, b) => a.startsAt - b.startsAt) };
}
