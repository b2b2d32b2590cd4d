/**
 * A database seeded before content was kept per language: migration 0008
 * leaves each row its English text only, and the next start's seed adds the
 * Tagalog texts and pictures without touching what is stored or adding rows.
 */
import { count, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { expect, it } from 'vitest';
import { announcementsSchema } from '../../../src/services/schemas/content';
import { announcements, banners, promotions } from '../../src/db/schema';
import { seedContent } from '../../src/seed/content';
import { describeOnBothDatabases } from '../databases';
import { callGateway, memberWithSession } from '../http';

describeOnBothDatabases('content seeded before it was kept per language', (gateway) => {
  it('gains the Tagalog texts and pictures at the next seed, keeping the English ones and the row count', async () => {
    const db = gateway().db;
    const { token } = await memberWithSession(gateway());
    const tagalog = async () =>
      v.parse(announcementsSchema, (await callGateway(gateway(), 'announcements', { query: { types: 'B,PL,PU,PR,H' }, token, headers: { Language: 'TY' } })).body.value);
    const before = await tagalog();
    // What migration 0008 makes of rows seeded earlier: their English text only.
    await db.update(announcements).set({ title: sql`jsonb_build_object('EN', title ->> 'EN')`, content: sql`jsonb_build_object('EN', content ->> 'EN')` });
    await db.update(banners).set({ imageUrl: sql`jsonb_build_object('EN', image_url ->> 'EN')` });
    await db.update(promotions).set({ title: sql`jsonb_build_object('EN', title ->> 'EN')`, images: sql`jsonb_build_object('EN', images -> 'EN')` });
    const englishOnly = await tagalog();
    expect(englishOnly.player[0].title).toBe('Scheduled maintenance of live casino tables');
    expect(englishOnly.banners[0].url).not.toMatch(/\.ty\.svg$/);
    const rows = async () => ({
      announcements: (await db.select({ rows: count() }).from(announcements))[0].rows,
      banners: (await db.select({ rows: count() }).from(banners))[0].rows,
      promotions: (await db.select({ rows: count() }).from(promotions))[0].rows,
    });
    const counted = await rows();
    await seedContent(db);
    expect(await rows()).toEqual(counted);
    expect(await tagalog()).toEqual(before);
  });
});
