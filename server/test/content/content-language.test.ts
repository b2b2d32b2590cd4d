/**
 * Content in the request's language: promotions, every announcement group,
 * banners, help topics, agent notices and the reward centre's promotion titles
 * answer in Tagalog for `Language: TY`, in English for EN, and in English for
 * a language the brand does not have or a row not translated yet.
 */
import { eq, inArray } from 'drizzle-orm';
import { existsSync } from 'node:fs';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { agentAnnouncementsSchema } from '../../../src/services/schemas/agent';
import { announcementsSchema, type Announcements } from '../../../src/services/schemas/content';
import { availablePromotionsSchema, promotionClaimAnswerSchema, promotionClaimListSchema } from '../../../src/services/schemas/rewards';
import { helpCenterSchema } from '../../../src/services/schemas/system';
import { announcements, helpTopics, promotions } from '../../src/db/schema';
import { seededAccount } from '../agent/support';
import { describeOnBothDatabases } from '../databases';
import { callGateway, memberWithSession } from '../http';
import { answerOf, fixedClock, requestId } from '../rewards/support';

const allTypes = 'B,PL,PU,PR,H';
/** Words only the Tagalog seed uses; an English text never carries them. */
const tagalogWords = /\b(ang|ng|sa|mga|para|hanggang|Maligayang|Salamat|Paano|Regalo|Araw-araw|Lingguhang|Bagong)\b/;

