/**
 * What the member centre's records and security pages need on a fresh
 * database: rebate rates per product type, the brand's profile rules, and a
 * few days of settled rounds for `demo` and `vip`, so betting records,
 * personal profit and the manual rebate show something at once.
 *
 * Rounds have fixed ids and go through seeded-round.ts, so a second run
 * inserts nothing and balances stay equal to the ledger.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../db';
import { bets, members, rebateSettings, settings } from '../db/schema';
import { demoProfileSettings, profileSettingKey } from '../domain/profile/profile-settings';
import { seedSettledRound } from './seeded-round';

const rebateSeeds = [
  { productType: 'RNG', rate: '0.800' },
  { productType: 'LIVE', rate: '0.600' },
  { productType: 'FISH', rate: '0.700' },
  { productType: 'PVP', rate: '0.500' },
  { productType: 'SPORTS', rate: '0.500' },
  { productType: 'ESPORTS', rate: '0.500' },
  { productType: 'COCKFIGHT', rate: '0.400' },
  { productType: 'LOTT', rate: '0.300' },
  { productType: 'ELOTT', rate: '0.300' },
].map((seed) => ({ ...seed, minClaim: '1.00' }));

interface RoundSeed {
  code: string;
  stake: string;
  payout: string;
  /** Days and hours before the seeding. */
  daysAgo: number;
  hoursAgo: number;
}

const roundSeeds: Record<string, RoundSeed[]> = {
  demo: [
    { code: 'PG_AZTEC_GOLD', stake: '50.00', payout: '20.00', daysAgo: 1, hoursAgo: 2 },
    { code: 'PG_AZTEC_GOLD', stake: '25.00', payout: '25.00', daysAgo: 1, hoursAgo: 1 },
    { code: 'EVO_LOBBY', stake: '200.00', payout: '0.00', daysAgo: 2, hoursAgo: 5 },
    { code: 'KA_OCEAN_KING', stake: '80.00', payout: '56.40', daysAgo: 2, hoursAgo: 3 },
    { code: 'KM_TONGITS', stake: '100.00', payout: '0.00', daysAgo: 3, hoursAgo: 6 },
    { code: 'SABA_LOBBY', stake: '150.00', payout: '135.00', daysAgo: 3, hoursAgo: 2 },
    { code: 'IMES_LOBBY', stake: '60.00', payout: '0.00', daysAgo: 4, hoursAgo: 4 },
    { code: 'DS88_LOBBY', stake: '40.00', payout: '0.00', daysAgo: 5, hoursAgo: 7 },
    { code: 'LOTT_LOTTO_645', stake: '20.00', payout: '0.00', daysAgo: 5, hoursAgo: 1 },
    { code: 'JILI_BLAZING_LION', stake: '30.00', payout: '12.50', daysAgo: 6, hoursAgo: 3 },
    { code: 'PG_AZTEC_GOLD', stake: '300.00', payout: '180.00', daysAgo: 6, hoursAgo: 1 },
  ],
  vip: [
    { code: 'EVO_LOBBY', stake: '5000.00', payout: '4800.00', daysAgo: 1, hoursAgo: 3 },
    { code: 'SEXY_LOBBY', stake: '2500.00', payout: '0.00', daysAgo: 2, hoursAgo: 2 },
    { code: 'PG_AZTEC_GOLD', stake: '1000.00', payout: '650.00', daysAgo: 2, hoursAgo: 6 },
    { code: 'SABA_LOBBY', stake: '3000.00', payout: '0.00', daysAgo: 3, hoursAgo: 4 },
    { code: 'KM_TONGITS', stake: '1500.00', payout: '1500.00', daysAgo: 4, hoursAgo: 2 },
    { code: 'KA_OCEAN_KING', stake: '800.00', payout: '400.00', daysAgo: 5, hoursAgo: 5 },
    { code: 'ELOTT_FAST_1M', stake: '100.00', payout: '0.00', daysAgo: 6, hoursAgo: 1 },
  ],
};

const hour = 60 * 60 * 1000;
const roundIdOf = (account: string, index: number): string => `seed-${account}-${String(index + 1).padStart(2, '0')}`;

export async function seedRecords(db: Db): Promise<void> {
  await db.insert(rebateSettings).values(rebateSeeds).onConflictDoNothing();
  await db.insert(settings).values({ key: profileSettingKey, value: demoProfileSettings }).onConflictDoNothing();
  await seedRounds(db);
}

async function seedRounds(db: Db): Promise<void> {
  const wanted = Object.entries(roundSeeds).flatMap(([account, rounds]) => rounds.map((round, index) => ({ account, round, roundId: roundIdOf(account, index) })));
  const present = new Set(
    (await db.select({ roundId: bets.roundId }).from(bets).where(inArray(bets.roundId, wanted.map((entry) => entry.roundId)))).map((row) => row.roundId),
  );
  const missing = wanted.filter((entry) => !present.has(entry.roundId));
  if (missing.length === 0) return;
  const accounts = await db.select({ id: members.id, account: members.account }).from(members).where(inArray(members.account, Object.keys(roundSeeds)));
  const idOf = new Map(accounts.map((row) => [row.account, row.id]));
  const now = Date.now();
  for (const { account, round, roundId } of missing) {
    const memberId = idOf.get(account);
    if (memberId === undefined) continue;
    const at = now - round.daysAgo * 24 * hour - round.hoursAgo * hour;
    await seedSettledRound(db, memberId, roundId, round, at);
  }
}
