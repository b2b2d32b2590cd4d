/**
 * The statement and the last-game recall over HTTP, on an injected clock:
 * a seeded series of deposits, a bonus, rounds paid partly with bonus money,
 * a withdrawal and its partial return, whose figures must add up (opening
 * balance plus every figure equals the closing balance), over the whole
 * life and over a later part of it; periods over twelve months or before the
 * account refused per field; the CSV file's header, figures and lines; the
 * recall's ten latest rounds with their reels.
 */
import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { expect, it } from 'vitest';
import { calls } from '../../../src/services/calls';
import { errorCodes } from '../../../src/services/error-codes';
import { headers } from '../../../src/services/headers';
import { gameRecallSchema, statementSchema, type Statement } from '../../../src/services/schemas/statement';
import { moveMoney, type LedgerKind } from '../../src/domain/ledger';
import { openSession } from '../../src/domain/sessions';
import { toCents } from '../../src/domain/money';
import { movableClocks, send } from '../access/support';
import { describeOnBothDatabases } from '../databases';
import type { TestGateway } from '../harness';
import { memberWithSession } from '../http';
import { insertGame, playSession, spin } from '../provider/support';
import { claim, playRound, wageringPromotion } from '../wagering/support';

const clocks = movableClocks();
const hour = 3_600_000;
const day = 24 * hour;

const statementOf = async (gateway: TestGateway, token: string, period: { startTime?: number; endTime?: number } = {}) => {
  const answer = await send(gateway, 'statement', { token, data: period });
  expect(answer.body.success, JSON.stringify(answer.body)).toBe(true);
  return v.parse(statementSchema, answer.body.value);
};

const csvOf = (gateway: TestGateway, token: string, period: { startTime: number; endTime: number }, language = 'EN') =>
  fetch(`${gateway.url}${calls.statementCsv.path}?startTime=${period.startTime}&endTime=${period.endTime}`, {
    headers: { [headers.merchant]: 'XSP', [headers.authorization]: token, [headers.language]: language },
  });

/** Opening balance plus every figure of the period is the closing balance, to the cent. */
const addsUp = (statement: Statement) =>
  toCents(statement.openingBalance) + toCents(statement.period.netDeposits) + toCents(statement.netResult) + toCents(statement.otherMovements) === toCents(statement.closingBalance);

