/**
 * Answer of the sports hot matches board (`sportsHotMatches`): the featured
 * fixtures of the sportsbooks, esports arenas and cockpits, with their odds
 * and the vendor game a bet on them opens. Names come in the request's
 * language, English when a name has no translation.
 */
import * as v from 'valibot';
import { launchTargetSchema } from './games';

/** The board's categories: the sports page and its two vendor groups (spec §1). */
export const hotMatchCategories = ['SPORTS', 'ESPORTS', 'COCKFIGHT'] as const;
export type HotMatchCategory = (typeof hotMatchCategories)[number];

/** How long after kickoff a match still shows, as live. */
export const liveWindowMs = 2 * 60 * 60 * 1000;

export const hotMatchSchema = v.object({
  id: v.number(),
  category: v.picklist(hotMatchCategories),
  vendor: v.string(),
  vendorName: v.string(),
  league: v.string(),
  home: v.string(),
  away: v.string(),
  /** Epoch milliseconds of the kickoff. */
  startsAt: v.number(),
  /** Kicked off within the live window. */
  live: v.boolean(),
  /** Decimal odds as text; `draw` is '' where a draw is not offered (tennis, basketball, most esports). */
  odds: v.object({ home: v.string(), draw: v.string(), away: v.string() }),
  /** The vendor's lobby game a click opens; null when the vendor has none in the catalogue. */
  game: v.nullable(launchTargetSchema),
});
export type HotMatch = v.InferOutput<typeof hotMatchSchema>;

/** Live matches first, then by kickoff. */
export const hotMatchesSchema = v.object({ list: v.array(hotMatchSchema) });
