/** Envelope answers, and the one place an unexpected failure is turned into a 500 without crashing. */
import type { Context } from 'hono';
import { fail, ok } from '../../../src/services/envelope';
import { errorCodes } from '../../../src/services/error-codes';
import { DomainError } from './domain-error';
import { messageFor } from './messages';

export const envelopeFor = {
  ok,
  error(c: Context, error: unknown): Response {
    if (error instanceof DomainError) {
      return c.json(fail(error.code, messageFor(error.code), error.value, error.fields), error.status);
    }
    console.error('[gateway] unexpected failure', error);
    return c.json(fail(errorCodes.internal, messageFor(errorCodes.internal)), 500);
  },
};