describeOnBothDatabases(
  'statement and game recall',
  (gateway, kind) => {
    const clock = clocks[kind];
    const move = (memberId: number, kind: LedgerKind, amount: string) =>
      moveMoney(gateway().db, { memberId, cents: toCents(amount), kind, idempotencyKey: `statement-test:${memberId}:${kind}:${clock.now()}`, now: clock.now() });

    /** Deposit 1,000; a 100 bonus; two rounds on day one (30 lost, 50 staked for 80); then a withdrawal of 200, 50 of it returned, and a 120 stake. */
    async function seededSeries() {
      const member = await memberWithSession(gateway());
      const opened = clock.now();
      const promotion = await wageringPromotion(gateway(), '100', { multiple: '5', base: 'bonus', weights: {} });
      clock.advance(hour);
      await move(member.id, 'deposit', '1000.00');
      await claim(gateway(), member.token, promotion);
      await playRound(gateway(), member.id, { stake: '30.00' });
      await playRound(gateway(), member.id, { stake: '50.00', payout: '80.00' });
      clock.advance(2 * day);
      const later = clock.now();
      await move(member.id, 'withdraw', '-200.00');
      await move(member.id, 'withdraw_reversal', '50.00');
      // 100 of bonus money left, so 20 of this stake is the member's own.
      await playRound(gateway(), member.id, { stake: '120.00' });
      clock.advance(hour);
      // Sessions lapse over a day of idleness: the member signs in again.
      return { member: { ...member, token: await openSession(gateway().deps, member.id) }, opened, later, end: clock.now() };
    }

    it('adds the figures up over the account’s life, bonus stakes apart', async () => {
      const { member, opened, end } = await seededSeries();
      const statement = await statementOf(gateway(), member.token, { startTime: opened, endTime: end });
      expect(statement).toMatchObject({
        accountOpenedAt: opened,
        openingBalance: '0.00',
        closingBalance: '830.00',
        period: { deposits: '1000.00', withdrawals: '150.00', netDeposits: '850.00' },
        lifetime: { deposits: '1000.00', withdrawals: '150.00', netDeposits: '850.00' },
        rounds: 3,
        stakes: { total: '200.00', cash: '20.00', bonus: '180.00' },
        winnings: '80.00',
        netResult: '-120.00',
        otherMovements: '100.00',
      });
      expect(addsUp(statement)).toBe(true);
    });

    it('covers a later part with its own opening balance and the whole life’s net deposits', async () => {
      const { member, later, end } = await seededSeries();
      const statement = await statementOf(gateway(), member.token, { startTime: later, endTime: end });
      expect(statement).toMatchObject({
        openingBalance: '1100.00',
        closingBalance: '830.00',
        period: { deposits: '0.00', withdrawals: '150.00', netDeposits: '-150.00' },
        lifetime: { deposits: '1000.00', withdrawals: '150.00', netDeposits: '850.00' },
        rounds: 1,
        stakes: { total: '120.00', cash: '20.00', bonus: '100.00' },
        winnings: '0.00',
        otherMovements: '0.00',
      });
      expect(addsUp(statement)).toBe(true);
    });

    it('shows the last three months without asking, from the account’s opening at the earliest', async () => {
      const { member, opened } = await seededSeries();
      const statement = await statementOf(gateway(), member.token);
      expect([statement.startTime, statement.endTime]).toEqual([opened, clock.now()]);
      expect(statement.closingBalance).toBe('830.00');
      clock.advance(200 * day);
      const months = await statementOf(gateway(), await openSession(gateway().deps, member.id));
      expect(months.endTime - months.startTime).toBe(92 * day);
    });

    it('refuses a period over twelve months, one starting before the account, and one that ends before it starts', async () => {
      const member = await memberWithSession(gateway(), { createdAt: clock.now() - 800 * day });
      const now = clock.now();
      const tooLong = await send(gateway(), 'statement', { token: member.token, data: { startTime: now - 367 * day, endTime: now } });
      expect([tooLong.status, tooLong.body.errorCode, tooLong.body.fields]).toEqual([400, errorCodes.statementPeriodTooLong, { startTime: errorCodes.statementPeriodTooLong }]);
      expect((await send(gateway(), 'statement', { token: member.token, data: { startTime: now - 366 * day, endTime: now } })).status).toBe(200);

      const young = await memberWithSession(gateway());
      const early = await send(gateway(), 'statement', { token: young.token, data: { startTime: now - 3 * day, endTime: now } });
      expect([early.status, early.body.errorCode, early.body.value]).toEqual([400, errorCodes.statementPeriodBeforeAccount, { accountOpenedAt: now }]);
      const reversed = await send(gateway(), 'statement', { token: young.token, data: { startTime: now, endTime: now - 1 } });
      expect(reversed.body.errorCode).toBe(errorCodes.periodInvalid);
      const csv = await csvOf(gateway(), member.token, { startTime: now - 400 * day, endTime: now });
      expect([csv.status, ((await csv.json()) as { errorCode: string }).errorCode]).toEqual([400, errorCodes.statementPeriodTooLong]);
    });

    it('answers the CSV file with its name, header, figures and one line per movement or day of play', async () => {
      const { member, opened, end } = await seededSeries();
      const answer = await csvOf(gateway(), member.token, { startTime: opened, endTime: end });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      const date = (time: number) => new Date(time).toISOString().slice(0, 10);
      expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="statement-${date(opened)}-${date(end)}.csv"`);
      const bytes = new Uint8Array(await answer.arrayBuffer());
      // The byte-order mark, for spreadsheets; decoding drops it.
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = new TextDecoder().decode(bytes);
      expect(text.startsWith('Item,Value\r\n')).toBe(true);
      const lines = text.trimEnd().split('\r\n');
      expect(lines).toContain('Deposits,1000.00');
      expect(lines).toContain('Stakes from bonus money,180.00');
      expect(lines).toContain('Net deposits since opening,850.00');
      expect(lines).toContain('Balance at the end,830.00');
      const table = lines.slice(lines.indexOf('') + 1);
      expect(table[0]).toBe('Date,Type,Reference,Amount');
      expect(table.slice(1).map((line) => line.split(',').slice(1).join(','))).toEqual([
        'Deposit,,1000.00',
        'Bonus,' + table[2]!.split(',')[2] + ',100.00',
        'Game play,2 rounds,0.00',
        'Withdrawal,,-200.00',
        'Withdrawal returned,,50.00',
        'Game play,1 rounds,-120.00',
      ]);
      expect(table[3]!.split(',')[0]).toBe(date(opened + hour));

      const tagalog = await (await csvOf(gateway(), member.token, { startTime: opened, endTime: end }, 'TY')).text();
      expect(tagalog.split('\r\n').slice(0, 2)).toEqual(['Item,Halaga', `Simula ng panahon,${new Date(opened).toISOString()}`]);
    });

    it('recalls the latest round and the nine before it, newest first, with the reels shown', async () => {
      const member = await memberWithSession(gateway());
      await move(member.id, 'deposit', '100.00');
      const game = await insertGame(gateway(), 'slot');
      const session = await playSession(gateway(), member, game);
      const rounds: string[] = [];
      for (let index = 0; index < 11; index++) {
        clock.advance(1000);
        const roundId = randomUUID();
        expect((await spin(gateway(), session, '1.00', roundId)).status).toBe(200);
        rounds.push(roundId);
      }
      clock.advance(1000);
      await playRound(gateway(), member.id, { stake: '2.00', payout: '1.00' });
      const answer = await send(gateway(), 'gameRecall', { token: member.token });
      const recall = v.parse(gameRecallSchema, answer.body.value);
      expect(recall.list).toHaveLength(10);
      expect(recall.list[0]).toMatchObject({ stake: '2.00', payout: '1.00', outcome: { kind: 'plain' } });
      // The provider may prefix its round ids: each recalled round carries the id the spin was sent with.
      expect(recall.list.slice(1).every((round, index) => round.roundId.includes(rounds[rounds.length - 1 - index]!))).toBe(true);
      for (const round of recall.list.slice(1)) {
        expect(round).toMatchObject({ stake: '1.00', status: 'settled', vendor: game.vendor, outcome: { kind: 'slot' } });
        const outcome = round.outcome as Extract<typeof round.outcome, { kind: 'slot' }>;
        expect([outcome.reels?.length, outcome.reels?.every((reel) => reel.length === 3)]).toEqual([5, true]);
      }
      const other = await memberWithSession(gateway());
      expect(v.parse(gameRecallSchema, (await send(gateway(), 'gameRecall', { token: other.token })).body.value).list).toEqual([]);
    });
  },
  (kind) => ({ clock: clocks[kind] }),
);
