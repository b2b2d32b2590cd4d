/** Reading a back-office request: a JSON body or query checked against a valibot schema, refused as bad request with the fields named. */
import type { Context } from 'hono';
import * as v from 'valibot';
import { errorCodes } from '../../../../src/services/error-codes';
import type { GatewayEnv } from '../../http/context';
import { DomainError } from '../../http/domain-error';

function checked<S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  const fields = Object.fromEntries(result.issues.map((issue) => [v.getDotPath(issue) ?? 'body', errorCodes.fieldInvalid]));
  throw new DomainError(errorCodes.badRequest, 400, null, fields);
}

export async function bodyOf<S extends v.GenericSchema>(c: Context<GatewayEnv>, schema: S): Promise<v.InferOutput<S>> {
  const raw = await c.req.json().catch(() => null);
  return checked(schema, raw);
}

export const queryOf = <S extends v.GenericSchema>(c: Context<GatewayEnv>, schema: S): v.InferOutput<S> => checked(schema, c.req.query());

/** Paging and period shared by the queue and audit searches. */
export const pageQuery = {
  page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.transform(Number), v.minValue(1)), '1'),
  size: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.transform(Number), v.minValue(1), v.maxValue(100)), '20'),
  from: v.optional(v.pipe(v.string(), v.regex(/^\d{1,15}$/), v.transform(Number))),
  to: v.optional(v.pipe(v.string(), v.regex(/^\d{1,15}$/), v.transform(Number))),
};
