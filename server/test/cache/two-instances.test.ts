/**
 * Two gateway instances on one PostgreSQL database, as the scale path runs
 * them: an operator change made through one instance shows in the other's
 * very next answer, although both had that answer cached; and an instance of
 * another merchant on the same database never answers with the first one's.
 */
import { afterAll, expect, it } from 'vitest';
import { fail } from 'node:assert';
import { operatorKey } from '../funds/support';
import { startTestGateway, type TestGateway } from '../harness';
import { callGateway } from '../http';
import { postgresAvailable } from '../postgres';
import { freshPostgresDatabase, type FreshDatabase } from '../contracts/fresh-postgres';

const gateways: TestGateway[] = [];
let fresh: FreshDatabase | undefined;

afterAll(async () => {
  await Promise.all(gateways.map((gateway) => gateway.close()));
  await fresh?.release();
});

async function operatorPut(gateway: TestGateway, path: string, body: unknown): Promise<number> {
  const response = await fetch(new URL(`/operator${path}`, gateway.url), {
    method: 'PUT',
    headers: { Authorization: `Bearer ${operatorKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return response.status;
}

const maintenanceOn = async (gateway: TestGateway) => (await callGateway<{ maintenance: boolean }>(gateway, 'status')).body.value.maintenance;
const switchOff = async (gateway: TestGateway, modId: string) =>
  JSON.stringify((await callGateway(gateway, 'whitelabel')).body.value).includes(`"modId":"${modId}","enabled":"0"`);

it.skipIf(!postgresAvailable)('an operator change through one instance shows in the next answer of the other [postgres]', { timeout: 90_000 }, async () => {
  fresh = await freshPostgresDatabase();
  const options = { databaseUrl: fresh.url, databaseSeeded: true, config: { operatorKey } };
  const [first, second] = await Promise.all([startTestGateway(options), startTestGateway(options)]);
  gateways.push(first, second);

  // Both instances have the answers cached before the change.
  for (const gateway of [first, second]) {
    expect(await maintenanceOn(gateway)).toBe(false);
    expect(await maintenanceOn(gateway)).toBe(false);
    expect(await switchOff(gateway, 'DIRECTREG3')).toBe(false);
  }

  expect(await operatorPut(first, '/system', { maintenance: true })).toBe(200);
  expect(await maintenanceOn(second)).toBe(true);
  expect(await maintenanceOn(first)).toBe(true);

  expect(await operatorPut(second, '/switches/DIRECTREG3', { enabled: false })).toBe(200);
  expect(await switchOff(first, 'DIRECTREG3')).toBe(true);
  expect(await switchOff(second, 'DIRECTREG3')).toBe(true);

  expect(await operatorPut(first, '/system', { maintenance: false })).toBe(200);
  expect(await operatorPut(first, '/switches/DIRECTREG3', { enabled: true })).toBe(200);
  expect(await maintenanceOn(second)).toBe(false);
  expect(await switchOff(second, 'DIRECTREG3')).toBe(false);

  // Many concurrent readers on the other instance: none is answered from before the change.
  expect(await operatorPut(first, '/system', { maintenance: true })).toBe(200);
  const after = await Promise.all(Array.from({ length: 40 }, () => maintenanceOn(second)));
  expect(after.every(Boolean)).toBe(true);

  expect(await operatorPut(first, '/switches/NO_SUCH_SWITCH', { enabled: true })).toBe(404);
  expect(await operatorPut(first, '/system', { maintenance: 'yes' })).toBe(400);
});

it.skipIf(!postgresAvailable)('never answers one merchant with another’s cached answer on the same database [postgres]', { timeout: 60_000 }, async () => {
  if (!fresh) fail('the first test opens the database');
  const other = await startTestGateway({ databaseUrl: fresh.url, databaseSeeded: true, config: { merchant: 'OTHER' } });
  gateways.push(other);
  const merchantOf = async (gateway: TestGateway) =>
    (await callGateway<{ info: { brand: { merchantCode: string } } }>(gateway, 'status')).body.value.info.brand.merchantCode;
  expect(await merchantOf(gateways[0])).toBe(gateways[0].deps.config.merchant);
  expect(await merchantOf(other)).toBe('OTHER');
  expect(await merchantOf(gateways[0])).toBe(gateways[0].deps.config.merchant);
  // A request naming the first merchant is refused by the other, never answered from a cache.
  expect((await callGateway(other, 'status', { headers: { Merchant: gateways[0].deps.config.merchant } })).status).toBe(400);
});
