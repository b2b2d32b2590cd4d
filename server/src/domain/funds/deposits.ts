/**
 * Deposit requests: the member picks a channel, sends the money outside the
 * portal quoting the reference, and an operator approves (one ledger credit)
 * or rejects the pending request. At most three may wait at once.
 */
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { errorCodes } from '../../../../src/services/error-codes';
import type { DepositInput, DepositRecord, DepositSettings } from '../../../../src/services/schemas/funds';
import type { Db } from '../../db';
import { depositChannels, deposits } from '../../db/schema';
import { DomainError } from '../../http/domain-error';
import type { Tx } from '../ledger';
import { publishChange } from '../live/publish';
import { fromCents } from '../money';
import { refuseDuringBreak } from '../protection/breaks/in-force';
import { refuseOverDepositLimit } from '../protection/limits/deposit-request-check';
import { answerOnce } from '../request-replies';
import { checkLimits, money, positiveCents } from './amounts';
import { lockMember } from './locks';
import { pageOf, toDepositRecord } from './records';
import { nextId, referenceOf } from './references';
import type { MoneyRequest } from './wallets';

export const maxPendingDeposits = 3;

async function pendingCount(db: Db | Tx, memberId: number): Promise<number> {
  const [row] = await db.select({ value: count() }).from(deposits).where(and(eq(deposits.memberId, memberId), eq(deposits.status, 'pending')));
  return Number(row?.value ?? 0);
}

export async function depositSettings(db: Db, memberId: number): Promise<DepositSettings> {
  const channels = await db.select().from(depositChannels).where(eq(depositChannels.enabled, true)).orderBy(asc(depositChannels.sort), asc(depositChannels.code));
  return {
    channels: channels.map((channel) => ({
      code: channel.code,
      name: channel.name,
      kind: channel.kind,
      minAmount: money(channel.minAmount),
      maxAmount: money(channel.maxAmount),
      payee: channel.payee,
      tutorial: channel.tutorial,
    })),
    pendingCount: await pendingCount(db, memberId),
  };
}

export async function requestDeposit(db: Db, request: MoneyRequest, input: Omit<DepositInput, 'requestId'>): Promise<DepositRecord> {
  const { memberId, requestId, now } = request;
  const cents = positiveCents(input.amount);
  return answerOnce(db, { memberId, requestId, call: 'deposit' }, now, async (tx) => {
    const [channel] = await tx
      .select()
      .from(depositChannels)
      .where(and(eq(depositChannels.code, input.channelCode), eq(depositChannels.enabled, true)))
      .limit(1);
    if (!channel) throw new DomainError(errorCodes.depositChannelNotFound, 400, null, { channelCode: errorCodes.depositChannelNotFound });
    checkLimits(cents, channel);
    await lockMember(tx, memberId);
    // No deposits during a time-out or self-exclusion (domain/protection/breaks); withdrawals stay open.
    await refuseDuringBreak(tx, memberId, now);
    if ((await pendingCount(tx, memberId)) >= maxPendingDeposits) throw new DomainError(errorCodes.depositPendingLimit, 409, { limit: maxPendingDeposits });
    await refuseOverDepositLimit(tx, memberId, cents, now);
    const id = await nextId(tx, 'deposits');
    const [row] = await tx
      .insert(deposits)
      .values({ id, memberId, channelCode: channel.code, amount: fromCents(cents), reference: referenceOf('D', now, id), createdAt: now })
      .returning();
    await publishChange(tx, memberId, ['deposits']);
    return toDepositRecord(row, channel);
  });
}

export async function depositRecords(db: Db, memberId: number, page: { pageNo: number; pageSize: number }) {
  const [total] = await db.select({ value: count() }).from(deposits).where(eq(deposits.memberId, memberId));
  const rows = await db
    .select({ deposit: deposits, channelName: depositChannels.name })
    .from(deposits)
    .leftJoin(depositChannels, eq(depositChannels.code, deposits.channelCode))
    .where(eq(deposits.memberId, memberId))
    .orderBy(desc(deposits.createdAt), desc(deposits.id))
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize);
  return {
    list: rows.map((row) => toDepositRecord(row.deposit, row.channelName === null ? undefined : { name: row.channelName })),
    ...pageOf(Number(total?.value ?? 0), page.pageNo, page.pageSize),
  };
}
