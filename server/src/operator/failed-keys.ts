/**
 * Wrong operator keys, counted per network in the database (every gateway
 * instance sees the same count; a /24, a /64 or this machine, see
 * domain/access/network.ts, so a caller cannot spread its guesses over its
 * neighbours' addresses): a network that keeps guessing is refused before its
 * key is even compared until its window has passed. A generated
 * key cannot be guessed anyway; a key an operator chose by hand might be.
 * RATE_LIMIT_SCALE scales the allowance and 0 switches it off, as it does for
 * the portal's calls.
 */
import type { MiddlewareHandler } from 'hono';
import { errorCodes } from '../../../src/services/error-codes';
import { networkOf } from '../domain/access/network';
import { hit, hitsSoFar, windowEndOf } from '../domain/access/rate-limit';
import type { GatewayEnv } from '../http/context';
import { DomainError } from '../http/domain-error';
import { envelopeFor } from '../http/respond';
import { requestPlace } from '../routes/system/request-place';

export const operatorKeyFailures = { perNetwork: 20, windowMs: 10 * 60 * 1000 } as const;

export function limitFailedKeys(): MiddlewareHandler<GatewayEnv> {
  return async (c, next) => {
    const { db, clock, config } = c.get('deps');
    const scale = config.rateLimitScale ?? 1;
    if (scale === 0) return next();
    const key = `operator:fail:net:${networkOf(requestPlace(c).ip)}`;
    const now = clock.now();
    if ((await hitsSoFar(db, key, operatorKeyFailures.windowMs, now)) >= operatorKeyFailures.perNetwork * scale) {
      c.header('Retry-After', String(Math.max(1, Math.ceil((windowEndOf(now, operatorKeyFailures.windowMs) - now) / 1000))));
      return envelopeFor.error(c, new DomainError(errorCodes.tooManyRequests, 429));
    }
    await next();
    if (c.res.status === 401) await hit(db, key, operatorKeyFailures.windowMs, Number.MAX_SAFE_INTEGER, clock.now());
  };
}
