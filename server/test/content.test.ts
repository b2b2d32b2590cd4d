/** The announcements call: banners, notices, popups, promotions and headlines, as the portal asks for them. */
import { existsSync } from 'node:fs';
import * as v from 'valibot';
import { expect, it } from 'vitest';
import { announcementsSchema } from '../../src/services/schemas/content';
import { bannerGroups } from '../src/seed/content';
import { describeOnBothDatabases } from './databases';
import { callGateway, memberWithSession } from './http';

describeOnBothDatabases('announcements', (gateway) => {
  const fetchAnnouncements = async (query: Record<string, string>, token?: string) => {
    const answer = await callGateway(gateway(), 'announcements', { query, token });
    expect(answer.status).toBe(200);
    return v.parse(announcementsSchema, answer.body.value);
  };

  it('answers the before-login query: banners of every group, notices, before-login popups, promotions', async () => {
    const value = await fetchAnnouncements({ types: 'B,PL,PU,PR', platform: 'W', execution: 'B' });
    for (const group of bannerGroups) expect(value.banners.some((banner) => banner.groupName === group), group).toBe(true);
    expect(value.banners.filter((banner) => banner.groupName === 'w_home').length).toBeGreaterThanOrEqual(2);
    // The images live in the portal's public folder under the same names.
    for (const banner of value.banners) expect(existsSync(`public${banner.url}`), banner.url).toBe(true);
    expect(value.player.length).toBeGreaterThanOrEqual(12);
    expect(value.player[0].content).toMatch(/<p>/);
    const timestamps = value.player.map((notice) => notice.timestamp);
    expect(timestamps).toEqual([...timestamps].sort((a, b) => b - a));
    expect(value.popup.map((popup) => popup.execution)).toEqual(['B']);
    expect(value.promotion.some((promotion) => promotion.category === 'new_player')).toBe(true);
    for (const promotion of value.promotion) {
      expect(promotion.announcementImages[0]).toEqual({ sequence: 1, url: `/assets/promotions/${promotion.id}.svg` });
      expect(existsSync(`public${promotion.announcementImages[0].url}`), promotion.announcementImages[0].url).toBe(true);
    }
    expect(value.headline).toEqual([]);
  });

  it('gives members the after-login and first-login popups and the headlines', async () => {
    const { token } = await memberWithSession(gateway());
    const value = await fetchAnnouncements({ types: 'B,PL,PU,PR,H', platform: 'W' }, token);
    expect(value.popup.map((popup) => popup.execution).sort()).toEqual(['A', 'F']);
    expect(value.headline.length).toBeGreaterThan(0);
  });

  it('answers only the asked types; the default type is B', async () => {
    const onlyPlayer = await fetchAnnouncements({ types: 'PL' });
    expect(onlyPlayer.banners).toEqual([]);
    expect(onlyPlayer.player.length).toBeGreaterThan(0);
    const byDefault = await fetchAnnouncements({});
    expect(byDefault.banners.length).toBeGreaterThan(0);
    expect(byDefault.player).toEqual([]);
  });
});
