/**
 * The pages of a member's history an operator reads: the ledger with the
 * balance after each row (the running balance the ledger keeps), the bets
 * with what was played, bonuses with their wagering, and the sign-ins with
 * whether each one's session is still open. Newest first, paged.
 */
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { bets, ledgerEntries, sessions, signIns } from '../../db/schema';
import { money } from '../funds/amounts';
import { requirementsForOperator } from '../wagering/requirements';
import { memberByAccount } from './member-search';

export interface Paging {
  page: number;
  size: number;
}

const count = sql<number>`count(*)::int`;

export async function memberLedger(db: Db, account: string, paging: Paging) {
  const member = await memberByAccount(db, account);
  const where = eq(ledgerEntries.memberId, member.id);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(ledgerEntries)
      .where(where)
      .orderBy(desc(ledgerEntries.id))
      .limit(paging.size)
      .offset((paging.page - 1) * paging.size),
    db.select({ total: count }).from(ledgerEntries).where(where),
  ]);
  return {
    total,
    rows: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      accountTypeId: row.accountTypeId,
      amount: money(row.amount),
      balanceAfter: money(row.balanceAfter),
      reference: row.reference,
      createdAt: row.createdAt,
    })),
  };
}

export async function memberBets(db: Db, account: string, paging: Paging) {
  const member = await memberByAccount(db, account);
  const where = eq(bets.memberId, member.id);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(bets)
      .where(where)
      .orderBy(desc(bets.createdAt), desc(bets.id))
      .limit(paging.size)
      .offset((paging.page - 1) * paging.size),
    db.select({ total: count }).from(bets).where(where),
  ]);
  return {
    total,
    rows: rows.map((row) => ({
      roundId: row.roundId,
      vendor: row.vendor,
      category: row.category,
      nodeId: row.nodeId,
      stake: money(row.stake),
      payout: money(row.payout),
      status: row.status,
      detail: row.detail,
      createdAt: row.createdAt,
      settledAt: row.settledAt,
    })),
  };
}

export const memberBonuses = async (db: Db, account: string, now: number) => ({ rows: await requirementsForOperator(db, account, 'all', now) });

export async function memberSignIns(db: Db, account: string, paging: Paging, now: number) {
  const member = await memberByAccount(db, account);
  const where = eq(signIns.memberId, member.id);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ signIn: signIns, open: sessions.tokenHash })
      .from(signIns)
      .leftJoin(sessions, and(eq(sessions.tokenHash, signIns.sessionHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
      .where(where)
      .orderBy(desc(signIns.id))
      .limit(paging.size)
      .offset((paging.page - 1) * paging.size),
    db.select({ total: count }).from(signIns).where(where),
  ]);
  return {
    total,
    rows: rows.map(({ signIn, open }) => ({ signedInAt: signIn.signedInAt, ip: signIn.ip, deviceId: signIn.deviceId, userAgent: signIn.userAgent, open: open !== null })),
  };
}
