/**
 * Runs one suite against both database kinds the gateway supports: embedded
 * PGlite and a throwaway PostgreSQL server. Each kind gets its own gateway
 * (a fresh database), started before and closed after the suite. In a full
 * run every suite's database is a copy of the run's seeded template on one
 * shared server (postgres-template.ts); a file run on its own starts at most
 * one server of its own, shared by all its suites (one database each).
 */
import { afterAll, beforeAll, describe } from 'vitest';
import { startTestGateway, type TestGateway, type TestGatewayOptions } from './harness';
import { postgresAvailable, startPostgres, type TestPostgres } from './postgres';
import { sharedPostgres, templateServer } from './postgres-template';

export const databaseKinds = ['pglite', 'postgres'] as const;
export type DatabaseKind = (typeof databaseKinds)[number];

type GatewayOptions = Omit<TestGatewayOptions, 'databaseUrl'>;

let sharedServer: Promise<TestPostgres> | undefined;

function postgresServer(): Promise<TestPostgres> {
  const shared = sharedPostgres();
  sharedServer ??= shared ? Promise.resolve(templateServer(shared)) : startPostgres();
  return sharedServer;
}

async function stopPostgresServer(): Promise<void> {
  const server = sharedServer;
  sharedServer = undefined;
  // A server that failed to start has already cleaned up after itself.
  await (await server?.catch(() => undefined))?.stop();
}

/**
 * Another gateway on the given kind (its own fresh database), for a suite that
 * needs a second configuration. Call it inside a describeOnBothDatabases suite,
 * which stops the shared server afterwards; close the gateway yourself.
 */
export async function startGatewayOn(kind: DatabaseKind, options: GatewayOptions = {}): Promise<TestGateway> {
  const databaseUrl = kind === 'postgres' ? await (await postgresServer()).createDatabase() : undefined;
  return startTestGateway({ ...options, databaseUrl, databaseSeeded: kind === 'postgres' && sharedPostgres() !== null });
}

/**
 * `gateway()` is valid inside tests and hooks of the suite (after its beforeAll).
 * `options` may depend on the kind, for what must not be shared between the two
 * runs (a movable clock, for one).
 */
export function describeOnBothDatabases(
  title: string,
  suite: (gateway: () => TestGateway, kind: DatabaseKind) => void,
  options: GatewayOptions | ((kind: DatabaseKind) => GatewayOptions) = {},
): void {
  // Registered where the suites are declared (the file, usually), so the server outlives them all.
  afterAll(stopPostgresServer);
  for (const kind of databaseKinds) {
    const unavailable = kind === 'postgres' && !postgresAvailable;
    describe.skipIf(unavailable)(`${title} [${kind}${unavailable ? ': PostgreSQL binaries not found' : ''}]`, () => {
      let gateway: TestGateway | undefined;
      beforeAll(async () => {
        gateway = await startGatewayOn(kind, typeof options === 'function' ? options(kind) : options);
      });
      afterAll(async () => {
        await gateway?.close();
      });
      suite(() => {
        if (!gateway) throw new Error('the gateway starts in beforeAll');
        return gateway;
      }, kind);
    });
  }
}
