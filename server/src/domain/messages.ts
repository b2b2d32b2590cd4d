/** The member inbox: how many messages are still unread. */
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db';
import { messages } from '../db/schema';

export async function unreadMessageCount(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(messages)
    .where(and(eq(messages.memberId, memberId), isNull(messages.readAt)));
  return Number(row?.unread ?? 0);
}
