/**
 * The member's wallets: the main wallet (accountTypeId 0) and one per game
 * wallet vendor, with transfers between them and "recall all" back to the
 * main wallet. Both legs of a move are ledger rows in one transaction under
 * `answerOnce`, so a retried request replays its answer and moves nothing.
 */
import { and, asc, eq, gt, ne } from 'drizzle-orm';
import { errorCodes } from '../../../../src/services/error-codes';
import type { MerchantWallet, WalletItem, WalletMove, WalletTransferInput } from '../../../../src/services/schemas/funds';
import type { Db } from '../../db';
import { gameWallets, wallets } from '../../db/schema';
import { DomainError } from '../../http/domain-error';
import { applyMovement, type Tx } from '../ledger';
import { fromCents, toCents } from '../money';
import { answerOnce } from '../request-replies';
import { positiveCents } from './amounts';
import { lockWallets } from './locks';
import { nextId, referenceOf } from './references';

export const mainWallet = { accountTypeId: 0, vendor: '', name: 'Main Wallet', maintenance: false } as const;

/** Main wallet first, then the game wallets in their order, each with the member's balance (zero when never used). */
export async function walletsOf(db: Db | Tx, memberId: number): Promise<WalletItem[]> {
  // One after the other: inside a transaction both run on the same connection anyway.
  const games = await db.select().from(gameWallets).orderBy(asc(gameWallets.sort), asc(gameWallets.accountTypeId));
  const balances = await db.select().from(wallets).where(eq(wallets.memberId, memberId));
  const balanceOf = new Map(balances.map((row) => [row.accountTypeId, fromCents(toCents(row.balance))]));
  return [mainWallet, ...games].map((wallet) => ({
    accountTypeId: wallet.accountTypeId,
    vendor: wallet.vendor,
    name: wallet.name,
    maintenance: wallet.maintenance,
    balance: balanceOf.get(wallet.accountTypeId) ?? '0.00',
  }));
}

export async function merchantWallet(db: Db, memberId: number): Promise<MerchantWallet> {
  return { isSingle: 0, wallets: await walletsOf(db, memberId) };
}

async function usableWallet(tx: Tx, accountTypeId: number, field: string): Promise<void> {
  if (accountTypeId === 0) return;
  const [wallet] = await tx.select().from(gameWallets).where(eq(gameWallets.accountTypeId, accountTypeId)).limit(1);
  if (!wallet) throw new DomainError(errorCodes.walletNotFound, 400, null, { [field]: errorCodes.walletNotFound });
  if (wallet.maintenance) throw new DomainError(errorCodes.walletMaintenance, 400, { accountTypeId }, { [field]: errorCodes.walletMaintenance });
}

export interface MoneyRequest {
  memberId: number;
  requestId: string;
  now: number;
}

export async function transferBetweenWallets(db: Db, request: MoneyRequest, input: Omit<WalletTransferInput, 'requestId'>): Promise<WalletMove> {
  const { memberId, requestId, now } = request;
  const { fromAccountTypeId: from, toAccountTypeId: to } = input;
  if (from === to) throw new DomainError(errorCodes.sameWallet, 400, null, { toAccountTypeId: errorCodes.sameWallet });
  const cents = positiveCents(input.amount);
  return answerOnce(db, { memberId, requestId, call: 'walletTransfer' }, now, async (tx) => {
    await lockWallets(tx, memberId);
    await usableWallet(tx, from, 'fromAccountTypeId');
    await usableWallet(tx, to, 'toAccountTypeId');
    const key = `transfer:${memberId}:${requestId}`;
    const reference = referenceOf('T', now, await nextId(tx, 'ledger_entries'));
    await applyMovement(tx, { memberId, accountTypeId: from, cents: -cents, kind: 'transfer_out', idempotencyKey: `${key}:out`, reference, now });
    await applyMovement(tx, { memberId, accountTypeId: to, cents, kind: 'transfer_in', idempotencyKey: `${key}:in`, reference, now });
    return { reference, moved: fromCents(cents), wallets: await walletsOf(tx, memberId) };
  });
}

/** Every game wallet not under maintenance back to the main wallet; nothing to recall moves nothing. */
export async function recallAll(db: Db, request: MoneyRequest): Promise<WalletMove> {
  const { memberId, requestId, now } = request;
  return answerOnce(db, { memberId, requestId, call: 'walletRecall' }, now, async (tx) => {
    await lockWallets(tx, memberId);
    const funded = await tx
      .select({ accountTypeId: wallets.accountTypeId, balance: wallets.balance })
      .from(wallets)
      .innerJoin(gameWallets, eq(gameWallets.accountTypeId, wallets.accountTypeId))
      .where(and(eq(wallets.memberId, memberId), ne(wallets.accountTypeId, 0), gt(wallets.balance, '0'), eq(gameWallets.maintenance, false)))
      .orderBy(asc(wallets.accountTypeId));
    const key = `recall:${memberId}:${requestId}`;
    const reference = funded.length > 0 ? referenceOf('R', now, await nextId(tx, 'ledger_entries')) : '';
    let total = 0n;
    for (const wallet of funded) {
      const cents = toCents(wallet.balance);
      await applyMovement(tx, { memberId, accountTypeId: wallet.accountTypeId, cents: -cents, kind: 'transfer_out', idempotencyKey: `${key}:${wallet.accountTypeId}`, reference, now });
      total += cents;
    }
    if (total > 0n) await applyMovement(tx, { memberId, cents: total, kind: 'transfer_in', idempotencyKey: `${key}:in`, reference, now });
    return { reference, moved: fromCents(total), wallets: await walletsOf(tx, memberId) };
  });
}
