/**
 * Money under load on one account: 500 requests at once — transfers to and
 * from game wallets, withdrawals, bets in their own transactions, and
 * retries reusing request ids and ledger keys. Afterwards every wallet
 * equals its ledger, no balance was ever negative, no key moved money twice,
 * retries answered what the first answered, and the money adds up.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Envelope } from '../../../src/services/envelope';
import { errorCodes } from '../../../src/services/error-codes';
import { ledgerEntries, wallets } from '../../src/db/schema';
import { applyMovement, moveMoney } from '../../src/domain/ledger';
import { fromCents, toCents } from '../../src/domain/money';
import { DomainError } from '../../src/http/domain-error';
import { send } from '../access/support';
import { describeOnBothDatabases } from '../databases';
import { changeWithdrawConfig, walletsAgainstLedger, withdrawingMember } from './support';

const total = 500;
const opening = '8000.00';

/** A small seeded generator, so every run fires the same mix. */
function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => ((state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 2 ** 32);
  return { next, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) };
}

type Op =
  | { kind: 'transfer'; requestId: string; from: number; to: number; amount: string }
  | { kind: 'withdraw'; requestId: string; amount: string }
  | { kind: 'bet'; key: string; amount: string; replay: boolean };

function mix(): Op[] {
  const random = seeded(20261124);
  const ops: Op[] = [];
  const cents = (min: number, max: number) => fromCents(BigInt(random.int(min, max)));
  while (ops.length < total) {
    const roll = random.next();
    const earlier = ops.length > 0 ? ops[random.int(0, ops.length - 1)] : undefined;
    if (roll < 0.15 && earlier) {
      // A retry: the same request id (or ledger key) as an earlier request, fired alongside it.
      ops.push(earlier.kind === 'bet' ? { ...earlier, replay: true } : { ...earlier });
    } else if (roll < 0.55) {
      const game = random.int(1, 5);
      const out = random.next() < 0.55;
      ops.push({ kind: 'transfer', requestId: randomUUID(), from: out ? 0 : game, to: out ? game : 0, amount: cents(100, 8000) });
    } else if (roll < 0.63) {
      ops.push({ kind: 'withdraw', requestId: randomUUID(), amount: cents(10000, 40000) });
    } else {
      ops.push({ kind: 'bet', key: `bet:${randomUUID()}`, amount: cents(50, 2000), replay: false });
    }
  }
  return ops;
}

describeOnBothDatabases('money under 500 concurrent requests on one account', (gateway, kind) => {
  it('keeps every wallet equal to its ledger, never negative, each key moving money once', async () => {
    const member = await withdrawingMember(gateway(), opening);
    await changeWithdrawConfig(gateway(), { dailyCountLimit: 1000 });
    const ops = mix();
    const now = () => gateway().deps.clock.now();

    const started = performance.now();
    const answers = await Promise.all(
      ops.map(async (op): Promise<Envelope | { success: boolean; errorCode: string | null }> => {
        if (op.kind === 'transfer') {
          const data = { requestId: op.requestId, fromAccountTypeId: op.from, toAccountTypeId: op.to, amount: op.amount };
          return (await send(gateway(), 'walletTransfer', { token: member.token, data })).body;
        }
        if (op.kind === 'withdraw') {
          const data = { requestId: op.requestId, amount: op.amount, bankAccountId: member.bankAccountId, paymentPassword: member.paymentPassword };
          return (await send(gateway(), 'withdraw', { token: member.token, data })).body;
        }
        const movement = { memberId: member.id, cents: -toCents(op.amount), kind: 'bet' as const, idempotencyKey: op.key, now: now() };
        try {
          if (op.replay) await moveMoney(gateway().db, movement);
          else await gateway().db.transaction((tx) => applyMovement(tx, movement));
          return { success: true, errorCode: null };
        } catch (error) {
          if (error instanceof DomainError) return { success: false, errorCode: error.code };
          // The original and its retry raced: the loser of a plain transaction hits the key.
          return { success: false, errorCode: 'duplicate.key' };
        }
      }),
    );
    const elapsed = performance.now() - started;

    const allowed = new Set<string | null>([null, errorCodes.insufficientBalance, 'duplicate.key']);
    for (const answer of answers) expect(allowed.has(answer.errorCode), String(answer.errorCode)).toBe(true);

    // Every wallet equals its ledger; no balance, then or now, below zero.
    const figures = await walletsAgainstLedger(gateway(), member.id);
    for (const wallet of figures) {
      expect(wallet.balance, `wallet ${wallet.accountTypeId}`).toBe(wallet.ledger);
      expect(wallet.balance >= 0n).toBe(true);
    }
    const [lowest] = await gateway()
      .db.select({ value: sql<string>`min(${ledgerEntries.balanceAfter})` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.memberId, member.id));
    expect(toCents(lowest.value) >= 0n).toBe(true);

    // Each request moved money at most once; retries of a request answered alike.
    const byRequest = new Map<string, { op: Op; answers: (typeof answers)[number][] }>();
    ops.forEach((op, index) => {
      const id = op.kind === 'bet' ? op.key : op.requestId;
      const group = byRequest.get(id) ?? { op, answers: [] };
      group.answers.push(answers[index]);
      byRequest.set(id, group);
    });
    // The member's ledger keys, read once and matched here: a query per request took as long as the load itself.
    const keys = (
      await gateway().db.select({ key: ledgerEntries.idempotencyKey }).from(ledgerEntries).where(eq(ledgerEntries.memberId, member.id))
    ).map((row) => row.key);
    let retried = 0;
    let replayedGroups = 0;
    let expectedCents = toCents(opening);
    for (const [id, { op, answers: group }] of byRequest) {
      if (group.length > 1) retried += group.length - 1;
      const successes = group.filter((answer) => answer.success);
      if (successes.length > 1) replayedGroups += 1;
      for (const success of successes) expect(success).toEqual(successes[0]);
      const rows = keys.filter((key) =>
        op.kind === 'transfer' ? key.startsWith(`transfer:${member.id}:${id}:`) : key === (op.kind === 'withdraw' ? `withdraw:${member.id}:${id}` : id),
      );
      expect(rows.length, `${op.kind} ${id}`).toBe(successes.length === 0 ? 0 : op.kind === 'transfer' ? 2 : 1);
      if (successes.length > 0 && op.kind === 'withdraw') expectedCents -= toCents(op.amount) + (toCents(op.amount) * 150n + 5000n) / 10000n;
      if (successes.length > 0 && op.kind === 'bet') expectedCents -= toCents(op.amount);
    }
    const held = await gateway().db.select().from(wallets).where(eq(wallets.memberId, member.id));
    expect(held.reduce((sum, row) => sum + toCents(row.balance), 0n)).toBe(expectedCents);

    expect(replayedGroups).toBeGreaterThan(0);
    const tally = (name: Op['kind']) => {
      const mine = answers.filter((_, index) => ops[index].kind === name);
      return `${name} ${mine.filter((answer) => answer.success).length}/${mine.length}`;
    };
    console.log(
      `[funds concurrency, ${kind}] ${total} requests in ${Math.round(elapsed)} ms (${(total / (elapsed / 1000)).toFixed(0)}/s); ` +
        `succeeded: ${tally('transfer')}, ${tally('withdraw')}, ${tally('bet')}; ${retried} retries, ${replayedGroups} answered twice alike; ` +
        `${figures.length} wallets equal their ledgers`,
    );
  });
});
