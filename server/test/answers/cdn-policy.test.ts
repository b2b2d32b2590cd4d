/**
 * The gateway's pages may show pictures from the brand's image hosts and
 * frame games from its launch hosts (the `cdn` setting, where the answers
 * put them), as soon as an operator sets them; and the demo provider's game
 * pages may be framed only by the portal: this origin and CORS_ORIGINS.
 */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { settings } from '../../src/db/schema';
import { settingKeys } from '../../src/seed/brand';
import { describeOnBothDatabases } from '../databases';
import type { TestGateway } from '../harness';

const portal = 'http://127.0.0.1:5998';

const directives = async (gateway: TestGateway, path: string): Promise<Map<string, string[]>> => {
  const answer = await fetch(new URL(path, gateway.url));
  const policy = answer.headers.get('content-security-policy') ?? '';
  return new Map(policy.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...sources]) => [name, sources]));
};

const setCdn = (gateway: TestGateway, value: unknown) => gateway.db.update(settings).set({ value }).where(eq(settings.key, settingKeys.cdn));

describeOnBothDatabases(
  'the CDN hosts and the game frames in the policy',
  (gateway) => {
    it('allows the configured image and launch hosts, and only this origin when none is set', async () => {
      const before = await directives(gateway(), '/chat/LIVECHAT');
      expect(before.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
      expect(before.get('frame-src')).toEqual(["'self'"]);
      await setCdn(gateway(), { imageCDNs: ['', 'https://img.cdn.example/brand/'], launchGameCDNs: ['https://play1.cdn.example', 'https://play2.cdn.example:8443/'] });
      try {
        const after = await directives(gateway(), '/chat/LIVECHAT');
        expect(after.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://img.cdn.example']);
        expect(after.get('frame-src')).toEqual(["'self'", 'https://play1.cdn.example', 'https://play2.cdn.example:8443']);
        // Answers of the registry are data: their policy does not depend on the setting.
        expect((await directives(gateway(), '/wps/system/status')).get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
      } finally {
        await setCdn(gateway(), { imageCDNs: [''], launchGameCDNs: [''] });
      }
      expect((await directives(gateway(), '/chat/LIVECHAT')).get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    });

    it('lets only the portal frame the demo provider’s games', async () => {
      for (const engine of ['slot', 'duel', 'lotto']) {
        const policy = await directives(gateway(), `/provider/demo/${engine}`);
        expect(policy.get('frame-ancestors')).toEqual(["'self'", portal]);
        // The provider's own policy is kept.
        expect(policy.get('script-src')).toEqual(["'self'"]);
      }
    });
  },
  { config: { corsOrigins: [portal] } },
);
