/**
 * Draw rows. A draw exists once someone bets on it, once the job makes the
 * Vietnam lottery's (the portal always lists its latest numbers), or once a
 * page asks for a game's recent results. Issue numbers and times come from
 * the shared schedule, so every instance creates the same rows (and the
 * unique issue key keeps one of each).
 */
import { and, eq, sql } from 'drizzle-orm';
import { errorCodes } from '../../../../src/services/error-codes';
import type { Db } from '../../db';
import { lotteryDraws } from '../../db/schema';
import { openIssue, pastIssues, type Issue } from '../../domain/lottery-schedule';
import { DomainError } from '../../http/domain-error';
import type { PlayableGame } from '../catalogue';
import type { ProviderTx as Tx } from '../deps';

export type LotteryDraw = typeof lotteryDraws.$inferSelect;

export async function createDraws(db: Db | Tx, rows: { gameCode: string; issue: Issue }[]): Promise<number> {
  if (rows.length === 0) return 0;
  const created = await db
    .insert(lotteryDraws)
    .values(rows.map(({ gameCode, issue }) => ({ gameCode, drawNo: issue.drawNo, drawAt: issue.drawAt })))
    .onConflictDoNothing()
    .returning({ id: lotteryDraws.id });
  return created.length;
}

/** The latest `count` issues whose time has come, for each game. */
export const recentIssues = (games: readonly PlayableGame[], now: number, count: number) =>
  games.flatMap((game) => pastIssues(game.accountTypeName, now, count).map((issue) => ({ gameCode: game.code, issue })));

/**
 * The draw a ticket is sold for, locked against the draw job until the
 * ticket's transaction ends: the job's claim waits for the sale and then
 * sees the ticket, and a sale after the claim finds the draw no longer open.
 */
export async function drawOnSale(tx: Tx, game: PlayableGame, drawNo: string, now: number): Promise<LotteryDraw> {
  const open = openIssue(game.accountTypeName, now);
  if (drawNo !== open.drawNo) throw new DomainError(errorCodes.drawClosed, 409);
  await createDraws(tx, [{ gameCode: game.code, issue: open }]);
  const [draw] = await tx
    .select()
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.gameCode, game.code), eq(lotteryDraws.drawNo, drawNo), eq(lotteryDraws.status, 'open'), sql`${lotteryDraws.drawAt} > ${now}`))
    .for('share');
  if (!draw) throw new DomainError(errorCodes.drawClosed, 409);
  return draw;
}
