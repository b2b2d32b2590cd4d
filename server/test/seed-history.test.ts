/**
 * The seeded history of a fresh install: a week of real rounds by seeded
 * players fills the winners board, the popular lottery and the mission
 * leaderboards on the first visit; every seeded wallet equals its ledger;
 * the demo accounts' balances are exactly what the demo seed alone gives;
 * and the history leaves every board by period as time passes.
 */
import { and, count, eq, gte, inArray, like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { popularLotterySchema, winnerBoardSchema } from '../../src/services/schemas/games';
import { openDatabase, type Db } from '../src/db';
import { bets, ledgerEntries, lotteryTickets, members, missionClaims, wallets } from '../src/db/schema';
import { popularLottery } from '../src/domain/games/lottery-games';
import { maskAccount, winnerBoard, winnerWindowMs } from '../src/domain/games/winner-board';
import { ledgerSum } from '../src/domain/ledger';
import { createMember, noPassword } from '../src/domain/members';
import { toCents } from '../src/domain/money';
import { missionLeaderboard, maskAccount as maskOnLeaderboard } from '../src/domain/rewards/leaderboard';
import { seedDatabase, seedDemoBrand } from '../src/seed';
import { seedHistory } from '../src/seed/history';
import { day } from '../src/seed/history/plan';
import { historyPlayers } from '../src/seed/history/players';
import { demoAccounts } from '../src/seed/members';
import { describeOnBothDatabases } from './databases';
import { answerOf } from './games/support';
import { useTestPasswordCost } from './password-cost';

const accounts = historyPlayers.map((player) => player.account);

async function playersOf(db: Db) {
  return db.select().from(members).where(inArray(members.account, accounts));
}

async function demoBalances(db: Db): Promise<Record<string, string>> {
  const rows = await db
    .select({ account: members.account, balance: wallets.balance })
    .from(members)
    .innerJoin(wallets, and(eq(wallets.memberId, members.id), eq(wallets.accountTypeId, 0)))
    .where(
      inArray(
        members.account,
        demoAccounts.map((account) => account.username),
      ),
    );
  return Object.fromEntries(rows.map((row) => [row.account, row.balance]));
}

/** Demo balances of a database seeded with the demo brand alone, made once for both database kinds. */
let demoOnly: Promise<{ db: Db; balances: Record<string, string>; close(): Promise<void> }> | undefined;
function demoOnlyDatabase() {
  demoOnly ??= (async () => {
    useTestPasswordCost();
    const database = await openDatabase({});
    await seedDemoBrand(database.db);
    return { db: database.db, balances: await demoBalances(database.db), close: () => database.close() };
  })();
  return demoOnly;
}
afterAll(async () => (await demoOnly)?.close());

describeOnBothDatabases('seeded history', (gateway) => {
  it('leaves the demo accounts’ balances exactly as the demo seed alone makes them', async () => {
    const alone = await demoOnlyDatabase();
    expect(Object.keys(alone.balances)).toHaveLength(demoAccounts.length);
    expect(await demoBalances(gateway().db)).toEqual(alone.balances);
  }, 120_000);

  it('fills the winners board, the popular lottery and the mission leaderboards on the first visit', async () => {
    const board = await answerOf(gateway(), 'winnerBoard', winnerBoardSchema, { query: { gameCategory: 'ALL', language: 'EN', limitNum: '20' } });
    expect(board.list).toHaveLength(20);
    const masked = new Set(accounts.map(maskAccount));
    expect(board.list.every((entry) => masked.has(entry.vo.customerName))).toBe(true);
    // Several players, several kinds of game, and some big wins among them.
    expect(new Set(board.list.map((entry) => entry.vo.customerName)).size).toBeGreaterThanOrEqual(6);
    expect([...new Set(board.list.map((entry) => entry.vo.gameType))]).toEqual(expect.arrayContaining(['RNG', 'LIVE']));
    const players = await playersOf(gateway().db);
    const rounds = await gateway()
      .db.select({ stake: bets.stake, payout: bets.payout, category: bets.category })
      .from(bets)
      .where(
        inArray(
          bets.memberId,
          players.map((player) => player.id),
        ),
      );
    const multiples = rounds.filter((round) => toCents(round.stake) > 0n).map((round) => Number(toCents(round.payout)) / Number(toCents(round.stake)));
    expect(multiples.filter((multiple) => multiple >= 50).length).toBeGreaterThanOrEqual(1);
    expect(board.list[0].vo.winAmount).toBeGreaterThanOrEqual(1_000);

    // The lottery the seeded players bought most tickets for in the last day leads the popular list.
    const popular = await answerOf(gateway(), 'lotteryPopular', popularLotterySchema, { query: { count: '6', language: 'EN' } });
    const sold = await gateway()
      .db.select({ nodeId: bets.nodeId, tickets: count() })
      .from(bets)
      .where(and(like(bets.roundId, 'hist-%'), inArray(bets.category, ['LOTT', 'ELOTT']), gte(bets.createdAt, gateway().deps.clock.now() - day)))
      .groupBy(bets.nodeId);
    expect(sold.length).toBeGreaterThanOrEqual(3);
    const most = Math.max(...sold.map((row) => Number(row.tickets)));
    expect(sold.filter((row) => Number(row.tickets) === most).map((row) => row.nodeId)).toContain(popular[0].nodeId);

    // The boards of the install's week and month (a run that crosses into a new week still checks the install's).
    const [first] = players;
    const install = first.createdAt + historyPlayers.find((player) => player.account === first.account)!.joinedDaysAgo * day;
    const shown = new Set(accounts.map(maskOnLeaderboard));
    for (const period of ['weekly', 'monthly'] as const) {
      const leaderboard = await missionLeaderboard(gateway().db, first.id, period, install);
      expect(leaderboard.list.length, period).toBeGreaterThanOrEqual(3);
      expect(leaderboard.list.every((entry) => shown.has(entry.account))).toBe(true);
    }
  });

  it('plays real rounds: every seeded wallet equals its ledger, every stake and payout is a ledger row', async () => {
    const db = gateway().db;
    const players = await playersOf(db);
    expect(players.map((player) => player.account).sort()).toEqual([...accounts].sort());
    for (const player of players) {
      // Nobody signs in as them, and no agent counts their play.
      expect(player).toMatchObject({ passwordHash: noPassword, uplineId: null, profile: { seededHistory: '1' } });
      const [wallet] = await db
        .select()
        .from(wallets)
        .where(and(eq(wallets.memberId, player.id), eq(wallets.accountTypeId, 0)));
      expect(wallet.balance, player.account).toBe(await ledgerSum(db, player.id));
    }
    const ids = players.map((player) => player.id);
    const rounds = await db.select().from(bets).where(inArray(bets.memberId, ids));
    expect(rounds.length).toBeGreaterThanOrEqual(100);
    expect(rounds.every((round) => round.status === 'settled' && round.roundId.startsWith('hist-'))).toBe(true);
    const ledger = await db.select().from(ledgerEntries).where(inArray(ledgerEntries.memberId, ids));
    const keys = new Map(ledger.map((row) => [row.idempotencyKey, row]));
    for (const round of rounds) {
      expect(toCents(keys.get(`bet:${round.roundId}`)!.amount)).toBe(-toCents(round.stake));
      const payout = toCents(round.payout);
      if (payout > 0n) expect(toCents(keys.get(`payout:${round.roundId}`)!.amount)).toBe(payout);
      else expect(keys.has(`payout:${round.roundId}`)).toBe(false);
    }
    // Spread over the week before the install, today included, never after it.
    const now = gateway().deps.clock.now();
    const days = new Set(rounds.map((round) => Math.floor(round.createdAt / day)));
    expect(days.size).toBeGreaterThanOrEqual(5);
    expect(rounds.every((round) => round.createdAt <= now && round.createdAt > now - 8 * day)).toBe(true);
    const open = await db
      .select({ n: count() })
      .from(lotteryTickets)
      .where(and(inArray(lotteryTickets.memberId, ids), eq(lotteryTickets.status, 'open')));
    expect(open[0].n).toBe(0);
    const claims = await db.select().from(missionClaims).where(inArray(missionClaims.memberId, ids));
    expect(claims.length).toBeGreaterThanOrEqual(3);
    for (const claim of claims.filter((entry) => entry.ledgerKey)) expect(keys.get(claim.ledgerKey!)?.kind).toBe('bonus');
  });

  it('is seeded once: seeding again adds nothing', async () => {
    const db = gateway().db;
    const before = await db.select({ n: count() }).from(ledgerEntries);
    await seedDatabase(db);
    await seedHistory(db);
    expect(await db.select({ n: count() }).from(ledgerEntries)).toEqual(before);
    expect(await playersOf(db)).toHaveLength(historyPlayers.length);
  });

  it('leaves every board by period as time passes', async () => {
    const db = gateway().db;
    const now = gateway().deps.clock.now();
    const later = (days: number) => now + days * day;
    expect((await winnerBoard(db, { limit: 20, language: 'EN', now: later(29) })).list.length).toBeGreaterThan(0);
    expect((await winnerBoard(db, { limit: 20, language: 'EN', now: now + winnerWindowMs + day })).list).toEqual([]);
    // A day on, the popular lottery is back in catalogue order.
    const [catalogueOrder, dayLater] = await Promise.all([
      popularLottery(db, { count: 6, language: 'EN', now: later(400) }),
      popularLottery(db, { count: 6, language: 'EN', now: later(1.1) }),
    ]);
    expect(dayLater.map((game) => game.code)).toEqual(catalogueOrder.map((game) => game.code));
    const [player] = await playersOf(db);
    for (const period of ['weekly', 'monthly'] as const) expect((await missionLeaderboard(db, player.id, period, later(40))).list).toEqual([]);
  });
});

describe('seeded history on a database where someone has played', () => {
  it('adds no history: the site is not fresh', async () => {
    const { db } = await demoOnlyDatabase();
    const member = await createMember(db, { account: 'realplayer', password: null, openingBalance: '10.00', now: Date.now() });
    await db.insert(bets).values({
      roundId: 'real-1',
      memberId: member.id,
      nodeId: 1,
      vendor: 'PG',
      category: 'RNG',
      stake: '1.00',
      payout: '0',
      status: 'settled',
      createdAt: Date.now(),
    });
    await seedHistory(db);
    expect(await playersOf(db)).toEqual([]);
  }, 120_000);
});
