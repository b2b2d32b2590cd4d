/**
 * The head of a member's page: who they are, their wallets, whether an
 * operator locked them, where they sit in the agent tree (upline chain,
 * team size, contracts) and the protection they chose (limits, breaks,
 * session settings, read from the protection tables as they stand).
 */
import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { contracts, memberLocks, members, protectionBreaks, protectionLimits, protectionSessionSettings, wallets } from '../../db/schema';
import { money } from '../funds/amounts';
import { treeRowsOf } from '../agent/downline-tree';
import { memberByAccount } from './member-search';

/** Deeper than any real tree: a corrupted cycle cannot loop forever. */
const maxChain = 50;

async function uplineChain(db: Db, uplineId: number | null): Promise<string[]> {
  const chain: string[] = [];
  const seen = new Set<number>();
  for (let id = uplineId; id !== null && !seen.has(id) && chain.length < maxChain; ) {
    seen.add(id);
    const [row] = await db.select({ account: members.account, uplineId: members.uplineId }).from(members).where(eq(members.id, id)).limit(1);
    if (!row) break;
    chain.push(row.account);
    id = row.uplineId;
  }
  return chain;
}

export async function memberProfile(db: Db, account: string, now: number) {
  const member = await memberByAccount(db, account);
  const [walletRows, [lock], chain, team, contractRows, limits, breaks, [sessionSettings]] = await Promise.all([
    db.select().from(wallets).where(eq(wallets.memberId, member.id)).orderBy(asc(wallets.accountTypeId)),
    db.select().from(memberLocks).where(eq(memberLocks.memberId, member.id)),
    uplineChain(db, member.uplineId),
    treeRowsOf(db, member.id),
    db
      .select({ kind: contracts.kind, status: contracts.status, uplineId: contracts.uplineId, upline: sql<string>`(select account from members where id = ${contracts.uplineId})`, downline: sql<string>`(select account from members where id = ${contracts.downlineId})` })
      .from(contracts)
      .where(or(eq(contracts.uplineId, member.id), eq(contracts.downlineId, member.id)))
      .orderBy(desc(contracts.createdAt))
      .limit(20),
    db.select().from(protectionLimits).where(eq(protectionLimits.memberId, member.id)),
    db
      .select()
      .from(protectionBreaks)
      .where(and(eq(protectionBreaks.memberId, member.id), or(sql`${protectionBreaks.releasedAt} is null`, sql`${protectionBreaks.releasedAt} > ${now}`)))
      .orderBy(desc(protectionBreaks.startedAt)),
    db.select().from(protectionSessionSettings).where(eq(protectionSessionSettings.memberId, member.id)),
  ]);
  return {
    account: member.account,
    nickname: member.nickname,
    type: member.type,
    mobile: member.mobile ? `${member.countryDialingCode ?? ''} ${member.mobile}`.trim() : '',
    email: member.email ?? '',
    emailVerified: member.emailVerified,
    mobileVerified: member.mobileVerified,
    language: member.language,
    rankLevel: member.rankLevel,
    clubLabel: member.clubLabel,
    birthday: member.birthday ?? '',
    createdAt: member.createdAt,
    firstLoginAt: member.firstLoginAt,
    wallets: walletRows.map((row) => ({ accountTypeId: row.accountTypeId, balance: money(row.balance) })),
    lock: lock ? { lockedBy: lock.lockedBy, reason: lock.reason, lockedAt: lock.lockedAt } : null,
    agent: {
      uplines: chain,
      directDownlines: team.filter((row) => row.level === 1).length,
      teamSize: team.length,
      contracts: contractRows.map((row) => ({ kind: row.kind, status: row.status, role: row.uplineId === member.id ? 'upline' : 'downline', counterpart: row.uplineId === member.id ? row.downline : row.upline })),
    },
    protection: {
      limits: limits.map((row) => ({ kind: row.kind, window: row.window, amount: money(row.amount), pending: row.pendingRemoval ? 'removal' : row.pendingAmount ? money(row.pendingAmount) : null, pendingEffectiveAt: row.pendingEffectiveAt })),
      breaks: breaks.map((row) => ({ kind: row.kind, startedAt: row.startedAt, endsAt: row.endsAt, releasedAt: row.releasedAt })),
      realityCheckMinutes: sessionSettings?.realityCheckMinutes ?? null,
      sessionLimitMinutes: sessionSettings?.sessionLimitMinutes ?? null,
    },
  };
}
