/**
 * A fresh install looks alive: a week of play by twenty regulars, so the
 * winners board, the popular lottery and the mission leaderboards have
 * something to show on the first visit. The rounds are real (play.ts), the
 * players are not demo accounts, and the demo accounts' wallets are never
 * touched.
 *
 * Only a fresh database gets the history: one where nobody but the demo
 * accounts has played yet. Its times end at the install, so as weeks pass it
 * ages out of every board by period (the day's, week's and month's
 * leaderboards, the popular lottery's last day, the winners board's last
 * thirty days) and real play takes its place. Seeding again finds every
 * round in place and does nothing; a seeding cut short carries on where it
 * stopped, at the same install time (kept in the players' join dates).
 */
import { eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../db';
import { bets, members } from '../../db/schema';
import { createMember } from '../../domain/members';
import { findGame, type PlayableGame } from '../../provider/catalogue';
import { gameSeeds } from '../games/catalogue';
import { demoAccounts } from '../members';
import { day, gamePools, historyPlan, type PlannedVisit } from './plan';
import { claimCompletedMissions, playVisits } from './play';
import { historyMarker, historyPlayers } from './players';

export { historyPlayers } from './players';

/** The seeded players already there (by account and marker), with the install time their join dates keep. */
async function existingPlayers(db: Db): Promise<{ ids: Map<string, number>; anchor: number | null; foreign: Set<string> }> {
  const rows = await db
    .select({ id: members.id, account: members.account, createdAt: members.createdAt, profile: members.profile })
    .from(members)
    .where(
      inArray(
        members.account,
        historyPlayers.map((player) => player.account),
      ),
    );
  const ids = new Map<string, number>();
  const foreign = new Set<string>();
  let anchor: number | null = null;
  for (const row of rows) {
    // A real member who took one of the names is left alone, and so is the seeded player of that name.
    if (row.profile.seededHistory !== historyMarker.seededHistory) {
      foreign.add(row.account);
      continue;
    }
    ids.set(row.account, row.id);
    const player = historyPlayers.find((entry) => entry.account === row.account)!;
    anchor ??= row.createdAt + player.joinedDaysAgo * day;
  }
  return { ids, anchor, foreign };
}

/** Nobody but the demo accounts (and the demo seed's rounds on them) has played. */
async function nobodyPlayed(db: Db): Promise<boolean> {
  const [played] = await db
    .select({ id: bets.id })
    .from(bets)
    .innerJoin(members, eq(members.id, bets.memberId))
    .where(
      notInArray(
        members.account,
        demoAccounts.map((account) => account.username),
      ),
    )
    .limit(1);
  return !played;
}

async function missingVisits(db: Db, visits: PlannedVisit[]): Promise<PlannedVisit[]> {
  const firstRounds = visits.map((visit) => `${visit.id}-0`);
  const present = new Set<string>();
  for (let start = 0; start < firstRounds.length; start += 500) {
    const rows = await db
      .select({ roundId: bets.roundId })
      .from(bets)
      .where(inArray(bets.roundId, firstRounds.slice(start, start + 500)));
    for (const row of rows) present.add(row.roundId);
  }
  return visits.filter((visit) => !present.has(`${visit.id}-0`));
}

async function playableGames(db: Db, codes: Iterable<string>): Promise<Map<string, PlayableGame>> {
  const games = new Map<string, PlayableGame>();
  for (const code of new Set(codes)) {
    const game = await findGame(db, { code });
    if (game) games.set(code, game);
  }
  return games;
}

export async function seedHistory(db: Db, now: number = Date.now()): Promise<void> {
  const existing = await existingPlayers(db);
  if (existing.anchor === null && !(await nobodyPlayed(db))) return;
  const anchor = existing.anchor ?? now;
  const players = historyPlayers.filter((player) => !existing.foreign.has(player.account));
  const ids = new Map(existing.ids);
  for (const player of players) {
    if (ids.has(player.account)) continue;
    const joined = anchor - player.joinedDaysAgo * day;
    const member = await createMember(db, {
      account: player.account,
      password: null,
      language: player.language,
      profile: { ...historyMarker },
      openingBalance: player.bank,
      firstLoginAt: joined,
      now: joined,
    });
    ids.set(player.account, member.id);
  }
  const plan = historyPlan(players, gamePools(gameSeeds), anchor);
  const missing = await missingVisits(db, plan);
  if (missing.length === 0) return;
  const rounds = await playVisits(
    db,
    missing,
    ids,
    await playableGames(
      db,
      missing.map((visit) => visit.gameCode),
    ),
  );
  await claimCompletedMissions(db, rounds, anchor);
}
