/**
 * applyMovement under random concurrent movements, on members with and without a wallet yet: the wallet row
 * is created only when a movement finds none (the fast path is one UPDATE). Whatever the mix of credits,
 * debits too large to cover, keys sent twice and movements racing on one member, afterwards every wallet
 * equals its ledger sum and a plain model's sum of the movements that were accepted, no balance is below
 * zero, and a refused movement left no ledger row.
 */
import { and, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { errorCodes } from '../../../src/services/error-codes';
import { ledgerEntries, members, wallets } from '../../src/db/schema';
import { ledgerSum, moveMoney } from '../../src/domain/ledger';
import { toCents } from '../../src/domain/money';
import { DomainError } from '../../src/http/domain-error';
import { describeOnBothDatabases } from '../databases';

const movement = fc.record({
  member: fc.integer({ min: 0, max: 3 }),
  /** Debits twice as likely, so some cannot be covered. */
  cents: fc.oneof(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: -6000, max: -1 }), fc.integer({ min: -6000, max: -1 })),
  /** Send an earlier movement's key again (a retry), or a new one. */
  reuse: fc.oneof({ arbitrary: fc.constant(null), weight: 5 }, { arbitrary: fc.nat(), weight: 1 }),
});

let run = 0;

describeOnBothDatabases('ledger movements under random concurrent load', (gateway, kind) => {
  it('keeps every wallet equal to its ledger and to the accepted movements, never below zero', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(movement, { minLength: 1, maxLength: 24 }), async (planned) => {
        const db = gateway().db;
        const now = Date.now();
        run += 1;
        // Fresh members each case: the first movements of a member find no wallet row.
        const ids: number[] = [];
        for (let index = 0; index < 4; index++) {
          const [row] = await db
            .insert(members)
            .values({ account: `ledger${kind}${process.pid}r${run}m${index}`, nickname: 'Ledger', passwordHash: 'unused', passwordChangedAt: now, createdAt: now })
            .returning({ id: members.id });
          ids.push(row!.id);
        }
        const keys = planned.map((step, index) => (step.reuse === null || index === 0 ? `ledger-property:${run}:${index}` : `ledger-property:${run}:${step.reuse % index}`));
        const outcomes = await Promise.all(
          planned.map((step, index) =>
            moveMoney(db, { memberId: ids[step.member]!, cents: BigInt(step.cents), kind: step.cents > 0 ? 'deposit' : 'withdraw', idempotencyKey: keys[index]!, now }).then(
              (result) => ({ ok: true as const, result }),
              (error: unknown) => {
                if (error instanceof DomainError && error.code === errorCodes.insufficientBalance) return { ok: false as const };
                throw error;
              },
            ),
          ),
        );
        // Racing senders of one key: whichever committed first is the movement, the others answer its result.
        const landed = await db.select().from(ledgerEntries).where(inArray(ledgerEntries.idempotencyKey, [...new Set(keys)]));
        const landedKeys = new Set(landed.map((row) => row.idempotencyKey));
        for (const [index, outcome] of outcomes.entries()) {
          if (outcome.ok) expect(landedKeys.has(keys[index]!)).toBe(true);
        }
        for (const [index, id] of ids.entries()) {
          const expected = landed.filter((row) => row.memberId === id).reduce((sum, row) => sum + toCents(row.amount), 0n);
          const [wallet] = await db.select({ balance: wallets.balance }).from(wallets).where(and(eq(wallets.memberId, id), eq(wallets.accountTypeId, 0)));
          const balance = toCents(wallet?.balance ?? '0');
          expect(balance, `member ${index}`).toBe(expected);
          expect(toCents(await ledgerSum(db, id))).toBe(balance);
          expect(balance >= 0n).toBe(true);
          // Every ledger row is one planned movement of this member under its key, landed once.
          for (const row of landed.filter((entry) => entry.memberId === id)) {
            const senders = planned.filter((step, at) => keys[at] === row.idempotencyKey && ids[step.member] === id && BigInt(step.cents) === toCents(row.amount));
            expect(senders.length).toBeGreaterThan(0);
          }
        }
      }),
      { numRuns: 15 },
    );
  }, 240_000);
});
