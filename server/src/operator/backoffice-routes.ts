/**
 * The back office's administration over the bearer-key API, for the CLI:
 * operators (create, list, disable), scoped keys (create, list, revoke) and
 * the audit chain's verification. Every change is audited with the key's label.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { ok } from '../../../src/services/envelope';
import { errorCodes } from '../../../src/services/error-codes';
import { parseAuditHead, verifyAudit } from '../domain/backoffice/audit';
import { createKey, listKeys, revokeKey } from '../domain/backoffice/keys';
import { createOperator, disableOperator, listOperators } from '../domain/backoffice/operators';
import type { GatewayEnv } from '../http/context';
import { DomainError } from '../http/domain-error';
import { bodyOf } from '../routes/backoffice/input';
import { keyActor } from './key-guard';

const operatorBody = v.object({
  username: v.pipe(v.string(), v.maxLength(64)),
  role: v.pipe(v.string(), v.maxLength(20)),
  password: v.optional(v.pipe(v.string(), v.maxLength(200))),
});
const keyBody = v.object({ label: v.pipe(v.string(), v.maxLength(64)), role: v.pipe(v.string(), v.maxLength(20)) });

export function backofficeOperatorRoutes(): Hono<GatewayEnv> {
  const routes = new Hono<GatewayEnv>();
  routes.get('/operators', async (c) => c.json(ok(await listOperators(c.get('deps').db))));
  routes.post('/operators', async (c) => c.json(ok(await createOperator(c.get('deps').db, keyActor(c), await bodyOf(c, operatorBody), c.get('deps').clock.now()))));
  routes.post('/operators/:username/disable', async (c) => c.json(ok(await disableOperator(c.get('deps').db, keyActor(c), c.req.param('username'), c.get('deps').clock.now()))));
  routes.get('/keys', async (c) => c.json(ok(await listKeys(c.get('deps').db))));
  routes.post('/keys', async (c) => c.json(ok(await createKey(c.get('deps').db, keyActor(c), await bodyOf(c, keyBody), c.get('deps').clock.now()))));
  routes.post('/keys/:label/revoke', async (c) => c.json(ok(await revokeKey(c.get('deps').db, keyActor(c), c.req.param('label'), c.get('deps').clock.now()))));
  // `?anchor=seq:hash`: a head printed by an earlier run, which the chain must still contain.
  routes.get('/audit/verify', async (c) => {
    const given = c.req.query('anchor');
    const anchor = given === undefined ? undefined : parseAuditHead(given);
    if (anchor === null) throw new DomainError(errorCodes.badRequest, 400, null, { anchor: errorCodes.fieldInvalid });
    return c.json(ok(await verifyAudit(c.get('deps').db, anchor)));
  });
  return routes;
}
