/**
 * What is not a registry call: the speed-test ping, the generated game art,
 * the customer-service chat page, app-download targets, the /dev/* guard and
 * the built portal with history-mode fallback (registered last, so every
 * route above wins).
 */
import type { Hono } from 'hono';
import { fail } from '../../../src/services/envelope';
import { errorCodes } from '../../../src/services/error-codes';
import { devEndpointsOpen } from '../access/dev-guard';
import { mountDevAccessEndpoints } from '../access/dev-endpoints';
import type { GatewayEnv } from '../http/context';
import { messageFor } from '../http/messages';
import { mountGameImages } from './games/images';
import { brandSettings } from '../domain/system';
import { chatPageHtml, chatTypes } from './system/chat-page';
import { androidPage, webClipProfile } from './system/downloads';
import { requestPlace } from './system/request-place';
import { serveStaticFiles } from './system/static-files';

export const pingPath = '/common/v.1.0.1/ping.json';

/** Development-only endpoints: each entry mounts its routes under /dev, behind the guard in access/dev-guard.ts. */
export const devRoutes: ((app: Hono<GatewayEnv>) => void)[] = [mountDevAccessEndpoints];

const notFound = () => fail(errorCodes.notFound, messageFor(errorCodes.notFound));

export function mountExtras(app: Hono<GatewayEnv>): void {
  // Any origin may time it: the speed test measures mirrors from the portal's page.
  app.get(pingPath, (c) =>
    c.json({ success: true, message: '', errorCode: null, value: 'pong' }, 200, {
      'Access-Control-Allow-Origin': '*',
      // Timed in no-cors mode from the portal's page, which may be another mirror.
      'Cross-Origin-Resource-Policy': 'cross-origin',
      'Cache-Control': 'no-store',
    }),
  );

  app.get('/chat/:type', (c) => {
    const type = c.req.param('type').toUpperCase();
    if (!chatTypes.includes(type)) return c.json(notFound(), 404);
    return c.html(chatPageHtml(type, c.get('secureHeadersNonce') ?? ''), 200, { 'Cache-Control': 'no-cache' });
  });

  app.get('/downloads/:file', async (c) => {
    const { origin } = requestPlace(c);
    const brandName = (await brandSettings(c.get('deps'))).name;
    const file = c.req.param('file');
    if (file.endsWith('.mobileconfig')) {
      return c.body(webClipProfile(origin, brandName), 200, {
        'Content-Type': 'application/x-apple-aspen-config',
        'Content-Disposition': `attachment; filename="${file.replace(/[^A-Za-z0-9._-]/g, '')}"`,
      });
    }
    if (file.endsWith('.apk')) return c.html(androidPage(origin, brandName));
    return c.json(notFound(), 404);
  });

  mountGameImages(app);

  app.use('/dev/*', async (c, next) => (devEndpointsOpen(c) ? next() : c.json(notFound(), 404)));
  for (const mount of devRoutes) mount(app);

  app.get('*', serveStaticFiles);
}
