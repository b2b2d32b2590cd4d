/**
 * Picture and game addresses are absolute: on the brand's configured image
 * and launch hosts when there are any, else on the origin the call reached,
 * read from X-Forwarded-Proto/Host only when the gateway trusts a proxy.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { settings } from '../../src/db/schema';
import { settingKeys } from '../../src/seed/brand';
import { gameSeeds } from '../../src/seed/games/catalogue';
import { describeOnBothDatabases, startGatewayOn } from '../databases';
import type { TestGateway } from '../harness';
import { callGateway } from '../http';
import { gameLaunchQuery } from '../provider/support';
import { playingMember } from './support';

const aztec = gameSeeds.find((game) => game.code === 'PG_AZTEC_GOLD')!;
const forwarded = { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'portal.example', 'X-Forwarded-For': '198.51.100.4' };

interface Hosts {
  imageCDNs: string[];
  launchGameCDNs: string[];
}

async function addressesOf(gateway: TestGateway, headers: Record<string, string> = {}) {
  const member = await playingMember(gateway);
  const status = await callGateway<{ info: Hosts }>(gateway, 'status', { headers });
  const hot = await callGateway<{ list: { imageUrl: string }[] }>(gateway, 'hotGames', { headers });
  const launched = await callGateway<{ content: { game_url: string } }>(gateway, 'launchGame', { token: member.token, query: gameLaunchQuery(aztec), headers });
  return { hosts: status.body.value.info, image: hot.body.value.list[0].imageUrl, game: launched.body.value.content.game_url };
}

describeOnBothDatabases(
  'absolute addresses',
  (gateway, kind) => {
    let behindProxy: TestGateway;
    beforeAll(async () => {
      behindProxy = await startGatewayOn(kind, { config: { trustedProxies: 1 } });
    });
    afterAll(async () => {
      await behindProxy?.close();
    });

    it('answers its own origin, whatever X-Forwarded-* says, when it trusts no proxy', async () => {
      const { hosts, image, game } = await addressesOf(gateway(), forwarded);
      expect(hosts).toMatchObject({ imageCDNs: [gateway().url], launchGameCDNs: [gateway().url] });
      expect(image).toMatch(new RegExp(`^${gateway().url}/common/games/icons/[A-Z0-9_]+\\.svg$`));
      expect(game).toMatch(new RegExp(`^${gateway().url}/provider/demo/slot\\?token=`));
    });

    it('answers the public origin a trusted proxy names', async () => {
      const { hosts, image, game } = await addressesOf(behindProxy, forwarded);
      expect(hosts).toMatchObject({ imageCDNs: ['https://portal.example'], launchGameCDNs: ['https://portal.example'] });
      expect(image).toMatch(/^https:\/\/portal\.example\/common\/games\/icons\//);
      expect(game).toMatch(/^https:\/\/portal\.example\/provider\/demo\/slot\?token=/);
      // The answers are kept per origin: a caller without the proxy's headers still gets the gateway's own.
      expect((await addressesOf(behindProxy)).image.startsWith(`${behindProxy.url}/`)).toBe(true);
    });

    it('answers the brand’s configured hosts, the first of each list, blanks left out', async () => {
      await gateway()
        .db.update(settings)
        .set({ value: { imageCDNs: ['', 'https://img.cdn.example/'], launchGameCDNs: ['https://play1.cdn.example', 'https://play2.cdn.example'] } })
        .where(eq(settings.key, settingKeys.cdn));
      try {
        const { hosts, image, game } = await addressesOf(gateway());
        expect(hosts).toEqual(expect.objectContaining({ imageCDNs: ['https://img.cdn.example'], launchGameCDNs: ['https://play1.cdn.example', 'https://play2.cdn.example'] }));
        expect(image).toMatch(/^https:\/\/img\.cdn\.example\/common\/games\/icons\//);
        expect(game).toMatch(/^https:\/\/play1\.cdn\.example\/provider\/demo\/slot\?token=/);
      } finally {
        await gateway().db.update(settings).set({ value: { imageCDNs: [''], launchGameCDNs: [''] } }).where(eq(settings.key, settingKeys.cdn));
      }
    });
  },
  { config: { trustedProxies: 0 } },
);
