/**
 * Finding a member as support does: by username, mobile number, e-mail, or a
 * deposit or withdrawal reference the member quotes. Each way is an exact or
 * prefix match on an indexed column, so the search stays cheap on a large
 * member table; the answer says which way each row matched.
 */
import { eq, ilike, or } from 'drizzle-orm';
import { errorCodes } from '../../../../src/services/error-codes';
import type { Db } from '../../db';
import { deposits, members, withdrawals } from '../../db/schema';
import { DomainError } from '../../http/domain-error';
import type { Tx } from '../ledger';
import { escapeLike } from '../../db/like';

const limit = 20;

export interface MemberHit {
  account: string;
  nickname: string;
  mobile: string;
  email: string;
  type: number;
  createdAt: number;
  matched: 'account' | 'mobile' | 'email' | 'reference';
}

const columns = { id: members.id, account: members.account, nickname: members.nickname, mobile: members.mobile, email: members.email, type: members.type, createdAt: members.createdAt };

export async function searchMembers(db: Db, query: string): Promise<MemberHit[]> {
  const q = query.trim();
  if (q === '') return [];
  const prefix = `${escapeLike(q)}%`;
  const [direct, byDeposit, byWithdrawal] = await Promise.all([
    db
      .select(columns)
      .from(members)
      .where(or(ilike(members.account, prefix), ilike(members.mobile, prefix), ilike(members.email, prefix)))
      .orderBy(members.account)
      .limit(limit),
    db.select(columns).from(deposits).innerJoin(members, eq(members.id, deposits.memberId)).where(eq(deposits.reference, q)).limit(1),
    db.select(columns).from(withdrawals).innerJoin(members, eq(members.id, withdrawals.memberId)).where(eq(withdrawals.reference, q)).limit(1),
  ]);
  const lower = q.toLowerCase();
  const hits = new Map<number, MemberHit>();
  for (const row of [...byDeposit, ...byWithdrawal]) hits.set(row.id, { ...hitOf(row), matched: 'reference' });
  for (const row of direct) {
    if (hits.has(row.id)) continue;
    const matched = row.account.toLowerCase().startsWith(lower) ? 'account' : (row.mobile ?? '').toLowerCase().startsWith(lower) ? 'mobile' : 'email';
    hits.set(row.id, { ...hitOf(row), matched });
  }
  return [...hits.values()];
}

const hitOf = (row: { account: string; nickname: string; mobile: string | null; email: string | null; type: number; createdAt: number }) => ({
  account: row.account,
  nickname: row.nickname,
  mobile: row.mobile ?? '',
  email: row.email ?? '',
  type: row.type,
  createdAt: row.createdAt,
});

/** The member an account names, or a translated 404. */
export async function memberByAccount(db: Db | Tx, account: string) {
  const [member] = await db.select().from(members).where(eq(members.account, account)).limit(1);
  if (!member) throw new DomainError(errorCodes.accountNotFound, 404);
  return member;
}
