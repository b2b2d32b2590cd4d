/** Operators' notes on a member: written with their audit row in one transaction, read newest first. */
import { desc, eq } from 'drizzle-orm';
import { errorCodes } from '../../../../src/services/error-codes';
import type { Db } from '../../db';
import { memberNotes } from '../../db/schema';
import { DomainError } from '../../http/domain-error';
import { recordAudit, type Actor } from './audit';
import { memberByAccount } from './member-search';

export const noteMaxLength = 2000;

export async function memberNotesOf(db: Db, account: string) {
  const member = await memberByAccount(db, account);
  const rows = await db.select().from(memberNotes).where(eq(memberNotes.memberId, member.id)).orderBy(desc(memberNotes.id)).limit(100);
  return { rows: rows.map((row) => ({ id: row.id, author: row.author, body: row.body, createdAt: row.createdAt })) };
}

export async function addMemberNote(db: Db, actor: Actor, input: { account: string; body: string }, now: number) {
  const body = input.body.trim();
  if (body === '') throw new DomainError(errorCodes.backofficeNoteRequired, 400, undefined, { body: errorCodes.backofficeNoteRequired });
  return db.transaction(async (tx) => {
    const member = await memberByAccount(tx, input.account);
    const [row] = await tx.insert(memberNotes).values({ memberId: member.id, operatorId: actor.operatorId, author: actor.actor, body, createdAt: now }).returning();
    await recordAudit(tx, actor, { action: 'member.note', subject: `member:${member.account}`, after: { note: body } }, now);
    return { id: row!.id, author: row!.author, body: row!.body, createdAt: row!.createdAt };
  });
}
