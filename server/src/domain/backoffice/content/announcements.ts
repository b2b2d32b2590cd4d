/**
 * Announcements of every type the announcements answer reads from this table:
 * player notices (PL, the notice bar and list), popups (PU, with the moment
 * they open: B before sign-in, A after, F first sign-in) and headlines (H).
 * Title and content (operator HTML, sanitised by the portal) in EN and TY.
 * Publishing stamps the time: the answer lists the newest first, so the
 * preview puts the draft at the top of its type's list.
 */
import { and, desc, asc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { announcements } from '../../../db/schema';
import { pickText } from '../../localised-content';
import type { ContentKind } from './kind';

export const announcementTypes = ['PL', 'PU', 'H'] as const;
export const popupMoments = ['B', 'A', 'F'] as const;

const title = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200));
const content = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(20_000));

const announcementSchema = v.object({
  type: v.picklist(announcementTypes),
  title: v.object({ EN: title, TY: title }),
  content: v.object({ EN: content, TY: content }),
  execution: v.optional(v.picklist(popupMoments), 'B'),
  sort: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(999)), 0),
});

export type AnnouncementBody = v.InferOutput<typeof announcementSchema>;

const bodyOf = (row: typeof announcements.$inferSelect): AnnouncementBody => ({
  type: row.type as AnnouncementBody['type'],
  title: { EN: row.title.EN ?? '', TY: row.title.TY ?? '' },
  content: { EN: row.content.EN ?? '', TY: row.content.TY ?? '' },
  execution: row.execution as AnnouncementBody['execution'],
  sort: row.sort,
});

export const announcementKind: ContentKind<AnnouncementBody> = {
  name: 'announcement',
  schema: announcementSchema,
  choices: { types: announcementTypes, executions: popupMoments },
  async published(db) {
    const rows = await db.select().from(announcements).orderBy(asc(announcements.type), desc(announcements.publishedAt), asc(announcements.sort), asc(announcements.id));
    return rows.filter((row) => (announcementTypes as readonly string[]).includes(row.type)).map((row) => ({ id: row.id, publishedAt: row.publishedAt, ...bodyOf(row) }));
  },
  async write(tx, id, body, now) {
    const values = { ...body, publishedAt: now };
    if (id === null) {
      const [made] = await tx.insert(announcements).values(values).returning({ id: announcements.id });
      return { id: made.id, before: null };
    }
    const [old] = await tx.select().from(announcements).where(eq(announcements.id, id)).for('update');
    if (!old) return null;
    await tx.update(announcements).set(values).where(eq(announcements.id, id));
    return { id, before: bodyOf(old) };
  },
  async remove(tx, id) {
    const [removed] = await tx.delete(announcements).where(eq(announcements.id, id)).returning();
    return removed ? bodyOf(removed) : null;
  },
  async preview(db, draft, language) {
    const { type, execution } = draft.body;
    const sameList = type === 'PU' ? and(eq(announcements.type, type), eq(announcements.execution, execution)) : eq(announcements.type, type);
    const others = await db.select().from(announcements).where(sameList).orderBy(desc(announcements.publishedAt), asc(announcements.sort), asc(announcements.id));
    const draftId = draft.targetId ?? -draft.id;
    const shown = [{ id: draftId, ...draft.body }, ...others.filter((row) => row.id !== draft.targetId)];
    return { type, execution, draftId, notices: shown.map((row) => ({ id: row.id, title: pickText(row.title, language), content: pickText(row.content, language) })) };
  },
};
