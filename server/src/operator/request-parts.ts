/**
 * What every operator endpoint reads from a request: a status filter
 * (`?status=`, `all` or none for every status) and an optional `{ remark }`
 * body. Anything else is refused with field codes, like a registry call.
 */
import type { Context } from 'hono';
import * as v from 'valibot';
import { errorCodes } from '../../../src/services/error-codes';
import type { GatewayEnv } from '../http/context';
import { DomainError } from '../http/domain-error';

export function statusOf(c: Context<GatewayEnv>, allowed: readonly string[]): string | undefined {
  const status = c.req.query('status')?.trim();
  if (!status || status === 'all') return undefined;
  if (!allowed.includes(status)) throw new DomainError(errorCodes.badRequest, 400, { allowed }, { status: errorCodes.fieldInvalid });
  return status;
}

const remarkSchema = v.object({ remark: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, errorCodes.fieldInvalid)), '') });

/** An optional `{ remark }` body; anything else is refused. */
export async function remarkOf(c: Context<GatewayEnv>): Promise<string> {
  const text = await c.req.text();
  if (text.trim() === '') return '';
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new DomainError(errorCodes.badRequest, 400);
  }
  const parsed = v.safeParse(remarkSchema, body);
  if (!parsed.success) throw new DomainError(errorCodes.badRequest, 400, null, { remark: errorCodes.fieldInvalid });
  return parsed.output.remark;
}
