/**
 * The one way money moves. A movement adds a signed amount to one wallet of
 * a member and writes the ledger row with the balance after it, under a
 * unique idempotency key. The balance update is a single conditional
 * statement (`balance + amount >= 0`), so two movements on one wallet can
 * never take it below zero, on PGlite or on PostgreSQL with many gateway
 * instances.
 *
 * `applyMovement` runs inside the caller's transaction, so a round's stake,
 * its payout and its bets row commit together; `moveMoney` is a movement on
 * its own, where a retry with the same key answers with the first result.
 */
import { and, eq, sql } from 'drizzle-orm';
import { errorCodes } from '../../../src/services/error-codes';
import type { LiveTopic } from '../../../src/services/schemas/live';
import type { Db } from '../db';
import { ledgerEntries, wallets } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { DomainError } from '../http/domain-error';
import { changeNotice } from './live/publish';
import { fromCents, toCents } from './money';
import { followMovement } from './wagering/follow-movement';
import { guardMovement } from './protection/guard-movement';
import { movementFactColumns, movementFactsOf } from './protection/movement-facts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Ledger kinds; the records and transaction-history pages filter on them. */
export type LedgerKind =
  | 'deposit'
  | 'withdraw'
  | 'withdraw_reversal'
  | 'transfer_in'
  | 'transfer_out'
  | 'bet'
  | 'payout'
  | 'bonus'
  | 'rebate'
  | 'salary'
  | 'dividend'
  | 'point_conversion'
  | 'point_redemption'
  | 'bonus_forfeit'
  | 'adjustment';

export interface MoneyMovement {
  memberId: number;
  /** 0 is the main wallet. */
  accountTypeId?: number;
  /** Signed whole cents: credits positive, debits negative. */
  cents: bigint;
  kind: LedgerKind;
  idempotencyKey: string;
  reference?: string;
  now: number;
}

export interface MovementResult {
  /** Decimal text, two places. */
  balanceAfter: string;
  ledgerId: number;
}

/** Stakes, payouts and deposits are what missions measure: their movements move a mission's progress too. */
const missionKinds: ReadonlySet<LedgerKind> = new Set(['bet', 'payout', 'deposit']);
const movementTopics = (kind: LedgerKind): LiveTopic[] => (missionKinds.has(kind) ? ['balance', 'missions'] : ['balance']);

/** Moves money inside the caller's transaction. A duplicate key makes the transaction fail (unique violation). */
export async function applyMovement(tx: Tx | Db, movement: MoneyMovement): Promise<MovementResult> {
  if (movement.cents === 0n) throw new Error('a movement must move a non-zero amount');
  const accountTypeId = movement.accountTypeId ?? 0;
  const amount = fromCents(movement.cents);
  const update = () =>
    tx
      .update(wallets)
      .set({ balance: sql`${wallets.balance} + ${amount}::numeric` })
      .where(and(eq(wallets.memberId, movement.memberId), eq(wallets.accountTypeId, accountTypeId), sql`${wallets.balance} + ${amount}::numeric >= 0`))
      // The live notice rides on this statement (no round trip of its own) and is delivered at commit.
      .returning({ balance: wallets.balance, notice: changeNotice(movement.memberId, movementTopics(movement.kind)) })
      // Named: on PostgreSQL each connection parses and plans the hottest statements once, not once a movement.
      .prepare('ledger_move_wallet')
      .execute();
  let [updated] = await update();
  if (!updated) {
    // Nothing updated: a wallet too poor for the movement, or none yet. Creating it only then keeps the
    // movements of a wallet that exists (nearly all of them) to one statement before the ledger row.
    const [created] = await tx.insert(wallets).values({ memberId: movement.memberId, accountTypeId, balance: '0' }).onConflictDoNothing().returning({ memberId: wallets.memberId });
    if (created || movement.cents > 0n) [updated] = await update();
  }
  if (!updated) throw new DomainError(errorCodes.insufficientBalance, 400);
  const balanceAfter = fromCents(toCents(updated.balance));
  const [row] = await tx
    .insert(ledgerEntries)
    .values({
      memberId: movement.memberId,
      accountTypeId,
      amount,
      balanceAfter,
      kind: movement.kind,
      idempotencyKey: movement.idempotencyKey,
      reference: movement.reference ?? '',
      createdAt: movement.now,
    })
    // The checks' reads ride on the ledger row's statement, run with the wallet row locked (movement-facts.ts).
    .returning({ id: ledgerEntries.id, ...movementFactColumns(movement) })
    .prepare('ledger_insert_entry_facts')
    .execute();
  const facts = movementFactsOf(row!);
  // Player protection (domain/protection): limits and breaks may refuse the movement, which rolls back with its ledger row.
  await guardMovement(tx, movement, toCents(balanceAfter), facts);
  // Bonus wagering (domain/wagering): may refuse a movement out that would take bonus money still under wagering.
  await followMovement(tx, movement, toCents(balanceAfter), facts.wageringOpen);
  return { balanceAfter, ledgerId: row!.id };
}

/** One movement in its own transaction; the same key again answers with the first result. */
export async function moveMoney(db: Db, movement: MoneyMovement): Promise<MovementResult & { replayed: boolean }> {
  const replay = async () => {
    const [done] = await db.select().from(ledgerEntries).where(eq(ledgerEntries.idempotencyKey, movement.idempotencyKey)).limit(1);
    return done ? { balanceAfter: fromCents(toCents(done.balanceAfter)), ledgerId: done.id, replayed: true } : null;
  };
  const earlier = await replay();
  if (earlier) return earlier;
  try {
    return { ...(await db.transaction((tx) => applyMovement(tx, movement))), replayed: false };
  } catch (error) {
    // The same key committed by a concurrent request: answer with its result.
    if (!isUniqueViolation(error)) throw error;
    const done = await replay();
    if (!done) throw error;
    return done;
  }
}

/** Sum of the ledger of one wallet, for the checks that a balance equals its ledger. */
export async function ledgerSum(db: Db | Tx, memberId: number, accountTypeId = 0): Promise<string> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.memberId, memberId), eq(ledgerEntries.accountTypeId, accountTypeId)));
  return fromCents(toCents(String(row?.total ?? '0')));
}