describeOnBothDatabases(
  'content in the request language',
  (gateway) => {
    const content = async (language: string, token?: string, query: Record<string, string> = { types: allTypes }) => {
      const answer = await callGateway(gateway(), 'announcements', { query, token, headers: { Language: language } });
      expect(answer.status).toBe(200);
      return v.parse(announcementsSchema, answer.body.value);
    };
    const texts = (value: Announcements) => [
      ...value.player.flatMap((notice) => [notice.title, notice.content]),
      ...value.popup.flatMap((notice) => [notice.title, notice.content]),
      ...value.headline.flatMap((notice) => [notice.title, notice.content]),
      ...value.promotion.flatMap((promotion) => [promotion.title, promotion.content]),
    ];
    let member: { id: number; token: string };
    beforeAll(async () => {
      member = await memberWithSession(gateway());
    });

    describe('announcements', () => {
      it('answers every group in Tagalog for TY and in English for EN, with the same rows', async () => {
        const tagalog = await content('TY', member.token);
        const english = await content('EN', member.token);
        for (const group of ['banners', 'player', 'popup', 'promotion', 'headline'] as const) {
          expect(tagalog[group].length, group).toBeGreaterThan(0);
          expect(tagalog[group].length, group).toBe(english[group].length);
        }
        expect(tagalog.player.map((notice) => notice.id)).toEqual(english.player.map((notice) => notice.id));
        for (const text of texts(tagalog)) expect(text).toMatch(tagalogWords);
        for (const text of texts(english)) expect(text).not.toMatch(tagalogWords);
        expect(tagalog.promotion.find((promotion) => promotion.id === 3)?.title).toBe('Araw-araw na reload 10%');
        expect(english.promotion.find((promotion) => promotion.id === 3)?.title).toBe('Daily reload 10%');
        expect(tagalog.popup.map((popup) => popup.title).sort()).toEqual(['Handa na ang iyong araw-araw na reload', 'Salamat sa pagsali!']);
      });

      it('gives visitors the Tagalog popup and the Tagalog pictures of banners and promotions, files beside the English ones', async () => {
        const tagalog = await content('TY');
        const english = await content('EN');
        expect(tagalog.popup.map((popup) => popup.title)).toEqual(['Maligayang pagdating sa XSP Royal']);
        for (const [index, banner] of tagalog.banners.entries()) {
          expect(banner.url).toBe(english.banners[index].url.replace(/\.svg$/, '.ty.svg'));
          expect(existsSync(`public${banner.url}`), banner.url).toBe(true);
        }
        for (const promotion of tagalog.promotion) {
          expect(promotion.announcementImages).toEqual([{ sequence: 1, url: `/assets/promotions/${promotion.id}.ty.svg` }]);
          expect(existsSync(`public${promotion.announcementImages[0].url}`), promotion.announcementImages[0].url).toBe(true);
        }
      });

      it('answers a language the brand does not have in English', async () => {
        expect(await content('KO', member.token)).toEqual(await content('EN', member.token));
        expect(await content('', member.token)).toEqual(await content('EN', member.token));
      });

      it('gives a notice and a promotion without a Tagalog text, or with a blank one, in English', async () => {
        const [notice, blank] = await gateway()
          .db.insert(announcements)
          .values([
            { type: 'H', title: { EN: 'English only headline' }, content: { EN: '<p>English only</p>' }, publishedAt: Date.UTC(2030, 0, 1) },
            { type: 'H', title: { EN: 'Blank Tagalog headline', TY: ' ' }, content: { EN: '<p>Blank</p>', TY: '' }, publishedAt: Date.UTC(2030, 0, 2) },
          ])
          .returning({ id: announcements.id });
        const [promotion] = await gateway()
          .db.insert(promotions)
          .values({ title: { EN: 'English only offer' }, category: 'event', content: { EN: '<p>Offer</p>' }, images: { EN: [{ sequence: 1, url: '/assets/promotions/8.svg' }] }, sort: 99 })
          .returning({ id: promotions.id });
        const tagalog = await content('TY', member.token);
        expect(tagalog.headline.find((row) => row.id === notice.id)).toMatchObject({ title: 'English only headline', content: '<p>English only</p>' });
        expect(tagalog.headline.find((row) => row.id === blank.id)).toMatchObject({ title: 'Blank Tagalog headline', content: '<p>Blank</p>' });
        expect(tagalog.promotion.find((row) => row.id === promotion.id)).toMatchObject({
          title: 'English only offer',
          content: '<p>Offer</p>',
          announcementImages: [{ sequence: 1, url: '/assets/promotions/8.svg' }],
        });
        await gateway().db.delete(announcements).where(inArray(announcements.id, [notice.id, blank.id]));
        await gateway().db.delete(promotions).where(eq(promotions.id, promotion.id));
      });
    });

    describe('help topics', () => {
      const topics = async (language: string) =>
        v.parse(helpCenterSchema, (await callGateway(gateway(), 'helpCenter', { query: { device: 'WEB' }, headers: { Language: language } })).body.value);

      it('answers every topic in Tagalog for TY, in English for EN and for an unknown language', async () => {
        const tagalog = await topics('TY');
        const english = await topics('EN');
        expect(tagalog.length).toBe(english.length);
        expect(tagalog.map((topic) => topic.category)).toEqual(english.map((topic) => topic.category));
        expect(tagalog[0].title).toBe('Paano ako magbubukas ng account?');
        expect(english[0].title).toBe('How do I open an account?');
        for (const [index, topic] of tagalog.entries()) expect(topic.title, topic.title).not.toBe(english[index].title);
        expect(await topics('KO')).toEqual(english);
      });

      it('gives a topic written in English only to Tagalog readers in English', async () => {
        await gateway().db.insert(helpTopics).values({ category: 'games', language: 'EN', title: 'English only topic', content: '<p>EN</p>', sort: 98 });
        const tagalog = await topics('TY');
        expect(tagalog.at(-1)).toMatchObject({ title: 'English only topic' });
        expect(tagalog.filter((topic) => topic.title === 'English only topic')).toHaveLength(1);
        await gateway().db.delete(helpTopics).where(eq(helpTopics.sort, 98));
      });
    });

    describe('agent notices', () => {
      it('answers in Tagalog for TY and in English for EN and an unknown language', async () => {
        const agent = await seededAccount(gateway(), 'agent1');
        const notices = async (language: string) =>
          (await answerOf(gateway(), 'agentAnnouncements', agentAnnouncementsSchema, { token: agent.token, headers: { Language: language }, query: {} })).list;
        const english = await notices('EN');
        const tagalog = await notices('TY');
        expect(tagalog.length).toBe(english.length);
        expect(tagalog.map((notice) => notice.title)).not.toEqual(english.map((notice) => notice.title));
        expect(await notices('KO')).toEqual(english);
      });
    });

    describe('reward centre', () => {
      const available = async (language: string) =>
        (await answerOf(gateway(), 'availablePromotions', availablePromotionsSchema, { token: member.token, headers: { Language: language } })).list;

      it('titles and covers the available promotions in the request language', async () => {
        const tagalog = await available('TY');
        const english = await available('EN');
        expect(tagalog.map((promotion) => promotion.promotionId)).toEqual(english.map((promotion) => promotion.promotionId));
        for (const promotion of tagalog) {
          expect(promotion.title).toMatch(tagalogWords);
          expect(promotion.cover).toBe(`/assets/promotions/${promotion.promotionId}.ty.svg`);
        }
        for (const promotion of english) expect(promotion.title).not.toMatch(tagalogWords);
        expect(await available('KO')).toEqual(english);
      });

      it('titles a claim and the claim records in the request language', async () => {
        const claimed = await answerOf(gateway(), 'promotionClaim', promotionClaimAnswerSchema, {
          token: member.token,
          headers: { Language: 'TY' },
          body: { requestId: requestId(), promotionId: 2 },
        });
        expect(claimed.claim.title).toBe('Regalo sa pagrehistro: 1,000 VND mula sa amin');
        const records = async (language: string) =>
          (await answerOf(gateway(), 'promotionClaimList', promotionClaimListSchema, { token: member.token, headers: { Language: language }, query: { pageNo: '1', pageSize: '10' } }))
            .list;
        expect((await records('TY')).map((record) => record.title)).toEqual(['Regalo sa pagrehistro: 1,000 VND mula sa amin']);
        expect((await records('EN')).map((record) => record.title)).toEqual(['Sign-up gift: 1,000 VND on us']);
        expect(await records('KO')).toEqual(await records('EN'));
      });

      it('gives a promotion without a Tagalog title in English', async () => {
        const [stored] = await gateway().db.select().from(promotions).where(eq(promotions.id, 3));
        await gateway().db.update(promotions).set({ title: { EN: stored.title.EN }, images: { EN: stored.images.EN } }).where(eq(promotions.id, 3));
        const daily = (await available('TY')).find((promotion) => promotion.promotionId === 3);
        expect(daily).toMatchObject({ title: 'Daily reload 10%', cover: '/assets/promotions/3.svg' });
        await gateway().db.update(promotions).set({ title: stored.title, images: stored.images }).where(eq(promotions.id, 3));
      });
    });
  },
  { clock: fixedClock },
);
