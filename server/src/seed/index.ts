/**
 * Fills a fresh database with the demo brand and a week of play by seeded
 * players (history/). Idempotent: every step inserts only what is missing,
 * so it runs at every start and twice in a row changes nothing.
 */
import type { Db } from '../db';
import { seedAgents } from './agents';
import { seedBrand } from './brand';
import { seedContent } from './content';
import { seedContracts } from './contracts';
import { seedFunds } from './funds';
import { seedGames } from './games';
import { seedHistory } from './history';
import { seedHotMatches } from './hot-matches';
import { seedMemberExtras } from './member-extras';
import { seedMembers } from './members';
import { seedPoints } from './points';
import { seedRecords } from './records';
import { seedRewards } from './rewards';

/** The demo brand without the seeded history (tests compare the two). */
export async function seedDemoBrand(db: Db): Promise<void> {
  await seedBrand(db);
  await seedContent(db);
  await seedMembers(db);
  await seedMemberExtras(db);
  await seedPoints(db);
  await seedGames(db);
  await seedHotMatches(db);
  await seedRecords(db);
  await seedFunds(db);
  await seedRewards(db);
  await seedAgents(db);
  await seedContracts(db);
}

export async function seedDatabase(db: Db): Promise<void> {
  await seedDemoBrand(db);
  // Last: it plays on the catalogue, the missions and the lottery the steps above put in place.
  await seedHistory(db);
}
