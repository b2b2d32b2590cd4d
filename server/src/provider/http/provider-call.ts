/**
 * The provider API speaks the gateway's envelope: a handler reads a
 * valibot-checked JSON body and returns a value or throws a DomainError,
 * which becomes `{ success: false, errorCode }` with its HTTP status.
 */
import type { Context } from 'hono';
import * as v from 'valibot';
import { ok } from '../../../../src/services/envelope';
import { errorCodes } from '../../../../src/services/error-codes';
import { DomainError } from '../../http/domain-error';
import { envelopeFor } from '../../http/respond';
import type { ProviderDeps, ProviderEnv } from '../deps';

async function readBody<TSchema extends v.GenericSchema>(c: Context<ProviderEnv>, schema: TSchema): Promise<v.InferOutput<TSchema>> {
  const body: unknown = await c.req.json().catch(() => undefined);
  if (body === undefined) throw new DomainError(errorCodes.badRequest, 400);
  const parsed = v.safeParse(schema, body);
  if (parsed.success) return parsed.output;
  const fields: Record<string, string> = {};
  for (const issue of parsed.issues) {
    const key = issue.path?.map((item) => String(item.key)).join('.') || '_';
    fields[key] ??= issue.input === undefined ? errorCodes.fieldRequired : errorCodes.fieldInvalid;
  }
  throw new DomainError(errorCodes.badRequest, 400, null, fields);
}

export function providerCall<TSchema extends v.GenericSchema>(schema: TSchema, handle: (input: v.InferOutput<TSchema>, deps: ProviderDeps) => Promise<unknown>) {
  return async (c: Context<ProviderEnv>): Promise<Response> => {
    try {
      const input = await readBody(c, schema);
      return c.json(ok(await handle(input, c.get('providerDeps'))), 200, { 'Cache-Control': 'no-store' });
    } catch (error) {
      return envelopeFor.error(c, error);
    }
  };
}

/** Fields every provider call shares. */
export const sessionField = v.pipe(v.string(), v.minLength(16), v.maxLength(128));
export const roundIdField = v.pipe(v.string(), v.uuid());
export const moneyField = v.pipe(v.string(), v.regex(/^\d{1,12}(\.\d{1,2})?$/));
export const languageField = v.optional(v.pipe(v.string(), v.toUpperCase(), v.maxLength(8)), 'EN');
