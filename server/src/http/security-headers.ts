/**
 * Security headers on every answer, pages and API alike (Hono's
 * secureHeaders). The CSP runs only script files of this origin: no inline
 * script, except the chat window's one script, which carries the request's
 * nonce. Styles may be inline (the provider pages and the download page set
 * a few). Frames: the portal shows its own pages and the configured game
 * providers; only the portal (this origin and the CORS origins, where a
 * portal hosted elsewhere lives) may frame these pages. The brand's image
 * and launch hosts (the `cdn` setting, domain/asset-hosts.ts), where the
 * answers put pictures and game pages, are allowed as image and frame
 * sources; the setting is read per content version, so an operator's change
 * applies without a restart.
 */
import type { MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import type { GatewayConfig } from '../config';
import { hostListsFor } from '../domain/asset-hosts';
import type { GatewayEnv } from './context';

/** The speed test times the mirrors (any https origin) and the loopback address of a local gateway. */
const speedTestOrigins = ['https:', 'http://127.0.0.1:*', 'http://localhost:*'];

/** Paths that answer JSON only: no script runs from them, so their policy needs no nonce (made per request, it costs a random draw). */
const dataPrefixes = ['/wps/', '/lgw/', '/lotto/'];

type Config = Pick<GatewayConfig, 'corsOrigins' | 'gameFrameOrigins'>;

/** Where pictures and game pages come from besides this origin. */
interface CdnSources {
  images: readonly string[];
  launches: readonly string[];
}

const noCdn: CdnSources = { images: [], launches: [] };

/** The configured hosts' origins; '' entries (none configured) fall back to this origin, which 'self' covers. */
function cdnSourcesOf(stored: unknown): CdnSources {
  const lists = hostListsFor(stored, '');
  const origins = (hosts: string[]) => [...new Set(hosts.flatMap((host) => (URL.canParse(host) ? [new URL(host).origin] : [])))];
  return { images: origins(lists.imageCDNs), launches: origins(lists.launchGameCDNs) };
}

function headersFor(config: Config, withNonce: boolean, cdn: CdnSources = noCdn): MiddlewareHandler {
  const portalElsewhere = config.corsOrigins.length > 0;
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
      scriptSrc: withNonce ? ["'self'", NONCE] : ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...cdn.images],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...speedTestOrigins],
      frameSrc: ["'self'", ...config.gameFrameOrigins, ...cdn.launches],
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

/** A policy per set of CDN hosts; an operator changes them rarely, so a few are kept. */
const keptPolicies = 8;

export function securityHeaders(config: Config): MiddlewareHandler<GatewayEnv> {
  const data = headersFor(config, false);
  const pagesByCdn = new Map<string, MiddlewareHandler>();
  const pagesFor = (cdn: CdnSources): MiddlewareHandler => {
    const key = JSON.stringify(cdn);
    let pages = pagesByCdn.get(key);
    if (!pages) {
      if (pagesByCdn.size >= keptPolicies) pagesByCdn.clear();
      pages = headersFor(config, true, cdn);
      pagesByCdn.set(key, pages);
    }
    return pages;
  };
  return async (c, next) => {
    if (dataPrefixes.some((prefix) => c.req.path.startsWith(prefix))) return data(c, next);
    return pagesFor(cdnSourcesOf(await c.get('reads').cdn()))(c, next);
  };
}
