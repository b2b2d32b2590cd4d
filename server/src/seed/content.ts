/**
 * Public content of the demo brand: banners, promotions, announcements,
 * resources, customer service and the speed-test domain list. Tables without
 * a natural key are filled only while empty, so a restart adds nothing twice.
 *
 * `{origin}` in a URL stands for the gateway's own origin and `{loopback}` for
 * the same port under the other loopback name; the domain layer fills them in
 * per request because the seed cannot know where the gateway listens.
 */
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db';
import { announcements, banners, customerService, domainRoutes, promotions, resources } from '../db/schema';
import { syncSerial } from './brand';
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

const promotionSeeds = [
  { title: 'Welcome bonus: 100% up to 1,000,000 VND', category: 'new_player', body: 'Make your first deposit and we match it one to one, up to 1,000,000 VND. Turnover 15 times the bonus.' },
  { title: 'Sign-up gift: 1,000 VND on us', category: 'new_player', body: 'Create your account today and 1,000 VND lands in your wallet, ready for any slot.' },
  { title: 'Daily reload 10%', category: 'deposit', body: 'Every day, your first deposit earns a 10% bonus up to 500,000 VND.' },
  { title: 'Weekly slots cashback 5%', category: 'rebate', body: 'Net losses on slots from Monday to Sunday come back as 5% cashback every Monday.' },
  { title: 'VIP birthday gift', category: 'vip', body: 'VIP members from rank 3 receive a birthday gift that grows with their rank.' },
  { title: 'Refer a friend: 50,000 VND each', category: 'referral', body: 'Share your referral link; every friend who deposits earns you 50,000 VND.' },
  { title: 'Live casino weekend rebate 1%', category: 'rebate', body: 'Every Saturday and Sunday, 1% of your live casino turnover comes back to you, no cap.' },
  { title: 'Lottery lucky draw', category: 'event', body: 'Each 100,000 VND of lottery bets is a ticket to the monthly lucky draw.' },
];

const playerNoticeTitles = [
  'Scheduled maintenance of live casino tables',
  'New fishing game: Ocean King Deluxe',
  'Faster withdrawals to e-wallets',
  'Responsible gaming: set your own limits',
  'Sports: extra markets for the weekend league',
  'Lottery draw times updated',
  'Security tip: never share your verification code',
  'Points mall restocked with new gifts',
  'Esports: tournament season opens',
  'Customer service hours extended',
  'Cockfight arena schedule',
  'Holiday deposit bonus reminder',
  'App update for Android and iOS',
  'New payment channel available',
];

const popupSeeds = [
  { title: 'Welcome to XSP Royal', execution: 'B', promotionType: null, body: 'Register in one minute and claim your <strong>sign-up gift</strong>.' },
  { title: 'Your daily reload is ready', execution: 'A', promotionType: null, body: 'Deposit today and receive a <strong>10% bonus</strong>.' },
  { title: 'Thanks for joining!', execution: 'F', promotionType: 'REWARD', body: 'Your new-player rewards are waiting in the <strong>reward centre</strong>.' },
];

const headlineTitles = [
  'Weekly slots cashback is paid every Monday.',
  'Live casino maintenance on Tuesday 02:00 to 04:00.',
  'Invite friends and earn a bonus for every active referral.',
];

const noticeHtml = (title: string, index: number) =>
  `<p><strong>${title}.</strong></p><p>Dear member, this notice number ${index + 1} keeps you informed about changes on the platform.</p><ul><li>Effective immediately</li><li>Contact customer service with any question</li></ul>`;

async function isEmpty(db: Db, table: PgTable): Promise<boolean> {
  const [row] = await db.select({ rows: count() }).from(table);
  return Number(row?.rows ?? 0) === 0;
}

async function seedBanners(db: Db): Promise<void> {
  if (!(await isEmpty(db, banners))) return;
  const rows = bannerGroups.flatMap((groupName) =>
    Array.from({ length: bannersPerGroup[groupName] ?? 2 }, (_, index) => {
      const name = `${groupName}-${index + 1}`;
      return { groupName, imageUrl: `/assets/banners/${name}.svg`, sort: index, ...(bannerLinks[name] ?? {}) };
    }),
  );
  await db.insert(banners).values(rows);
}

async function seedPromotions(db: Db): Promise<void> {
  // Explicit ids: the promotion images are named after them.
  const rows = promotionSeeds.map((seed, index) => {
    const id = index + 1;
    return {
      id,
      title: seed.title,
      category: seed.category,
      content: `<p>${seed.body}</p><p>Terms: one bonus per person, household and device. The operator may end the offer at any time.</p>`,
      images: [{ sequence: 1, url: `/assets/promotions/${id}.svg` }],
      sort: index,
    };
  });
  await db.insert(promotions).values(rows).onConflictDoNothing();
  await syncSerial(db, 'promotions');
}

async function seedAnnouncements(db: Db): Promise<void> {
  if (!(await isEmpty(db, announcements))) return;
  const player = playerNoticeTitles.map((title, index) => ({
    type: 'PL',
    title,
    content: noticeHtml(title, index),
    publishedAt: publishedBase - index * day,
    sort: index,
  }));
  const popups = popupSeeds.map((seed, index) => ({
    type: 'PU',
    title: seed.title,
    content: `<p>${seed.body}</p>`,
    execution: seed.execution,
    promotionType: seed.promotionType,
    publishedAt: publishedBase - index * day,
    sort: index,
  }));
  const headlines = headlineTitles.map((title, index) => ({
    type: 'H',
    title,
    content: `<p>${title}</p>`,
    publishedAt: publishedBase - index * day,
    sort: index,
  }));
  await db.insert(announcements).values([...player, ...popups, ...headlines]);
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
  // Two reachable entries (this gateway) and two that never answer, so the speed test shows both outcomes.
  await db
    .insert(domainRoutes)
    .values([{ domainName: '{origin}' }, { domainName: '{loopback}' }, { domainName: 'https://mirror-1.xsp-royal.invalid' }, { domainName: 'https://mirror-2.xsp-royal.invalid' }])
    .onConflictDoNothing();
}

export async function seedContent(db: Db): Promise<void> {
  await seedBanners(db);
  await seedPromotions(db);
  await seedAnnouncements(db);
  await seedLinks(db);
  await seedHelpTopics(db);
}
