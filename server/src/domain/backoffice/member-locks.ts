/**
 * Locking an account: the lock row, the end of every session the member has
 * open (and of the games launched from them) and the audit row commit
 * together. While the row exists no sign-in opens a session (login.ts asks
 * `refuseLocked` on every path that signs a member in).
 */
import { eq } from 'drizzle-orm';
import { errorCodes } from '../../../../src/services/error-codes';
import type { Db } from '../../db';
import { memberLocks, sessions } from '../../db/schema';
import { DomainError } from '../../http/domain-error';
import type { Tx } from '../ledger';
import { revokeSessions } from '../session-games';
import { recordAudit, type Actor } from './audit';
import { memberByAccount } from './member-search';

const reasonOf = (text: string) => {
  const reason = text.trim().slice(0, 500);
  if (reason === '') throw new DomainError(errorCodes.backofficeReasonRequired, 400, undefined, { reason: errorCodes.backofficeReasonRequired });
  return reason;
};

export async function lockMember(db: Db, actor: Actor, input: { account: string; reason: string }, now: number) {
  const reason = reasonOf(input.reason);
  return db.transaction(async (tx) => {
    const member = await memberByAccount(tx, input.account);
    const [locked] = await tx.insert(memberLocks).values({ memberId: member.id, lockedBy: actor.actor, reason, lockedAt: now }).onConflictDoNothing().returning();
    if (!locked) throw new DomainError(errorCodes.backofficeAlreadyLocked, 409);
    await revokeSessions(tx, eq(sessions.memberId, member.id), now);
    await recordAudit(tx, actor, { action: 'member.lock', subject: `member:${member.account}`, before: { locked: false }, after: { locked: true }, reason }, now);
    return { lockedBy: locked.lockedBy, reason: locked.reason, lockedAt: locked.lockedAt };
  });
}

export async function unlockMember(db: Db, actor: Actor, input: { account: string; reason: string }, now: number) {
  const reason = reasonOf(input.reason);
  return db.transaction(async (tx) => {
    const member = await memberByAccount(tx, input.account);
    const [removed] = await tx.delete(memberLocks).where(eq(memberLocks.memberId, member.id)).returning();
    if (!removed) throw new DomainError(errorCodes.backofficeNotLocked, 409);
    await recordAudit(tx, actor, { action: 'member.unlock', subject: `member:${member.account}`, before: { locked: true, lockedBy: removed.lockedBy, reason: removed.reason }, after: { locked: false }, reason }, now);
    return null;
  });
}

/** Refuses to sign a locked member in; called before a session is opened. */
export async function refuseLocked(db: Db | Tx, memberId: number): Promise<void> {
  const [lock] = await db.select({ memberId: memberLocks.memberId }).from(memberLocks).where(eq(memberLocks.memberId, memberId)).limit(1);
  if (lock) throw new DomainError(errorCodes.accountSuspended, 403);
}
