/** Announcements carry banners, player notices, popups and promotions. */
import * as v from 'valibot';

export const announcementTypes = ['B', 'PL', 'PU', 'PR', 'H'] as const;

export const bannerSchema = v.object({
  bannerId: v.number(),
  groupName: v.string(),
  url: v.string(),
  /** Empty when the banner links nowhere; otherwise URL, PROMOTION, GAME or ROUTE. */
  linkageType: v.optional(v.string(), ''),
  linkage: v.optional(v.string(), ''),
});
export type Banner = v.InferOutput<typeof bannerSchema>;

export const noticeSchema = v.object({
  id: v.number(),
  title: v.string(),
  /** HTML: the portal sanitises it before showing it. */
  content: v.string(),
  /** Epoch milliseconds. */
  timestamp: v.number(),
});
export type Notice = v.InferOutput<typeof noticeSchema>;

export const popupSchema = v.object({
  ...noticeSchema.entries,
  /** B before login, A after login, F first login only. */
  execution: v.picklist(['B', 'A', 'F']),
  promotionType: v.optional(v.nullable(v.string()), null),
});
export type Popup = v.InferOutput<typeof popupSchema>;

export const promotionSchema = v.object({
  id: v.number(),
  title: v.string(),
  category: v.string(),
  content: v.optional(v.string(), ''),
  announcementImages: v.array(v.object({ sequence: v.number(), url: v.string() })),
});
export type Promotion = v.InferOutput<typeof promotionSchema>;

export const announcementsSchema = v.object({
  banners: v.array(bannerSchema),
  player: v.array(noticeSchema),
  popup: v.array(popupSchema),
  promotion: v.array(promotionSchema),
  /** Type H: the scrolling headline notices (not seen in the original's answers, so they may be missing). */
  headline: v.optional(v.array(noticeSchema), []),
});
export type Announcements = v.InferOutput<typeof announcementsSchema>;
