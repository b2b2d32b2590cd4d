/**
 * A portal on another origin (CORS_ORIGINS): its preflights and calls are
 * answered on every registry path (/wps, /lgw, /lotto) and on the live
 * channel, with the headers it sends; other origins get no CORS headers;
 * the game art may be loaded and the provider's pages framed from it.
 */
import { expect, it } from 'vitest';
import { calls, type CallName } from '../../../src/services/calls';
import { headers } from '../../../src/services/headers';
import { describeOnBothDatabases } from '../databases';
import { callGateway, memberWithSession } from '../http';

const portal = 'http://127.0.0.1:5999';
const sentHeaders = Object.values(headers).join(', ');

const preflight = (base: string, path: string, origin: string) =>
  fetch(new URL(path, base), {
    method: 'OPTIONS',
    headers: { Origin: origin, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': sentHeaders },
  });

describeOnBothDatabases(
  'a portal on another origin',
  (gateway) => {
    const paths: CallName[] = ['status', 'login', 'lotteryMenus', 'lotteryOpened', 'liveUpdates', 'launchGame'];

    it.each(paths)('answers the preflight of %s to the listed origin only', async (name) => {
      const allowed = await preflight(gateway().url, calls[name].path, portal);
      expect(allowed.status).toBe(204);
      expect(allowed.headers.get('access-control-allow-origin')).toBe(portal);
      const allowedHeaders = (allowed.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(',');
      for (const name of Object.values(headers)) expect(allowedHeaders).toContain(name.toLowerCase());
      expect(allowed.headers.get('access-control-max-age')).toBe('600');
      // The device cookie of clients without a Device-Id header rides along (domain/access/device.ts).
      expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
      const refused = await preflight(gateway().url, calls[name].path, 'http://elsewhere.example');
      expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    });

    it('lets the portal read answers and the live channel’s stream', async () => {
      const status = await callGateway(gateway(), 'status', { headers: { Origin: portal } });
      expect(status.headers.get('access-control-allow-origin')).toBe(portal);
      const { token } = await memberWithSession(gateway());
      const controller = new AbortController();
      const live = await fetch(new URL(calls.liveUpdates.path, gateway().url), {
        headers: { Origin: portal, [headers.merchant]: gateway().deps.config.merchant, [headers.authorization]: token, Accept: 'text/event-stream' },
        signal: controller.signal,
      });
      expect(live.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(live.headers.get('access-control-allow-origin')).toBe(portal);
      controller.abort();
    });

    it('lets the portal show the game art and frame the provider’s pages', async () => {
      const icon = await fetch(new URL('/common/games/icons/PG_AZTEC_GOLD.svg', gateway().url));
      expect(icon.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      const page = await fetch(new URL('/provider/demo/slot', gateway().url));
      const ancestors = /frame-ancestors ([^;]*)/.exec(page.headers.get('content-security-policy') ?? '')?.[1];
      expect(ancestors?.split(' ')).toContain(portal);
      expect(page.headers.get('x-frame-options')).toBeNull();
    });
  },
  { config: { corsOrigins: [portal] } },
);
