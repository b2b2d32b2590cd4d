/**
 * What the lottery page shows: the lobby (every game of the lottery with
 * its open issue and latest numbers) and one game's board (open issue, the
 * member's tickets, recent results). Looking is enough to settle: a page
 * that asks after a draw time has passed gets that draw drawn first, even
 * when no job runs.
 */
import { and, desc, eq } from 'drizzle-orm';
import { lotteryDraws, lotteryTickets } from '../../db/schema';
import { openIssue } from '../../domain/lottery-schedule';
import type { ProviderDeps } from '../deps';
import { gameName, type PlayableGame } from '../catalogue';
import { runDueDraws } from './draw-job';

const resultCount = 8;
const ticketCount = 20;

async function latestResults(deps: ProviderDeps, gameCode: string, count: number) {
  const rows = await deps.db
    .select()
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.gameCode, gameCode), eq(lotteryDraws.status, 'drawn')))
    .orderBy(desc(lotteryDraws.drawAt))
    .limit(count);
  return rows.map((row) => ({ drawNo: row.drawNo, numbers: row.numbers ?? [], drawnAt: row.drawnAt ?? row.drawAt }));
}

export async function lotteryLobby(deps: ProviderDeps, games: readonly PlayableGame[], language: string) {
  const now = deps.clock.now();
  return Promise.all(
    games.map(async (game) => {
      await runDueDraws(deps, { gameCode: game.code });
      const issue = openIssue(game.accountTypeName, now);
      const [last] = await latestResults(deps, game.code, 1);
      return { code: game.code, name: gameName(game, language), maintenance: game.maintenance, drawNo: issue.drawNo, drawAt: issue.drawAt, last: last ?? null };
    }),
  );
}

export async function lotteryBoard(deps: ProviderDeps, game: PlayableGame, memberId: number) {
  await runDueDraws(deps, { gameCode: game.code });
  const now = deps.clock.now();
  const issue = openIssue(game.accountTypeName, now);
  const tickets = await deps.db
    .select({ ticket: lotteryTickets, drawNo: lotteryDraws.drawNo, numbers: lotteryDraws.numbers })
    .from(lotteryTickets)
    .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryTickets.drawId))
    .where(and(eq(lotteryTickets.memberId, memberId), eq(lotteryDraws.gameCode, game.code)))
    .orderBy(desc(lotteryTickets.createdAt), desc(lotteryTickets.id))
    .limit(ticketCount);
  return {
    drawNo: issue.drawNo,
    drawAt: issue.drawAt,
    serverNow: now,
    results: await latestResults(deps, game.code, resultCount),
    tickets: tickets.map(({ ticket, drawNo, numbers }) => ({
      roundId: ticket.roundId,
      drawNo,
      playType: ticket.playType,
      picks: ticket.picks,
      stake: ticket.stake,
      status: ticket.status,
      payout: ticket.payout,
      numbers: numbers ?? null,
    })),
  };
}
