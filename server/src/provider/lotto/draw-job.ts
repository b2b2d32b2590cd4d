/**
 * The draw job: every few seconds each gateway instance makes the draw rows
 * that must exist and draws whatever is due. Coordination between instances
 * lives in the database (unique issue keys, the claim in settle-draw.ts),
 * not in memory, so any number of instances may run it.
 *
 * A plain timer rather than a job-queue library: the default database is
 * embedded PGlite, which queue libraries such as pg-boss cannot use (they
 * need a PostgreSQL server connection, and pg-boss 11 also needs Node 22),
 * and the schedule is already deterministic, so a queue would add nothing
 * a conditional UPDATE does not already give.
 */
import type { Db } from '../../db';
import type { Clock } from '../../config';
import { walletFor } from '../deps';
import type { WalletClient } from '../wallet/client';
import { startRepeatingJob, type RepeatingJob, type RepeatingJobOptions } from '../../jobs/repeating-job';
import { allLotteryGames, findGame } from '../catalogue';
import { cryptoRandom, type RandomSource } from '../random';
import { createDraws, recentIssues } from './draws';
import { drawOneDue, type DrawReport } from './settle-draw';

/** Issues kept drawn behind "now" for the Vietnam lottery, and for a game whose results a page asks for. */
export const recentDrawCount = 6;

/** A database and a clock; the wallet is the one the provider mounted on that database unless given. */
export interface DrawDeps {
  db: Db;
  clock: Clock;
  wallet?: WalletClient;
}

export interface DrawRun {
  /** Limit the run to one game (a page asking for its results). */
  gameCode?: string;
  random?: RandomSource;
}

/** Makes the rows that must exist, then draws every due draw; answers what it drew. */
export async function runDueDraws(deps: DrawDeps, run: DrawRun = {}): Promise<DrawReport[]> {
  const now = deps.clock.now();
  if (run.gameCode) {
    const game = await findGame(deps.db, { code: run.gameCode });
    if (game?.engine === 'lotto') await createDraws(deps.db, recentIssues([game], now, recentDrawCount));
  } else {
    const vietnam = (await allLotteryGames(deps.db)).filter((game) => game.accountTypeName === 'TCG_LOTTO_VN');
    await createDraws(deps.db, recentIssues(vietnam, now, recentDrawCount));
  }
  const reports: DrawReport[] = [];
  for (;;) {
    const report = await drawOneDue(deps.db, walletFor(deps), { now, random: run.random ?? cryptoRandom, gameCode: run.gameCode });
    if (!report) return reports;
    reports.push(report);
  }
}

export type DrawJob = RepeatingJob;

/** Runs draws every `intervalMs` (5 s unless told). */
export const startDrawJob = (deps: DrawDeps, options: Partial<RepeatingJobOptions> = {}): DrawJob =>
  startRepeatingJob('draw job', () => runDueDraws(deps), { intervalMs: 5_000, ...options });
