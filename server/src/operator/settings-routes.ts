/**
 * The operator's side of the public answers: the system state (maintenance,
 * region restriction and window) and the whitelabel switches. Mounted under
 * the operator API, behind its key. Every instance answers the change on its
 * next call: the write raises the content version (migration 0009).
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import * as v from 'valibot';
import { ok } from '../../../src/services/envelope';
import { errorCodes } from '../../../src/services/error-codes';
import { setSwitch, setSystemState } from '../domain/operator-settings';
import type { GatewayEnv } from '../http/context';
import { DomainError } from '../http/domain-error';

const epoch = v.pipe(v.number(), v.integer(), v.minValue(0));
const systemStateSchema = v.strictObject({
  maintenance: v.boolean(),
  regionRestriction: v.optional(v.boolean(), false),
  maintainTime: v.optional(v.nullable(v.strictObject({ startTime: epoch, endTime: epoch })), null),
});
const switchSchema = v.strictObject({ enabled: v.boolean() });

async function bodyOf<T extends v.GenericSchema>(c: Context<GatewayEnv>, schema: T): Promise<v.InferOutput<T>> {
  const body: unknown = await c.req.json().catch(() => {
    throw new DomainError(errorCodes.badRequest, 400);
  });
  const parsed = v.safeParse(schema, body);
  if (!parsed.success) throw new DomainError(errorCodes.badRequest, 400, null, { [parsed.issues[0].path?.[0]?.key as string ?? '_']: errorCodes.fieldInvalid });
  return parsed.output;
}

export function settingsOperatorRoutes(): Hono<GatewayEnv> {
  const routes = new Hono<GatewayEnv>();
  routes.put('/system', async (c) => c.json(ok(await setSystemState(c.get('deps').db, await bodyOf(c, systemStateSchema)))));
  routes.put('/switches/:modId', async (c) => {
    const { enabled } = await bodyOf(c, switchSchema);
    return c.json(ok(await setSwitch(c.get('deps').db, c.req.param('modId'), enabled)));
  });
  return routes;
}
