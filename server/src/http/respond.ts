/** Envelope answers, and the one place an unexpected failure is turned into a 500 without crashing. */
import { inspect } from 'node:util';
import type { Context } from 'hono';
import { fail, ok } from '../../../src/services/envelope';
import { errorCodes } from '../../../src/services/error-codes';
import { isDatabaseUnavailable } from './database-unavailable';
import { DomainError } from './domain-error';
import { inertLines } from '../text/inert';
import { messageFor } from './messages';

export const envelopeFor = {
  ok,
  error(c: Context, error: unknown): Response {
    if (error instanceof DomainError) {
      return c.json(fail(error.code, messageFor(error.code), error.value, error.fields), error.status);
    }
    if (isDatabaseUnavailable(error)) {
      // Nothing was written: the transaction never reached the database or died with its connection. The portal may retry with the same request id.
      console.error(`[gateway] database unavailable: ${error instanceof Error ? error.message : String(error)}`);
      return c.json(fail(errorCodes.databaseUnavailable, messageFor(errorCodes.databaseUnavailable)), 503);
    }
    // A database error quotes the value it choked on, which a member may have typed.
    console.error(inertLines(`[gateway] unexpected failure ${inspect(error)}`));
    return c.json(fail(errorCodes.internal, messageFor(errorCodes.internal)), 500);
  },
};
