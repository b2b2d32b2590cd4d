/**
 * The sports hot matches board: names in the request's language, the
 * category filter, live matches first, and a schedule that rolls forward so
 * the board is full at any clock.
 */
import { expect, it } from 'vitest';
import { errorCodes } from '../../../src/services/error-codes';
import { hotMatchCategories, hotMatchesSchema, liveWindowMs, type HotMatch } from '../../../src/services/schemas/hot-matches';
import { schedulePeriodMs } from '../../src/domain/games/hot-matches';
import { hotMatchSeeds, scheduleAnchor, seededKickoff, seedHotMatches } from '../../src/seed/hot-matches';
import type { Clock } from '../../src/config';
import { describeOnBothDatabases, type DatabaseKind } from '../databases';
import { callGateway, type CallOptions } from '../http';
import { answerOf } from './support';

const minute = 60_000;
const clocks: Record<DatabaseKind, Clock & { set(at: number): void }> = {
  pglite: settableClock(),
  postgres: settableClock(),
};

function settableClock(): Clock & { set(at: number): void } {
  let now = Date.now();
  return { now: () => now, set: (at) => void (now = at) };
}

const arsenal = hotMatchSeeds.find((seed) => seed.home.EN === 'Arsenal');
if (!arsenal) throw new Error('the seeded board has Arsenal v Chelsea');

describeOnBothDatabases(
  'sports hot matches',
  (gateway, kind) => {
    const clock = clocks[kind];
    const board = async (options: CallOptions = {}): Promise<HotMatch[]> => (await answerOf(gateway(), 'sportsHotMatches', hotMatchesSchema, options)).list;

    it('answers every seeded match to a visitor, in the Language header, English where a name has no translation', async () => {
      clock.set(Date.now());
      const english = await board();
      expect(english).toHaveLength(hotMatchSeeds.length);
      const match = english.find((entry) => entry.home === 'Arsenal');
      expect(match).toMatchObject({
        category: 'SPORTS',
        vendor: 'SABA',
        vendorName: 'SABA Sports',
        league: 'English Premier League',
        away: 'Chelsea',
        odds: arsenal.odds,
      });
      expect(match?.game).toMatchObject({ vendor: 'SABA', code: 'SABA_LOBBY', gameType: 'SPORTS' });

      const tagalog = await board({ headers: { Language: 'TY' } });
      expect(tagalog.find((entry) => entry.id === match?.id)?.league).toBe('Premier League ng Inglatera');
      expect(tagalog.find((entry) => entry.category === 'COCKFIGHT' && entry.vendor === 'DS88')?.league).toBe('World Slasher Cup · Laban 27');
      // A language without texts reads English; the query's language wins over the header.
      expect((await board({ headers: { Language: 'JA' } })).map((entry) => entry.league)).toEqual(english.map((entry) => entry.league));
      expect((await board({ query: { language: 'TY' } })).find((entry) => entry.id === match?.id)?.league).toBe('Premier League ng Inglatera');
    });

    it('seeds the board once: seeding again adds nothing', async () => {
      clock.set(Date.now());
      await seedHotMatches(gateway().db);
      expect(await board()).toHaveLength(hotMatchSeeds.length);
    });

    it('filters by category, ALL and blank meaning every category', async () => {
      for (const category of hotMatchCategories) {
        const list = await board({ query: { category: category.toLowerCase() } });
        expect(list.length).toBe(hotMatchSeeds.filter((seed) => seed.category === category).length);
        expect(list.length).toBeGreaterThan(0);
        expect(list.every((entry) => entry.category === category)).toBe(true);
      }
      expect(await board({ query: { category: 'ALL' } })).toHaveLength(hotMatchSeeds.length);
      expect(await board({ query: { category: '' } })).toHaveLength(hotMatchSeeds.length);
    });

    it('refuses an unknown category with a coded 400 naming the field', async () => {
      for (const category of ['RNG', 'FOOTBALL', "SPORTS' or 1=1"]) {
        const answer = await callGateway(gateway(), 'sportsHotMatches', { query: { category } });
        expect(answer.status).toBe(400);
        expect(answer.body.errorCode).toBe(errorCodes.badRequest);
        expect(answer.body.fields).toHaveProperty('category');
      }
    });

    it('shows a match as live for two hours after kickoff, live ones first, then by kickoff', async () => {
      const kickoff = seededKickoff(arsenal) + 30 * schedulePeriodMs;
      clock.set(kickoff + 90 * minute);
      const list = await board();
      const live = list.filter((entry) => entry.live);
      expect(list.findIndex((entry) => !entry.live)).toBe(live.length);
      expect(list.map((entry) => entry.startsAt)).toEqual([...list.map((entry) => entry.startsAt)].sort((a, b) => a - b));
      expect(list.find((entry) => entry.home === 'Arsenal')).toMatchObject({ live: true, startsAt: kickoff });

      clock.set(kickoff + liveWindowMs + minute);
      const next = (await board()).find((entry) => entry.home === 'Arsenal');
      expect(next).toMatchObject({ live: false, startsAt: kickoff + schedulePeriodMs });
    });

    it('is never empty nor stale, however far the clock runs', async () => {
      for (const at of [scheduleAnchor, scheduleAnchor + 3 * 365 * schedulePeriodMs + 7 * minute, Date.UTC(2099, 5, 30, 23, 59)]) {
        clock.set(at);
        const list = await board();
        expect(list).toHaveLength(hotMatchSeeds.length);
        for (const entry of list) {
          expect(entry.startsAt).toBeGreaterThan(at - liveWindowMs);
          expect(entry.live).toBe(entry.startsAt <= at);
          expect(entry.startsAt - at).toBeLessThanOrEqual(schedulePeriodMs);
        }
      }
    });
  },
  (kind) => ({ clock: clocks[kind] }),
);
