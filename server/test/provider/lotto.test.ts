/** Lottery tickets and draws: sales close at the draw time, every draw is drawn and paid once, results show up. */
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { errorCodes } from '../../../src/services/error-codes';
import { bets, ledgerEntries, lotteryDraws, lotteryTickets } from '../../src/db/schema';
import { openIssue } from '../../src/domain/lottery-schedule';
import { runDueDraws, startDrawJob } from '../../src/provider';
import { movableClocks } from '../access/support';
import { describeOnBothDatabases } from '../databases';
import type { TestGateway } from '../harness';
import { buyTicket, fundedMember, insertGame, launch, moneyFigures, providerPost, tokenOf, type FundedMember, type GameRow } from './support';

const clocks = movableClocks();

describeOnBothDatabases(
  'lottery',
  (gateway, kind) => {
    const clock = clocks[kind];

    async function lotterySession(member: FundedMember, game: GameRow): Promise<string> {
      const answer = await launch(gateway(), member.token, {
        launchMode: 'LOTT',
        lottoPrizeMode: 'ELOTT',
        lottoGameCode: game.code,
        lottoView: 'betting',
        language: 'EN',
      });
      return (await providerPost(gateway(), '/session', { token: tokenOf(answer.body.value.content.game_url) })).body.value.session;
    }

    const buy = (session: string, game: GameRow, fields: Record<string, unknown> = {}) =>
      buyTicket(gateway(), session, game.code, openIssue('ELOTT', clock.now()).drawNo, fields);

    const lottoGame = (g: TestGateway) => insertGame(g, 'lotto', { gameType: 'ELOTT', accountTypeName: 'ELOTT' });

    it('sells a ticket for the open issue: stake debited at once, bets row open until the draw', async () => {
      const member = await fundedMember(gateway(), '100.00');
      const game = await lottoGame(gateway());
      const session = await lotterySession(member, game);
      const issue = openIssue('ELOTT', clock.now());
      const sold = await buy(session, game, { playType: 'BOX', picks: [9, 4, 1], bet: '5.00' });
      expect(sold.body.value).toMatchObject({ drawNo: issue.drawNo, drawAt: issue.drawAt, balance: '95.00', playType: 'BOX', picks: [9, 4, 1] });
      const [row] = await gateway().db.select().from(bets).where(eq(bets.roundId, sold.body.value.roundId));
      expect(row).toMatchObject({ status: 'open', stake: '5.00', payout: '0.00', category: 'ELOTT', nodeId: game.nodeId });
      const [ticket] = await gateway().db.select().from(lotteryTickets).where(eq(lotteryTickets.roundId, row.roundId));
      expect(ticket).toMatchObject({ status: 'open', playType: 'BOX', picks: [9, 4, 1], memberId: member.id });
      const figures = await moneyFigures(gateway(), member.id);
      expect(figures.balance).toBe(9_500n);
      expect(figures.balance).toBe(figures.ledger);
    });

    it('closes sales at the draw time with lottery.draw.closed, and sells the next issue', async () => {
      const member = await fundedMember(gateway(), '100.00');
      const game = await lottoGame(gateway());
      const session = await lotterySession(member, game);
      const issue = openIssue('ELOTT', clock.now());
      clock.advance(issue.drawAt - clock.now());
      const late = await buy(session, game, { drawNo: issue.drawNo });
      expect(late.status).toBe(409);
      expect(late.body.errorCode).toBe(errorCodes.drawClosed);
      expect((await buy(session, game)).body.value.drawNo).toBe(openIssue('ELOTT', clock.now()).drawNo);
      expect((await moneyFigures(gateway(), member.id)).rounds).toBe(1);
    });

    it('refuses picks that do not fit the bet type, unknown bet types and stakes outside the sizes with bet.invalid', async () => {
      const member = await fundedMember(gateway(), '100.00');
      const game = await lottoGame(gateway());
      const session = await lotterySession(member, game);
      for (const fields of [{ playType: 'BOX', picks: [1, 1, 2] }, { playType: 'TWO', picks: [1, 2, 3] }, { playType: 'JACKPOT' }, { bet: '3.00' }]) {
        expect((await buy(session, game, fields)).body.errorCode).toBe(errorCodes.betInvalid);
      }
      const other = await insertGame(gateway(), 'lotto', { accountTypeName: 'LOTT' });
      expect((await buy(session, other)).body.errorCode).toBe(errorCodes.gameNotFound);
      expect((await moneyFigures(gateway(), member.id)).rounds).toBe(0);
    });

    it('draws each due draw once even when two job runs race, and pays each winner once', async () => {
      const member = await fundedMember(gateway(), '100.00');
      const lotteries = [await lottoGame(gateway()), await lottoGame(gateway()), await lottoGame(gateway())];
      // Every draw comes out 7 7 7: of these endings only 7 7 wins; the others miss by one digit or both.
      const endings = [
        [7, 7],
        [7, 6],
        [6, 7],
        [0, 0],
      ];
      const sevens = { int: () => 7 };
      for (const game of lotteries) {
        const session = await lotterySession(member, game);
        const sales = await Promise.all(
          endings.map((picks) => buy(session, game, { playType: 'TWO', picks }).then((sold) => sold.body.success || sold.body.errorCode)),
        );
        // One session plays one round at a time: retry the ones refused for overlapping.
        for (const [index, picks] of endings.entries()) {
          if (sales[index] === errorCodes.roundInProgress) expect((await buy(session, game, { playType: 'TWO', picks })).body.success).toBe(true);
          else expect(sales[index]).toBe(true);
        }
      }
      clock.advance(openIssue('ELOTT', clock.now()).drawAt - clock.now());
      const [first, second] = await Promise.all([runDueDraws(gateway().deps, { random: sevens }), runDueDraws(gateway().deps, { random: sevens })]);
      const ours = [...first, ...second].filter((report) => lotteries.some((game) => game.code === report.gameCode));
      expect(ours.map((report) => report.gameCode).sort()).toEqual(lotteries.map((game) => game.code).sort());
      expect(ours.every((report) => report.tickets === endings.length && report.winners === 1)).toBe(true);
      expect(await runDueDraws(gateway().deps)).toEqual([]);

      const payouts = await gateway()
        .db.select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.memberId, member.id), eq(ledgerEntries.kind, 'payout')));
      expect(payouts.map((entry) => entry.amount)).toEqual(['95.00', '95.00', '95.00']);
      const figures = await moneyFigures(gateway(), member.id);
      expect(figures.balance).toBe(10_000n - 3n * 4n * 100n + 3n * 9_500n);
      expect(figures.balance).toBe(figures.ledger);
      expect(figures.balance).toBe(member.openingCents + figures.payouts - figures.stakes);
      const open = await gateway()
        .db.select()
        .from(bets)
        .where(and(eq(bets.memberId, member.id), eq(bets.status, 'open')));
      expect(open).toHaveLength(0);
      const won = await gateway()
        .db.select()
        .from(lotteryTickets)
        .where(and(eq(lotteryTickets.memberId, member.id), eq(lotteryTickets.status, 'won')));
      expect(won.map((ticket) => ticket.picks)).toEqual([
        [7, 7],
        [7, 7],
        [7, 7],
      ]);
      for (const report of ours) {
        const [draw] = await gateway().db.select().from(lotteryDraws).where(eq(lotteryDraws.id, report.drawId));
        expect(draw).toMatchObject({ status: 'drawn', numbers: [7, 7, 7] });
        expect(report.numbers).toEqual([7, 7, 7]);
      }
    });

    it('leaves a draw open when its run fails half-way, for the next run to draw and pay once', async () => {
      const member = await fundedMember(gateway(), '100.00');
      const game = await lottoGame(gateway());
      const session = await lotterySession(member, game);
      const sold = await buy(session, game, { playType: 'TWO', picks: [0, 0] });
      clock.advance(openIssue('ELOTT', clock.now()).drawAt - clock.now());
      const failing = {
        int: () => {
          throw new Error('entropy source failed');
        },
      };
      await expect(runDueDraws(gateway().deps, { gameCode: game.code, random: failing })).rejects.toThrow('entropy source failed');
      const [open] = await gateway()
        .db.select()
        .from(lotteryDraws)
        .where(and(eq(lotteryDraws.gameCode, game.code), eq(lotteryDraws.drawNo, sold.body.value.drawNo)));
      expect(open).toMatchObject({ status: 'open', numbers: null, claimedAt: null });
      // Draws 0 0 0: the ticket on the last two digits 0 0 wins.
      const reports = await runDueDraws(gateway().deps, { gameCode: game.code, random: { int: () => 0 } });
      expect(reports.find((report) => report.drawNo === open.drawNo)).toMatchObject({ numbers: [0, 0, 0], tickets: 1, winners: 1 });
      const [row] = await gateway().db.select().from(bets).where(eq(bets.roundId, sold.body.value.roundId));
      expect(row).toMatchObject({ status: 'settled', payout: '95.00' });
      expect(await runDueDraws(gateway().deps, { gameCode: game.code })).toEqual([]);
      const figures = await moneyFigures(gateway(), member.id);
      expect(figures.balance).toBe(10_000n - 100n + 9_500n);
      expect(figures.balance).toBe(figures.ledger);
    });

    it('settles when the board is looked at after the draw time, even with no job running, and shows the result', async () => {
      const member = await fundedMember(gateway(), '100.00');
      const game = await lottoGame(gateway());
      const session = await lotterySession(member, game);
      const issue = openIssue('ELOTT', clock.now());
      const sold = await buy(session, game, { playType: 'STRAIGHT', picks: [4, 5, 6], bet: '2.00' });
      const before = (await providerPost(gateway(), '/lotto/board', { session, gameCode: game.code })).body.value;
      expect(before).toMatchObject({ drawNo: issue.drawNo, drawAt: issue.drawAt, betSizes: ['1.00', '2.00', '5.00', '10.00', '20.00', '50.00'] });
      expect(before.tickets).toEqual([expect.objectContaining({ roundId: sold.body.value.roundId, status: 'open', numbers: null })]);
      clock.advance(issue.drawAt - clock.now() + 1);
      const after = (await providerPost(gateway(), '/lotto/board', { session, gameCode: game.code })).body.value;
      const result = after.results.find((draw: { drawNo: string }) => draw.drawNo === issue.drawNo);
      expect(result.numbers).toHaveLength(3);
      const won = result.numbers.join() === '4,5,6';
      expect(after.tickets[0]).toMatchObject({ status: won ? 'won' : 'lost', payout: won ? '1900.00' : '0.00', numbers: result.numbers });
      const [row] = await gateway().db.select().from(bets).where(eq(bets.roundId, sold.body.value.roundId));
      expect(row).toMatchObject({ status: 'settled', payout: won ? '1900.00' : '0.00' });
      expect(row.detail).toMatchObject({ numbers: result.numbers, won });
    });

    it('keeps the Vietnam lottery drawn without tickets, five digits a draw', async () => {
      const game = await insertGame(gateway(), 'lotto', { gameType: 'LOTT', accountTypeName: 'TCG_LOTTO_VN' });
      await runDueDraws(gateway().deps);
      const draws = await gateway().db.select().from(lotteryDraws).where(eq(lotteryDraws.gameCode, game.code));
      expect(draws).toHaveLength(6);
      expect(draws.every((draw) => draw.status === 'drawn' && draw.numbers?.length === 5 && draw.drawAt <= clock.now())).toBe(true);
    });

    it('lists the lottery’s games with their open issue in the lobby', async () => {
      const member = await fundedMember(gateway(), '10.00');
      const game = await lottoGame(gateway());
      const answer = await launch(gateway(), member.token, { launchMode: 'LOTT', lottoPrizeMode: 'ELOTT', lottoView: 'lobby', language: 'EN' });
      const table = (await providerPost(gateway(), '/session', { token: tokenOf(answer.body.value.content.game_url) })).body.value;
      const listed = table.lobby.find((entry: { code: string }) => entry.code === game.code);
      const issue = openIssue('ELOTT', clock.now());
      expect(listed).toMatchObject({ name: 'Test lotto', drawNo: issue.drawNo, drawAt: issue.drawAt, maintenance: false });
      expect(listed.last.numbers).toHaveLength(3);
      expect(table.lotto.playTypes.map((type: { code: string }) => type.code)).toEqual(['STRAIGHT', 'BOX', 'TWO']);
    });

    it('draws on its own when the job runs, until stopped', async () => {
      const member = await fundedMember(gateway(), '10.00');
      const game = await lottoGame(gateway());
      const session = await lotterySession(member, game);
      const sold = await buy(session, game);
      clock.advance(openIssue('ELOTT', clock.now()).drawAt - clock.now());
      const job = startDrawJob(gateway().deps, { intervalMs: 10 });
      try {
        await expect
          .poll(async () => (await gateway().db.select().from(lotteryTickets).where(eq(lotteryTickets.roundId, sold.body.value.roundId)))[0].status, {
            timeout: 5_000,
          })
          .not.toBe('open');
      } finally {
        await job.stop();
      }
    });
  },
  (kind) => ({ clock: clocks[kind] }),
);
