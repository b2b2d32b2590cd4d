/** What an operator sees beside a queue item: the member's balance, latest deposits and withdrawals, open bonus requirements. */
import { desc, eq } from 'drizzle-orm';
import { errorCodes } from '../../../../src/services/error-codes';
import type { Db } from '../../db';
import { deposits, members, withdrawals } from '../../db/schema';
import { DomainError } from '../../http/domain-error';
import { money } from '../funds/amounts';
import { balanceReader } from '../wallet';
import { requirementsForOperator } from '../wagering/requirements';

const recent = 5;

export async function memberContext(db: Db, account: string, now: number) {
  const [member] = await db.select({ id: members.id, account: members.account, createdAt: members.createdAt }).from(members).where(eq(members.account, account)).limit(1);
  if (!member) throw new DomainError(errorCodes.notFound, 404);
  const [balance, latestDeposits, latestWithdrawals, requirements] = await Promise.all([
    balanceReader(db)(member.id),
    db.select().from(deposits).where(eq(deposits.memberId, member.id)).orderBy(desc(deposits.createdAt), desc(deposits.id)).limit(recent),
    db.select().from(withdrawals).where(eq(withdrawals.memberId, member.id)).orderBy(desc(withdrawals.createdAt), desc(withdrawals.id)).limit(recent),
    requirementsForOperator(db, member.account, 'open', now),
  ]);
  return {
    account: member.account,
    balance,
    deposits: latestDeposits.map((row) => ({ reference: row.reference, amount: money(row.amount), status: row.status, createdAt: row.createdAt })),
    withdrawals: latestWithdrawals.map((row) => ({ reference: row.reference, amount: money(row.amount), status: row.status, createdAt: row.createdAt })),
    requirements,
  };
}
