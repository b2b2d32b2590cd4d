/** Paid rounds: every stake and payout on the ledger with its bets row, and every refusal leaves the ledger exact. */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { errorCodes } from '../../../src/services/error-codes';
import { bets, games, ledgerEntries, providerRoundClaims } from '../../src/db/schema';
import { moveMoney } from '../../src/domain/ledger';
import { fromCents, toCents } from '../../src/domain/money';
import { duelPayout } from '../../src/provider/duel/duel-engine';
import { duelTables } from '../../src/provider/duel/sides';
import { hashSecret } from '../../src/provider/secrets';
import { slotThemeFor } from '../../src/provider/slot/themes';
import { movableClocks } from '../access/support';
import { describeOnBothDatabases } from '../databases';
import { duel, fundedMember, insertGame, moneyFigures, openTable, spin } from './support';

const clocks = movableClocks();

describeOnBothDatabases(
  'paid rounds',
  (gateway, kind) => {
    async function expectExact(memberId: number, openingCents: bigint) {
      const figures = await moneyFigures(gateway(), memberId);
      expect(figures.balance).toBe(figures.ledger);
      expect(figures.balance).toBe(openingCents + figures.payouts - figures.stakes);
      return figures;
    }

    it('spins move the stake and the payout on the ledger with one bets row per round', async () => {
      const member = await fundedMember(gateway(), '500.00');
      const game = await insertGame(gateway(), 'slot', { minBet: '0.50' });
      const { session, table } = await openTable(gateway(), member, game);
      expect(table.betSizes).toEqual(['0.50', '1.00', '2.50', '5.00', '10.00', '25.00', '50.00']);
      expect(table.slot.lines).toHaveLength(10);
      // The game's theme deals the reels, and the spins land on its symbols.
      const theme = slotThemeFor({ code: game.code, names: { EN: 'Test slot' }, category: 'RNG' });
      expect(table.slot).toMatchObject({ theme: theme.id, reels: theme.machine.reels, scatter: theme.machine.scatter });
      const symbols = new Set(theme.machine.reels.flat());
      let lastBalance = '';
      for (let round = 0; round < 12; round++) {
        const answer = await spin(gateway(), session, table.betSizes[round % 3]);
        expect(answer.body.success).toBe(true);
        const { payout, lineWins, scatter, window } = answer.body.value;
        expect(window).toHaveLength(5);
        expect((window as string[][]).flat().every((symbol) => symbols.has(symbol))).toBe(true);
        const parts = lineWins.reduce((sum: bigint, win: { amount: string }) => sum + toCents(win.amount), toCents(scatter?.amount ?? '0'));
        expect(fromCents(parts)).toBe(payout);
        lastBalance = answer.body.value.balance;
      }
      const figures = await expectExact(member.id, member.openingCents);
      expect(figures.rounds).toBe(12);
      expect(fromCents(figures.balance)).toBe(lastBalance);
      const rows = await gateway().db.select().from(bets).where(eq(bets.memberId, member.id));
      const ledger = await gateway().db.select().from(ledgerEntries).where(eq(ledgerEntries.memberId, member.id));
      for (const row of rows) {
        expect(row).toMatchObject({ nodeId: game.nodeId, vendor: game.vendor, category: 'RNG', status: 'settled', accountTypeId: 0 });
        const stake = ledger.find((entry) => entry.idempotencyKey === `bet:${row.roundId}`);
        expect(stake).toMatchObject({ kind: 'bet', reference: `${row.roundId}:${game.code}` });
        expect(toCents(stake!.amount)).toBe(-toCents(row.stake));
        const paid = ledger.find((entry) => entry.idempotencyKey === `payout:${row.roundId}`);
        if (toCents(row.payout) > 0n) expect(toCents(paid!.amount)).toBe(toCents(row.payout));
        else expect(paid).toBeUndefined();
      }
    });

    it('duels pay by the side picked and the result drawn, with the sides of each category', async () => {
      const member = await fundedMember(gateway(), '2000.00');
      const cases = [
        { fields: { gameType: 'LIVE' }, table: duelTables.baccarat },
        { fields: { gameType: 'LIVE', gameClassify: 'DRAGON_TIGER' }, table: duelTables.dragonTiger },
        { fields: { gameType: 'SPORTS', vendorGroup: 'COCKFIGHT' }, table: duelTables.cockfight },
        { fields: { gameType: 'ESPORTS' }, table: duelTables.match },
        { fields: { gameType: 'PVP' }, table: duelTables.baccarat },
      ];
      for (const { fields, table } of cases) {
        const game = await insertGame(gateway(), 'duel', fields);
        const { session, table: described } = await openTable(gateway(), member, game);
        expect(described.duel.sides).toEqual(table.sides);
        for (const side of [...table.sides, ...table.sides]) {
          const answer = await duel(gateway(), session, side, '5.00');
          expect(answer.body.success).toBe(true);
          const { result, payout, reveal } = answer.body.value;
          expect(table.sides).toContain(result);
          expect(reveal.kind).toBe(table.kind);
          expect(payout).toBe(fromCents(duelPayout(table, side, result, 500n)));
        }
      }
      const rows = await gateway().db.select().from(bets).where(eq(bets.memberId, member.id));
      expect(new Set(rows.map((row) => row.category))).toEqual(new Set(['LIVE', 'COCKFIGHT', 'ESPORTS', 'PVP']));
      await expectExact(member.id, member.openingCents);
    });

    it('refuses a replayed round id with round.replayed and moves nothing', async () => {
      const member = await fundedMember(gateway());
      const { session } = await openTable(gateway(), member, await insertGame(gateway(), 'slot'));
      const roundId = randomUUID();
      expect((await spin(gateway(), session, '1.00', roundId)).body.success).toBe(true);
      const before = await moneyFigures(gateway(), member.id);
      const replay = await spin(gateway(), session, '1.00', roundId);
      expect(replay.status).toBe(409);
      expect(replay.body.errorCode).toBe(errorCodes.roundReplayed);
      // The same id at another table is the same round too.
      const { session: other } = await openTable(gateway(), member, await insertGame(gateway(), 'duel'));
      expect((await duel(gateway(), other, 'PLAYER', '1.00', roundId)).body.errorCode).toBe(errorCodes.roundReplayed);
      expect(await moneyFigures(gateway(), member.id)).toEqual(before);
    });

    it('refuses a stake the balance cannot cover, leaving no trace, and plays on once funded', async () => {
      const member = await fundedMember(gateway(), '0.50');
      const { session } = await openTable(gateway(), member, await insertGame(gateway(), 'slot'));
      const refused = await spin(gateway(), session, '1.00');
      expect(refused.body).toMatchObject({ success: false, errorCode: errorCodes.insufficientBalance });
      const figures = await expectExact(member.id, member.openingCents);
      expect(figures.rounds).toBe(0);
      expect(await gateway().db.select().from(ledgerEntries).where(eq(ledgerEntries.memberId, member.id))).toHaveLength(1);
      const claims = await gateway()
        .db.select()
        .from(providerRoundClaims)
        .where(eq(providerRoundClaims.sessionHash, hashSecret(session)));
      expect(claims).toEqual([]);
      await moveMoney(gateway().db, { memberId: member.id, cents: 100n, kind: 'deposit', idempotencyKey: `top-up:${member.id}`, now: clocks[kind].now() });
      const funded = await spin(gateway(), session, '1.00');
      expect(funded.body.success).toBe(true);
      await expectExact(member.id, member.openingCents + 100n);
    });

    it('refuses stakes outside the table’s sizes and sides the table does not have with bet.invalid', async () => {
      const member = await fundedMember(gateway());
      const { session } = await openTable(gateway(), member, await insertGame(gateway(), 'slot'));
      expect((await spin(gateway(), session, '3.00')).body.errorCode).toBe(errorCodes.betInvalid);
      const { session: table } = await openTable(gateway(), member, await insertGame(gateway(), 'duel'));
      expect((await duel(gateway(), table, 'MERON', '1.00')).body.errorCode).toBe(errorCodes.betInvalid);
      expect((await duel(gateway(), table, 'PLAYER', '2.00')).body.errorCode).toBe(errorCodes.betInvalid);
      expect((await moneyFigures(gateway(), member.id)).rounds).toBe(0);
    });

    it('refuses a round on another engine’s table and on a game that went under maintenance', async () => {
      const member = await fundedMember(gateway());
      const game = await insertGame(gateway(), 'slot');
      const { session } = await openTable(gateway(), member, game);
      expect((await duel(gateway(), session, 'PLAYER', '1.00')).body.errorCode).toBe(errorCodes.gameNotFound);
      await gateway().db.update(games).set({ maintenance: true }).where(eq(games.nodeId, game.nodeId));
      const answer = await spin(gateway(), session);
      expect(answer.body.errorCode).toBe(errorCodes.gameMaintenance);
      expect((await moneyFigures(gateway(), member.id)).rounds).toBe(0);
    });

    it('answers round.in.progress to rounds overlapping one in flight on the same session', async () => {
      const member = await fundedMember(gateway());
      const { session } = await openTable(gateway(), member, await insertGame(gateway(), 'slot'));
      const answers = await Promise.all(Array.from({ length: 8 }, () => spin(gateway(), session)));
      const played = answers.filter((answer) => answer.body.success);
      const refused = answers.filter((answer) => answer.body.errorCode === errorCodes.roundInProgress);
      expect(played.length).toBeGreaterThanOrEqual(1);
      // In-process PGlite answers a whole request without yielding to the next one, so only
      // PostgreSQL's connection pool really runs them side by side.
      if (kind === 'postgres') expect(refused.length).toBeGreaterThanOrEqual(1);
      expect(played.length + refused.length).toBe(answers.length);
      expect(refused.every((answer) => answer.status === 409)).toBe(true);
      const figures = await expectExact(member.id, member.openingCents);
      expect(figures.rounds).toBe(played.length);
    });

    it('waits for a round another instance has in flight, and takes over a claim older than 30 seconds', async () => {
      const member = await fundedMember(gateway());
      const { session } = await openTable(gateway(), member, await insertGame(gateway(), 'slot'));
      const now = clocks[kind].now();
      const where = eq(providerRoundClaims.sessionHash, hashSecret(session));
      await gateway()
        .db.insert(providerRoundClaims)
        .values({ sessionHash: hashSecret(session), roundId: randomUUID(), startedAt: now - 29_000 });
      expect((await spin(gateway(), session)).body.errorCode).toBe(errorCodes.roundInProgress);
      await gateway()
        .db.update(providerRoundClaims)
        .set({ startedAt: now - 30_000 })
        .where(where);
      expect((await spin(gateway(), session)).body.success).toBe(true);
      expect(await gateway().db.select().from(providerRoundClaims).where(where)).toEqual([]);
      await expectExact(member.id, member.openingCents);
    });
  },
  (kind) => ({ clock: clocks[kind] }),
);
