/**
 * Public content of the demo brand: banners, promotions, announcements,
 * resources, customer service and the speed-test domain list. Tables without
 * a natural key are filled only while empty, so a restart adds nothing twice.
 *
 * `{origin}` in a URL stands for the gateway's own origin and `{loopback}` for
 * the same port under the other loopback name; the domain layer fills them in
 * per request because the seed cannot know where the gateway listens.
 *
 * Every text a member reads is written in English (EN) and Tagalog (TY);
 * pictures with words on them have a Tagalog twin named `<name>.ty.svg`.
 * Rows seeded before content was kept per language (migration 0008 keeps
 * their English only) gain the Tagalog texts and pictures at the next start.
 */
import { count, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db';
import { announcements, banners, customerService, domainRoutes, promotions, resources } from '../db/schema';
import { syncSerial } from './brand';
import { bothLanguages, type Bilingual, headlineTitles, imageInBoth, inBoth, noticeHtml, playerNoticeTitles, popupSeeds, promotionSeeds, promotionTerms } from './content-texts';
import { seedHelpTopics } from './help-topics';

export const bannerGroups = [
  'w_home',
  'w_rng',
  'w_live',
  'w_fish',
  'w_pvp',
  'w_sports',
  'w_esports',
  'w_lott',
  'w_down',
  'w_promotion',
  'w_shop',
  'w_help',
  'w_reg',
  'w_inhouse',
] as const;

/** How many banners each group gets; image files are `/assets/banners/<group>-<n>.svg`. */
const bannersPerGroup: Partial<Record<(typeof bannerGroups)[number], number>> = { w_home: 3 };

const bannerLinks: Record<string, { linkageType: string; linkage: string }> = {
  'w_home-1': { linkageType: 'PROMOTION', linkage: '1' },
  'w_home-2': { linkageType: 'ROUTE', linkage: '/rng' },
  'w_promotion-1': { linkageType: 'PROMOTION', linkage: '3' },
  'w_reg-1': { linkageType: 'ROUTE', linkage: '/promotions' },
};

const day = 24 * 60 * 60 * 1000;
/** Fixed dates keep answers the same on every machine. */
const publishedBase = Date.UTC(2026, 10, 20, 9, 30, 0);

async function isEmpty(db: Db, table: PgTable): Promise<boolean> {
  const [row] = await db.select({ rows: count() }).from(table);
  return Number(row?.rows ?? 0) === 0;
}

async function seedBanners(db: Db): Promise<void> {
  if (!(await isEmpty(db, banners))) {
    // Banners seeded before pictures were kept per language gain their Tagalog twins.
    await db.execute(sql`
      update banners set image_url = image_url || jsonb_build_object('TY', regexp_replace(image_url ->> 'EN', '\\.svg$', '.ty.svg'))
      where image_url ->> 'TY' is null and image_url ->> 'EN' ~ '^/assets/banners/w_[a-z]+-[0-9]+\\.svg$'`);
    return;
  }
  const rows = bannerGroups.flatMap((groupName) =>
    Array.from({ length: bannersPerGroup[groupName] ?? 2 }, (_, index) => {
      const name = `${groupName}-${index + 1}`;
      return { groupName, imageUrl: imageInBoth(`/assets/banners/${name}.svg`), sort: index, ...(bannerLinks[name] ?? {}) };
    }),
  );
  await db.insert(banners).values(rows);
}

async function seedPromotions(db: Db): Promise<void> {
  // Explicit ids: the promotion images are named after them.
  const rows = promotionSeeds.map((seed, index) => {
    const id = index + 1;
    const cover = imageInBoth(`/assets/promotions/${id}.svg`);
    return {
      id,
      title: seed.title,
      category: seed.category,
      content: inBoth(seed.body, (body, language) => `<p>${body}</p><p>${promotionTerms[language]}</p>`),
      images: Object.fromEntries(bothLanguages.map((language) => [language, [{ sequence: 1, url: cover[language] }]])),
      sort: index,
    };
  });
  // A database made before texts were kept per language gains the Tagalog ones; stored texts win over the seed's.
  await db
    .insert(promotions)
    .values(rows)
    .onConflictDoUpdate({
      target: promotions.id,
      set: {
        title: sql`excluded.title || ${promotions.title}`,
        content: sql`excluded.content || ${promotions.content}`,
        images: sql`excluded.images || ${promotions.images}`,
      },
    });
  await syncSerial(db, 'promotions');
}

/** Notices seeded before texts were kept per language hold only English; they gain the seed's Tagalog. */
async function addTagalogToEarlierNotices(db: Db, rows: { type: string; title: Bilingual; content: Bilingual }[]): Promise<void> {
  const seeded = sql.join(
    rows.map((row) => sql`(${row.type}::text, ${row.title.EN}::text, ${row.title.TY}::text, ${row.content.TY}::text)`),
    sql`, `,
  );
  await db.execute(sql`
    update announcements
    set title = announcements.title || jsonb_build_object('TY', seeded.ty_title), content = announcements.content || jsonb_build_object('TY', seeded.ty_content)
    from (values ${seeded}) as seeded(type, en_title, ty_title, ty_content)
    where announcements.type = seeded.type and announcements.title ->> 'EN' = seeded.en_title and announcements.title ->> 'TY' is null`);
}

async function seedAnnouncements(db: Db): Promise<void> {
  const player = playerNoticeTitles.map((title, index) => ({
    type: 'PL',
    title,
    content: inBoth(title, (text, language) => noticeHtml[language](text, index)),
    publishedAt: publishedBase - index * day,
    sort: index,
  }));
  const popups = popupSeeds.map((seed, index) => ({
    type: 'PU',
    title: seed.title,
    content: inBoth(seed.body, (body) => `<p>${body}</p>`),
    execution: seed.execution,
    promotionType: seed.promotionType,
    publishedAt: publishedBase - index * day,
    sort: index,
  }));
  const headlines = headlineTitles.map((title, index) => ({
    type: 'H',
    title,
    content: inBoth(title, (text) => `<p>${text}</p>`),
    publishedAt: publishedBase - index * day,
    sort: index,
  }));
  const rows = [...player, ...popups, ...headlines];
  if (await isEmpty(db, announcements)) await db.insert(announcements).values(rows);
  else await addTagalogToEarlierNotices(db, rows);
}

async function seedLinks(db: Db): Promise<void> {
  await db
    .insert(resources)
    .values([
      { resourceType: 'ANDROID', url: '{origin}/downloads/xsp-royal.apk', labelNameEn: 'Android' },
      { resourceType: 'IOS', url: '{origin}/downloads/xsp-royal.mobileconfig', labelNameEn: 'iOS' },
      { resourceType: 'TELEGRAM1', url: 'https://example.com/telegram/xsp-royal-support', labelNameEn: 'Telegram support' },
      { resourceType: 'TELEGRAM2', url: 'https://example.com/telegram/xsp-royal-news', labelNameEn: 'Telegram news' },
      { resourceType: 'FACEBOOK', url: 'https://example.com/facebook/xsp-royal', labelNameEn: 'Facebook' },
    ])
    .onConflictDoNothing();
  await db
    .insert(customerService)
    .values([
      { csType: 'LIVECHAT', url: '{origin}/chat/LIVECHAT', sort: 0 },
      { csType: 'VIP', url: '{origin}/chat/VIP', sort: 1 },
    ])
    .onConflictDoNothing();
  // Players see every entry in the speed test: only this gateway, under the names it answers to; a brand adds its real mirrors.
  await db.insert(domainRoutes).values([{ domainName: '{origin}' }, { domainName: '{loopback}' }]).onConflictDoNothing();
}

export async function seedContent(db: Db): Promise<void> {
  await seedBanners(db);
  await seedPromotions(db);
  await seedAnnouncements(db);
  await seedLinks(db);
  await seedHelpTopics(db);
}
