/** The message centre: the caller's inbox, newest first, and marking messages read. */
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Inbox } from '../../../../src/services/schemas/profile';
import type { Db } from '../../db';
import { messages } from '../../db/schema';
import type { GatewayDeps } from '../../http/context';
import { changeNotice } from '../live/publish';
import { unreadMessageCount } from '../messages';
import { offsetOf, pageOf, type Paging } from '../records/period';

export async function inboxPage(db: Db, memberId: number, paging: Paging): Promise<Inbox> {
  const rows = await db
    .select()
    .from(messages)
    .where(eq(messages.memberId, memberId))
    .orderBy(desc(messages.sentAt), desc(messages.id))
    .limit(paging.pageSize)
    .offset(offsetOf(paging));
  const [counted] = await db.select({ total: count() }).from(messages).where(eq(messages.memberId, memberId));
  const list = rows.map((row) => ({ id: row.id, title: row.title, content: row.content, sentAt: row.sentAt, read: row.readAt !== null }));
  return { ...pageOf(list, Number(counted?.total ?? 0), paging), unread: await unreadMessageCount(db, memberId) };
}

const isRowId = (id: number): boolean => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647;

/** Ids of other members' messages match nothing: the filter is on the caller. */
export async function markMessagesRead({ db, clock }: Pick<GatewayDeps, 'db' | 'clock'>, memberId: number, ids: number[]): Promise<{ unread: number }> {
  const wanted = [...new Set(ids.filter(isRowId))];
  if (wanted.length > 0) {
    await db
      .update(messages)
      .set({ readAt: clock.now() })
      .where(and(eq(messages.memberId, memberId), inArray(messages.id, wanted), isNull(messages.readAt)))
      // The unread count of the member's other tabs.
      .returning({ notice: changeNotice(memberId, ['inbox']) });
  }
  return { unread: await unreadMessageCount(db, memberId) };
}
