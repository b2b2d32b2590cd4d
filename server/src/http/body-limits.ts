/**
 * Body-size limits, applied before any body is read (Hono's bodyLimit
 * counts the stream, so a body without Content-Length is cut off as well).
 * Calls that carry images get a limit of their own; everything else is
 * small JSON. An oversized body is answered 413 with the envelope.
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { calls } from '../../../src/services/calls';
import { fail } from '../../../src/services/envelope';
import { errorCodes } from '../../../src/services/error-codes';
import { messageFor } from './messages';

const kb = 1024;
const mb = 1024 * kb;

/** Small JSON bodies: the largest ordinary request (a transfer to many downlines) is a few kilobytes. */
export const defaultBodyLimit = 64 * kb;

/** Base64 makes a file a third larger: three 5 MB images, or one proof, plus the form around them. */
export const uploadBodyLimits: Record<string, number> = {
  [calls.promotionClaim.path]: 21 * mb,
  [calls.withdrawalConfirm.path]: 7 * mb,
};

const limiterOf = (maxSize: number): MiddlewareHandler =>
  bodyLimit({ maxSize, onError: (c) => c.json(fail(errorCodes.bodyTooLarge, messageFor(errorCodes.bodyTooLarge)), 413) });

const defaultLimiter = limiterOf(defaultBodyLimit);
const uploadLimiters = new Map(Object.entries(uploadBodyLimits).map(([path, size]) => [path, limiterOf(size)]));

/** No GET or HEAD handler reads a body, so none is limited: the limiter would build a full Request per read for nothing. */
export const bodyLimits: MiddlewareHandler = (c, next) =>
  c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : (uploadLimiters.get(c.req.path) ?? defaultLimiter)(c, next);
