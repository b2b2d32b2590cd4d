/** The member inbox: how many messages are still unread. */
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db';
import type { Tx } from './ledger';
import { messages } from '../db/schema';
import { changeNotice } from './live/publish';

export async function unreadMessageCount(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(messages)
    .where(and(eq(messages.memberId, memberId), isNull(messages.readAt)));
  return Number(row?.unread ?? 0);
}

/** The inbox renders HTML: what members typed (a transfer note) must stay text. */
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A plain-text message to a member's inbox, inside the caller's transaction when given one. */
export async function sendInboxMessage(db: Db | Tx, message: { memberId: number; title: string; body: string; now: number }): Promise<void> {
  await db
    .insert(messages)
    .values({ memberId: message.memberId, title: message.title, content: `<p>${escapeHtml(message.body)}</p>`, sentAt: message.now })
    .returning({ notice: changeNotice(message.memberId, ['inbox']) });
}
