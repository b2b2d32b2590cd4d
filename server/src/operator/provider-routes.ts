/**
 * The operator's side of the wallet API: game providers with their keys and
 * games (add, rotate a key with an overlap, revoke), a member's wallets
 * against their ledger, and, off production, funded test players for a
 * provider's conformance run. Answers use the portal's envelope.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import * as v from 'valibot';
import { ok } from '../../../src/services/envelope';
import { errorCodes } from '../../../src/services/error-codes';
import { addProvider, defaultKeyOverlapMs, listProviders, revokeProvider, rotateKey } from '../domain/wallet-api/provider-keys';
import { createTestPlayer, endTestPlayer } from '../domain/wallet-api/test-players';
import { walletCheck } from '../domain/wallet-api/wallet-check';
import type { GatewayEnv } from '../http/context';
import { DomainError } from '../http/domain-error';

const newProviderSchema = v.object({
  id: v.pipe(v.string(), v.trim()),
  name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(80)), ''),
  games: v.pipe(v.array(v.pipe(v.string(), v.maxLength(64))), v.minLength(1), v.maxLength(500)),
});
const rotateSchema = v.object({ overlapMinutes: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(24 * 60))) });
const testPlayerSchema = v.object({ gameCode: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(64))), amount: v.pipe(v.string(), v.regex(/^\d{1,9}(\.\d{1,2})?$/)) });

async function bodyOf<T extends v.GenericSchema>(c: Context<GatewayEnv>, schema: T): Promise<v.InferOutput<T>> {
  const text = await c.req.text();
  let body: unknown = {};
  try {
    if (text.trim() !== '') body = JSON.parse(text);
  } catch {
    throw new DomainError(errorCodes.badRequest, 400);
  }
  const parsed = v.safeParse(schema, body);
  if (!parsed.success) throw new DomainError(errorCodes.badRequest, 400, null, { [String(parsed.issues[0].path?.[0]?.key ?? '_')]: errorCodes.fieldInvalid });
  return parsed.output;
}

const memberIdOf = (c: Context<GatewayEnv>): number => {
  const id = Number(c.req.param('memberId'));
  if (!Number.isInteger(id) || id <= 0) throw new DomainError(errorCodes.badRequest, 400, null, { memberId: errorCodes.fieldInvalid });
  return id;
};

export function providerOperatorRoutes(): Hono<GatewayEnv> {
  const routes = new Hono<GatewayEnv>();
  const deps = (c: Context<GatewayEnv>) => c.get('deps');
  const now = (c: Context<GatewayEnv>) => deps(c).clock.now();

  routes.get('/providers', async (c) => c.json(ok(await listProviders(deps(c).db))));
  routes.post('/providers', async (c) => c.json(ok(await addProvider(deps(c), { ...(await bodyOf(c, newProviderSchema)), now: now(c) }))));
  routes.post('/providers/:id/rotate-key', async (c) => {
    const { overlapMinutes } = await bodyOf(c, rotateSchema);
    const overlapMs = overlapMinutes === undefined ? defaultKeyOverlapMs : Math.round(overlapMinutes * 60_000);
    return c.json(ok(await rotateKey(deps(c), { providerId: c.req.param('id'), overlapMs, now: now(c) })));
  });
  routes.post('/providers/:id/revoke', async (c) => c.json(ok(await revokeProvider(deps(c).db, c.req.param('id'), now(c)))));
  routes.post('/providers/:id/test-players', async (c) => c.json(ok(await createTestPlayer(deps(c), { providerId: c.req.param('id'), ...(await bodyOf(c, testPlayerSchema)) }))));
  routes.post('/test-players/:memberId/end', async (c) => c.json(ok(await endTestPlayer(deps(c), memberIdOf(c)))));
  routes.get('/members/:memberId/wallet-check', async (c) => c.json(ok(await walletCheck(deps(c).db, memberIdOf(c)))));
  return routes;
}
