/**
 * The featured fixtures of the sports hot matches board, in EN and TY (Tagalog);
 * filled only while the table is empty.
 *
 * A seeded database is reused for days, so fixed kickoffs would soon all lie
 * in the past. Each fixture is stored at its kickoff on one fixed day
 * (`scheduleAnchor` plus the time of day) and the board reads the schedule
 * as repeating daily (domain/games/hot-matches.ts): a match that ended is
 * shown at its next day's kickoff. A real feed writes future kickoffs, which
 * the board shows as they are.
 */
import { count } from 'drizzle-orm';
import type { HotMatchCategory } from '../../../src/services/schemas/hot-matches';
import type { Db } from '../db';
import { hotMatches } from '../db/schema';

/** The day the seeded kickoffs are written on (UTC midnight). A constant keeps the seed, and the seeded image, the same at every run. */
export const scheduleAnchor = Date.UTC(2026, 0, 1);

type Text = { EN: string; TY: string };

export interface HotMatchSeed {
  category: HotMatchCategory;
  vendor: string;
  league: Text;
  home: Text;
  away: Text;
  /** Kickoff, UTC, as HH:MM. */
  kickoff: string;
  odds: { home: string; draw: string; away: string };
}

const same = (name: string): Text => ({ EN: name, TY: name });

export const hotMatchSeeds: HotMatchSeed[] = [
  {
    category: 'SPORTS',
    vendor: 'SABA',
    league: { EN: 'English Premier League', TY: 'Premier League ng Inglatera' },
    home: same('Arsenal'),
    away: same('Chelsea'),
    kickoff: '19:30',
    odds: { home: '2.10', draw: '3.40', away: '3.25' },
  },
  {
    category: 'SPORTS',
    vendor: 'BTI',
    league: { EN: 'Spanish La Liga', TY: 'La Liga ng Espanya' },
    home: same('Real Madrid'),
    away: same('Atlético Madrid'),
    kickoff: '20:00',
    odds: { home: '1.95', draw: '3.50', away: '3.90' },
  },
  {
    category: 'SPORTS',
    vendor: 'CMD',
    league: same('UEFA Champions League'),
    home: same('Bayern München'),
    away: same('Inter'),
    kickoff: '20:00',
    odds: { home: '1.80', draw: '3.90', away: '4.20' },
  },
  {
    category: 'SPORTS',
    vendor: 'SABA',
    league: { EN: 'NBA Regular Season', TY: 'NBA Regular na Season' },
    home: same('Los Angeles Lakers'),
    away: same('Golden State Warriors'),
    kickoff: '02:30',
    odds: { home: '1.85', draw: '', away: '1.95' },
  },
  {
    category: 'SPORTS',
    vendor: 'CMD',
    league: same('PBA Philippine Cup'),
    home: same('Barangay Ginebra'),
    away: same('San Miguel Beermen'),
    kickoff: '11:00',
    odds: { home: '1.90', draw: '', away: '1.90' },
  },
  {
    category: 'SPORTS',
    vendor: 'BTI',
    league: { EN: "ATP Finals · Men's Singles", TY: 'ATP Finals · Single ng Kalalakihan' },
    home: same('Jannik Sinner'),
    away: same('Carlos Alcaraz'),
    kickoff: '14:00',
    odds: { home: '1.72', draw: '', away: '2.10' },
  },
  {
    category: 'ESPORTS',
    vendor: 'IMES',
    league: { EN: 'Dota 2 · Southeast Asia League', TY: 'Dota 2 · Liga ng Timog-Silangang Asya' },
    home: same('Team Liquid'),
    away: same('Gaimin Gladiators'),
    kickoff: '09:00',
    odds: { home: '1.80', draw: '', away: '2.00' },
  },
  {
    category: 'ESPORTS',
    vendor: 'AV',
    league: same('Counter-Strike 2 · IEM Katowice'),
    home: same('Natus Vincere'),
    away: same('FaZe Clan'),
    kickoff: '16:00',
    odds: { home: '1.65', draw: '', away: '2.25' },
  },
  {
    category: 'ESPORTS',
    vendor: 'IMES',
    league: { EN: 'League of Legends · LCK Korea', TY: 'League of Legends · LCK ng Korea' },
    home: same('T1'),
    away: same('Gen.G'),
    kickoff: '08:00',
    odds: { home: '2.05', draw: '', away: '1.75' },
  },
  {
    category: 'ESPORTS',
    vendor: 'TF',
    league: same('Mobile Legends · MPL Philippines'),
    home: same('Blacklist International'),
    away: same('ECHO'),
    kickoff: '12:30',
    odds: { home: '2.30', draw: '', away: '1.60' },
  },
  {
    category: 'COCKFIGHT',
    vendor: 'DS88',
    league: { EN: 'World Slasher Cup · Fight 27', TY: 'World Slasher Cup · Laban 27' },
    home: { EN: 'Meron · Lucky 7 Gamefarm', TY: 'Meron · Lucky 7 Gamefarm' },
    away: { EN: 'Wala · Golden Spur Farm', TY: 'Wala · Golden Spur Farm' },
    kickoff: '05:00',
    odds: { home: '1.90', draw: '8.00', away: '1.90' },
  },
  {
    category: 'COCKFIGHT',
    vendor: 'DIG',
    league: { EN: 'Pampanga International Derby · Fight 12', TY: 'Pandaigdigang Derby ng Pampanga · Laban 12' },
    home: same('Meron · Red Blade Farm'),
    away: same('Wala · Blue Hawk Gamefarm'),
    kickoff: '07:30',
    odds: { home: '1.85', draw: '8.00', away: '1.95' },
  },
];

const minutesOf = (kickoff: string): number => {
  const [hours, minutes] = kickoff.split(':').map(Number);
  return hours * 60 + minutes;
};

export const seededKickoff = (seed: HotMatchSeed): number => scheduleAnchor + minutesOf(seed.kickoff) * 60_000;

export async function seedHotMatches(db: Db): Promise<void> {
  const [{ total }] = await db.select({ total: count() }).from(hotMatches);
  if (total > 0) return;
  await db.insert(hotMatches).values(
    hotMatchSeeds.map((seed, index) => ({
      category: seed.category,
      vendor: seed.vendor,
      leagues: seed.league,
      home: seed.home,
      away: seed.away,
      startsAt: seededKickoff(seed),
      odds: seed.odds,
      sort: index + 1,
    })),
  );
}
