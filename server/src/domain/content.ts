/**
 * The announcements answer (api-facts §7.3): one call carries banners (B),
 * player notices (PL), popups (PU), promotions (PR) and headlines (H). Every
 * group is always present; groups not asked for are empty. Texts and images
 * are given in the request's language, in English where a row lacks it.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Announcements } from '../../../src/services/schemas/content';
import type { Db } from '../db';
import { announcements, banners, promotions } from '../db/schema';
import { pickImages, pickText } from './localised-content';

export type AnnouncementType = 'B' | 'PL' | 'PU' | 'PR' | 'H';
export type PopupExecution = 'B' | 'A' | 'F';

export interface AnnouncementsQuery {
  types: AnnouncementType[];
  /** Asked-for popup moment; without it: before-login popups for visitors, after-login ones (and first-login ones) for members. */
  execution?: PopupExecution;
  loggedIn: boolean;
  /** Language code of the request (EN, TY); texts missing in it are given in English. */
  language: string;
  /** Promotions outside their start/end window are left out. */
  now: number;
}

function popupMoments({ execution, loggedIn }: AnnouncementsQuery): PopupExecution[] {
  if (execution) return [execution];
  return loggedIn ? ['A', 'F'] : ['B'];
}

async function notices(db: Db, type: AnnouncementType, executions?: PopupExecution[]) {
  const condition = executions ? and(eq(announcements.type, type), inArray(announcements.execution, executions)) : eq(announcements.type, type);
  return db.select().from(announcements).where(condition).orderBy(desc(announcements.publishedAt), asc(announcements.sort), asc(announcements.id));
}

const asNotice = (row: typeof announcements.$inferSelect, language: string) => ({
  id: row.id,
  title: pickText(row.title, language),
  content: pickText(row.content, language),
  timestamp: row.publishedAt,
});

/** The first start or end of a promotion window after `now`: the answer changes then. */
const nextWindowChange = (rows: readonly (typeof promotions.$inferSelect)[], now: number): number =>
  Math.min(...rows.flatMap((row) => [row.startsAt, row.endsAt]).filter((at): at is number => at !== null && at > now));

/** The answer and the moment it stops being true (a promotion starts or ends); Infinity when none will. */
export async function timedAnnouncements(db: Db, query: AnnouncementsQuery): Promise<{ answer: Announcements; validUntil: number }> {
  const { language } = query;
  const wants = (type: AnnouncementType) => query.types.includes(type);
  const [bannerRows, playerRows, popupRows, promotionRows, headlineRows] = await Promise.all([
    wants('B') ? db.select().from(banners).orderBy(asc(banners.groupName), asc(banners.sort), asc(banners.id)) : [],
    wants('PL') ? notices(db, 'PL') : [],
    wants('PU') ? notices(db, 'PU', popupMoments(query)) : [],
    wants('PR') ? db.select().from(promotions).orderBy(asc(promotions.sort), asc(promotions.id)) : [],
    wants('H') ? notices(db, 'H') : [],
  ]);
  const answer: Announcements = {
    banners: bannerRows.map((row) => ({ bannerId: row.id, groupName: row.groupName, url: pickText(row.imageUrl, language), linkageType: row.linkageType, linkage: row.linkage })),
    player: playerRows.map((row) => asNotice(row, language)),
    popup: popupRows.map((row) => ({ ...asNotice(row, language), execution: row.execution as PopupExecution, promotionType: row.promotionType })),
    promotion: promotionRows
      .filter((row) => (row.startsAt ?? -Infinity) <= query.now && query.now < (row.endsAt ?? Infinity))
      .map((row) => ({
        id: row.id,
        title: pickText(row.title, language),
        category: row.category,
        content: pickText(row.content, language),
        announcementImages: pickImages(row.images, language),
      })),
    headline: headlineRows.map((row) => asNotice(row, language)),
  };
  return { answer, validUntil: nextWindowChange(promotionRows, query.now) };
}
