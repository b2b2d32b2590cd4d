/**
 * Withdrawal requests. The amount and the penalty charge leave the main
 * wallet the moment the request is made (one `withdraw` ledger row: the
 * funds are held), so they cannot be bet or withdrawn twice while an
 * operator looks at the request; a rejection gives them back.
 */
import { and, count, desc, eq, gte, ne } from 'drizzle-orm';
import { errorCodes } from '../../../../src/services/error-codes';
import type { WithdrawInput, WithdrawRecord, WithdrawSettings } from '../../../../src/services/schemas/funds';
import type { Db } from '../../db';
import { bankAccounts, members, wallets, withdrawals } from '../../db/schema';
import type { Member } from '../../http/context';
import { DomainError } from '../../http/domain-error';
import { applyMovement, type Tx } from '../ledger';
import { publishChange } from '../live/publish';
import { fromCents, toCents } from '../money';
import { answerOnce } from '../request-replies';
import { checkLimits, positiveCents } from './amounts';
import { ownBankAccount } from './bank-accounts';
import { lockMainWallets } from './locks';
import { checkPaymentPassword } from './payment-password';
import { pageOf, toWithdrawRecord } from './records';
import { dayStart, nextId, referenceOf } from './references';
import { withdrawConfig } from './settings';
import type { MoneyRequest } from './wallets';

/** The penalty charge in cents: `percent` ('1.50') of the amount, rounded half up to the cent. */
export const penaltyCents = (cents: bigint, percent: string): bigint => (cents * toCents(percent) + 5000n) / 10000n;

async function countToday(db: Db | Tx, memberId: number, now: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(withdrawals)
    .where(and(eq(withdrawals.memberId, memberId), gte(withdrawals.createdAt, dayStart(now)), ne(withdrawals.status, 'rejected')));
  return Number(row?.value ?? 0);
}

export async function withdrawSettings(db: Db, memberId: number, now: number): Promise<WithdrawSettings> {
  const config = await withdrawConfig(db);
  const [main] = await db
    .select({ balance: wallets.balance })
    .from(wallets)
    .where(and(eq(wallets.memberId, memberId), eq(wallets.accountTypeId, 0)))
    .limit(1);
  const [member] = await db.select({ hash: members.paymentPasswordHash }).from(members).where(eq(members.id, memberId)).limit(1);
  return {
    minAmount: fromCents(toCents(config.minAmount)),
    maxAmount: fromCents(toCents(config.maxAmount)),
    withdrawPenaltyCharge: fromCents(toCents(config.withdrawPenaltyCharge)),
    c2cEnabled: config.c2cEnabled,
    confirmMinutes: config.confirmMinutes,
    hasPaymentPassword: Boolean(member?.hash),
    availableBalance: fromCents(toCents(main?.balance ?? '0')),
    dailyCount: await countToday(db, memberId, now),
    dailyCountLimit: config.dailyCountLimit,
  };
}

export async function requestWithdrawal(db: Db, member: Member, request: Omit<MoneyRequest, 'memberId'>, input: Omit<WithdrawInput, 'requestId'>): Promise<WithdrawRecord> {
  const { requestId, now } = request;
  const memberId = member.id;
  const cents = positiveCents(input.amount);
  const config = await withdrawConfig(db);
  checkLimits(cents, config);
  await checkPaymentPassword(db, member, input.paymentPassword, now);
  return answerOnce(db, { memberId, requestId, call: 'withdraw' }, now, async (tx) => {
    const account = await ownBankAccount(tx, memberId, input.bankAccountId);
    await lockMainWallets(tx, [memberId]);
    if ((await countToday(tx, memberId, now)) >= config.dailyCountLimit) throw new DomainError(errorCodes.withdrawDailyLimit, 409, { limit: config.dailyCountLimit });
    const charge = penaltyCents(cents, config.withdrawPenaltyCharge);
    const id = await nextId(tx, 'withdrawals');
    const reference = referenceOf('W', now, id);
    await applyMovement(tx, { memberId, cents: -(cents + charge), kind: 'withdraw', idempotencyKey: `withdraw:${memberId}:${requestId}`, reference, now });
    const [row] = await tx
      .insert(withdrawals)
      .values({ id, memberId, bankAccountId: account.id, amount: fromCents(cents), charge: fromCents(charge), reference, createdAt: now })
      .returning();
    await publishChange(tx, memberId, ['withdrawals']);
    return toWithdrawRecord(row, account);
  });
}

export async function withdrawRecords(db: Db, memberId: number, page: { pageNo: number; pageSize: number }) {
  const [total] = await db.select({ value: count() }).from(withdrawals).where(eq(withdrawals.memberId, memberId));
  const rows = await db
    .select({ withdrawal: withdrawals, account: bankAccounts })
    .from(withdrawals)
    .leftJoin(bankAccounts, eq(bankAccounts.id, withdrawals.bankAccountId))
    .where(eq(withdrawals.memberId, memberId))
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize);
  return {
    list: rows.map((row) => toWithdrawRecord(row.withdrawal, row.account ?? undefined)),
    ...pageOf(Number(total?.value ?? 0), page.pageNo, page.pageSize),
  };
}
