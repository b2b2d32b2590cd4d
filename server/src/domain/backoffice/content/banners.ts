/**
 * Banners by path group: one picture per language (banner pictures carry
 * words), a link, an order within the group. The preview is the group's
 * banners as the announcements answer would list them with the draft in
 * place, through the same language choice (pickText).
 */
import { asc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { bannerGroupByPath } from '../../../../../src/components/banner/banner-groups';
import type { Banner } from '../../../../../src/services/schemas/content';
import { banners } from '../../../db/schema';
import { pickText } from '../../localised-content';
import type { ContentKind } from './kind';

export const bannerGroups = [...new Set(Object.values(bannerGroupByPath))] as [string, ...string[]];
export const linkageTypes = ['', 'URL', 'PROMOTION', 'ROUTE', 'GAME'] as const;

/** A site path or an https address: a banner never points at another scheme. */
const address = v.pipe(v.string(), v.trim(), v.maxLength(500), v.regex(/^(\/[^\s]*|https:\/\/[^\s]+)$/));

const bannerSchema = v.pipe(
  v.object({
    groupName: v.picklist(bannerGroups),
    imageUrl: v.object({ EN: address, TY: address }),
    linkageType: v.optional(v.picklist(linkageTypes), ''),
    linkage: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500)), ''),
    sort: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(999)), 0),
  }),
  v.forward(
    v.check((body) => body.linkageType === '' || body.linkage !== '', 'linkage'),
    ['linkage'],
  ),
);

export type BannerBody = v.InferOutput<typeof bannerSchema>;

const bodyOf = (row: typeof banners.$inferSelect): BannerBody => ({
  groupName: row.groupName,
  imageUrl: { EN: row.imageUrl.EN ?? '', TY: row.imageUrl.TY ?? '' },
  linkageType: row.linkageType as BannerBody['linkageType'],
  linkage: row.linkage,
  sort: row.sort,
});

export const bannerKind: ContentKind<BannerBody> = {
  name: 'banner',
  schema: bannerSchema,
  choices: { groups: Object.entries(bannerGroupByPath).map(([path, group]) => ({ group, path })), linkageTypes },
  async published(db) {
    const rows = await db.select().from(banners).orderBy(asc(banners.groupName), asc(banners.sort), asc(banners.id));
    return rows.map((row) => ({ id: row.id, ...bodyOf(row) }));
  },
  async write(tx, id, body) {
    if (id === null) {
      const [made] = await tx.insert(banners).values(body).returning({ id: banners.id });
      return { id: made.id, before: null };
    }
    const [old] = await tx.select().from(banners).where(eq(banners.id, id)).for('update');
    if (!old) return null;
    await tx.update(banners).set(body).where(eq(banners.id, id));
    return { id, before: bodyOf(old) };
  },
  async remove(tx, id) {
    const [removed] = await tx.delete(banners).where(eq(banners.id, id)).returning();
    return removed ? bodyOf(removed) : null;
  },
  async preview(db, draft, language) {
    const group = await db.select().from(banners).where(eq(banners.groupName, draft.body.groupName));
    // The draft stands in for the row it changes; a new banner gets an id no row has, so the view can mark it.
    const draftId = draft.targetId ?? -draft.id;
    const orderOf = (id: number) => (id < 0 ? Number.MAX_SAFE_INTEGER : id);
    const rows = [...group.filter((row) => row.id !== draft.targetId), { id: draftId, ...draft.body }].sort((a, b) => a.sort - b.sort || orderOf(a.id) - orderOf(b.id));
    const shown: Banner[] = rows.map((row) => ({ bannerId: row.id, groupName: row.groupName, url: pickText(row.imageUrl, language), linkageType: row.linkageType, linkage: row.linkage }));
    return { groupName: draft.body.groupName, draftId, banners: shown };
  },
};
