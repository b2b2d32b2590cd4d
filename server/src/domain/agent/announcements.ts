/**
 * Agent notices (announcement page) in the caller's language: a notice not
 * translated into it is shown in English. Pinned notices first, then newest.
 */
import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db';
import { agentAnnouncements } from '../../db/schema';
import { fallbackLanguage } from '../games/language';
import { offsetOf, pageOf, type Paging } from '../records/period';

export async function agentAnnouncementList(db: Db, language: string, paging: Paging) {
  const untranslated = sql`not exists (select 1 from agent_announcements translated where translated.topic = ${agentAnnouncements.topic} and translated.language = ${language})`;
  const where = or(eq(agentAnnouncements.language, language), and(eq(agentAnnouncements.language, fallbackLanguage), untranslated)) as SQL;
  const rows = await db
    .select()
    .from(agentAnnouncements)
    .where(where)
    .orderBy(desc(agentAnnouncements.pinned), desc(agentAnnouncements.publishedAt), desc(agentAnnouncements.id))
    .limit(paging.pageSize)
    .offset(offsetOf(paging));
  const [total] = await db.select({ rows: count() }).from(agentAnnouncements).where(where);
  const list = rows.map((row) => ({ id: row.id, title: row.title, content: row.content, pinned: row.pinned, publishedAt: row.publishedAt }));
  return pageOf(list, Number(total?.rows ?? 0), paging);
}
