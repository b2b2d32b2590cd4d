/**
 * Security headers on every answer, pages and API alike (Hono's
 * secureHeaders). The CSP runs only script files of this origin: no inline
 * script, except the chat window's one script, which carries the request's
 * nonce. Styles may be inline (the provider pages and the download page set
 * a few). Frames: the portal shows its own pages and the configured game
 * providers; only the portal (this origin and the CORS origins, where a
 * portal hosted elsewhere lives) may frame these pages.
 */
import type { MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import type { GatewayConfig } from '../config';

/** The speed test times the mirrors (any https origin) and the loopback address of a local gateway. */
const speedTestOrigins = ['https:', 'http://127.0.0.1:*', 'http://localhost:*'];

/** Paths that answer JSON only: no script runs from them, so their policy needs no nonce (made per request, it costs a random draw). */
const dataPrefixes = ['/wps/', '/lgw/', '/lotto/'];

function headersFor(config: Pick<GatewayConfig, 'corsOrigins' | 'gameFrameOrigins'>, withNonce: boolean): MiddlewareHandler {
  const portalElsewhere = config.corsOrigins.length > 0;
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
      scriptSrc: withNonce ? ["'self'", NONCE] : ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...speedTestOrigins],
      frameSrc: ["'self'", ...config.gameFrameOrigins],
      frameAncestors: ["'self'", ...config.corsOrigins],
      formAction: ["'self'"],
    },
    // frame-ancestors decides; the old header cannot name other origins.
    xFrameOptions: portalElsewhere ? false : 'SAMEORIGIN',
    // A portal hosted elsewhere loads game art and pictures from here.
    crossOriginResourcePolicy: portalElsewhere ? 'cross-origin' : 'same-origin',
    // The customer-service and game windows are opened by the portal and must stay reachable from it.
    crossOriginOpenerPolicy: false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    xContentTypeOptions: 'nosniff',
    // A handler that sets one of these headers itself knows better (the ping is for every origin).
    overwrite: false,
  });
}

export function securityHeaders(config: Pick<GatewayConfig, 'corsOrigins' | 'gameFrameOrigins'>): MiddlewareHandler {
  const pages = headersFor(config, true);
  const data = headersFor(config, false);
  return (c, next) => (dataPrefixes.some((prefix) => c.req.path.startsWith(prefix)) ? data : pages)(c, next);
}
