/**
 * Each promotion's picture is its own and shows what the promotion is about:
 * the picture's headline shares a word with the promotion's title, in each
 * language, and no two promotions share a picture or a headline.
 */
import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { expect, it } from 'vitest';
import { announcementsSchema } from '../../../src/services/schemas/content';
import { describeOnBothDatabases } from '../databases';
import { callGateway } from '../http';

/** The gold headline's lines. */
const headlineOf = (svg: string) => (/<text[^>]*fill="url\(#gold\)"[^>]*>(.*?)<\/text>/.exec(svg)?.[1] ?? '').replace(/<[^>]+>/g, ' ').trim();

// Words of four letters or more, compared by their first five, so FRIENDS meets friend and IMBITAHAN meets imbita.
const wordsOf = (text: string) => (text.toLowerCase().match(/\p{L}{4,}/gu) ?? []).map((word) => word.slice(0, 5));

describeOnBothDatabases('promotion pictures', (gateway) => {
  for (const language of ['EN', 'TY']) {
    it(`gives every promotion a picture of its own that names its kind (${language})`, async () => {
      const answer = await callGateway(gateway(), 'announcements', { query: { types: 'PR' }, headers: { Language: language } });
      const { promotion } = v.parse(announcementsSchema, answer.body.value);
      expect(promotion.length).toBeGreaterThanOrEqual(8);
      const pictures = promotion.map((entry) => ({ id: entry.id, title: entry.title, svg: readFileSync(`public${entry.announcementImages[0].url}`, 'utf8') }));
      for (const picture of pictures) {
        const headline = headlineOf(picture.svg);
        const shared = wordsOf(headline).filter((word) => wordsOf(picture.title).includes(word));
        expect(shared, `promotion ${picture.id} "${picture.title}" shows "${headline}"`).not.toEqual([]);
      }
      expect(new Set(pictures.map((picture) => picture.svg)).size).toBe(pictures.length);
      expect(new Set(pictures.map((picture) => headlineOf(picture.svg))).size).toBe(pictures.length);
    });
  }
});
