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
import { listOf, prepared } from '../db/prepared';
import { ledgerEntries, wallets } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { DomainError } from '../http/domain-error';
import { changeNoticeSlot, noticeText } from './live/publish';
import { fromCents, toCents } from './money';
import { followMovement } from './wagering/follow-movement';
import { guardMovement } from './protection/guard-movement';
import { movementFactColumns, movementFactsOf, movementFactValues, type MovementFactValues } from './protection/movement-facts';

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

/**
 * The balance update: a wallet too poor for the movement matches no row. The live notice rides on it (no round trip
 * of its own) and is delivered at commit.
 */
const moveWallet = prepared<{ memberId: number; accountTypeId: number; amount: string; notice: string }>()(
  'ledger_move_wallet',
  { balance: wallets.balance, notice: changeNoticeSlot(sql.placeholder('notice')) },
  (db, columns, $) =>
    db
      .update(wallets)
      .set({ balance: sql`${wallets.balance} + ${$.amount}::numeric` })
      .where(and(eq(wallets.memberId, $.memberId), eq(wallets.accountTypeId, $.accountTypeId), sql`${wallets.balance} + ${$.amount}::numeric >= 0`))
      .returning(columns),
);

type EntryValues = {
  accountTypeId: number;
  amount: string;
  balanceAfter: string;
  kind: LedgerKind;
  key: string;
  reference: string;
} & MovementFactValues;

/** The ledger row; the checks' reads ride on its statement, run with the wallet row locked (movement-facts.ts). */
const insertEntry = prepared<EntryValues>()('ledger_insert_entry_facts', { id: ledgerEntries.id, ...movementFactColumns }, (db, columns, $) =>
  db
    .insert(ledgerEntries)
    .values({
      memberId: $.memberId,
      accountTypeId: $.accountTypeId,
      amount: $.amount,
      balanceAfter: $.balanceAfter,
      kind: $.kind,
      idempotencyKey: $.key,
      reference: $.reference,
      createdAt: $.now,
    })
    .returning(columns),
);

/**
 * A movement on a wallet this transaction has moved already, and so holds locked: the balance update and the ledger
 * row in one statement. Its facts are read by that statement's one snapshot; with the row locked since the earlier
 * movement, no movement of the wallet can commit in between, so they read what the two statements would.
 */
const moveLockedWallet = prepared<Omit<EntryValues, 'balanceAfter'> & { notice: string }>()(
  'ledger_move_locked_wallet',
  { id: ledgerEntries.id, balanceAfter: ledgerEntries.balanceAfter, ...movementFactColumns },
  (_, columns, $) => sql`with moved as (
      update ${wallets} set balance = balance + ${$.amount}::numeric
      where member_id = ${$.memberId}::integer and account_type_id = ${$.accountTypeId}::integer and balance + ${$.amount}::numeric >= 0
      returning balance, ${changeNoticeSlot($.notice)})
    insert into ${ledgerEntries} (member_id, account_type_id, amount, balance_after, kind, idempotency_key, reference, created_at)
    select ${$.memberId}::integer, ${$.accountTypeId}::integer, ${$.amount}::numeric, moved.balance, ${$.kind}::text, ${$.key}::text, ${$.reference}::text, ${$.now}::bigint from moved
    returning ${listOf(columns)}`,
);

/** The wallets each open transaction has moved, which it holds locked until it ends (a savepoint is a transaction of its own). */
const lockedWallets = new WeakMap<Tx, Set<string>>();
const isTransaction = (db: Tx | Db): db is Tx => 'rollback' in db;

/** Moves money inside the caller's transaction. A duplicate key makes the transaction fail (unique violation). */
export async function applyMovement(tx: Tx | Db, movement: MoneyMovement): Promise<MovementResult> {
  if (movement.cents === 0n) throw new Error('a movement must move a non-zero amount');
  const accountTypeId = movement.accountTypeId ?? 0;
  const amount = fromCents(movement.cents);
  const notice = noticeText(movement.memberId, movementTopics(movement.kind));
  const entry = { ...movementFactValues(movement), accountTypeId, amount, kind: movement.kind, key: movement.idempotencyKey, reference: movement.reference ?? '' };
  const wallet = `${movement.memberId}:${accountTypeId}`;
  const locked = isTransaction(tx) ? lockedWallets.get(tx) : undefined;
  let row: Awaited<ReturnType<typeof insertEntry>>[number] | undefined;
  let balanceAfter: string;
  if (locked?.has(wallet)) {
    const [moved] = await moveLockedWallet(tx, { ...entry, notice });
    // The wallet exists (this transaction moved it): no row is a balance too poor for the movement.
    if (!moved) throw new DomainError(errorCodes.insufficientBalance, 400);
    row = moved;
    balanceAfter = fromCents(toCents(moved.balanceAfter));
  } else {
    const walletValues = { memberId: movement.memberId, accountTypeId, amount, notice };
    let [updated] = await moveWallet(tx, walletValues);
    if (!updated) {
      // Nothing updated: a wallet too poor for the movement, or none yet. Creating it only then keeps the
      // movements of a wallet that exists (nearly all of them) to one statement before the ledger row.
      const [created] = await tx.insert(wallets).values({ memberId: movement.memberId, accountTypeId, balance: '0' }).onConflictDoNothing().returning({ memberId: wallets.memberId });
      if (created || movement.cents > 0n) [updated] = await moveWallet(tx, walletValues);
    }
    if (!updated) throw new DomainError(errorCodes.insufficientBalance, 400);
    if (isTransaction(tx)) lockedWallets.set(tx, (locked ?? new Set()).add(wallet));
    balanceAfter = fromCents(toCents(updated.balance));
    [row] = await insertEntry(tx, { ...entry, balanceAfter });
  }
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
