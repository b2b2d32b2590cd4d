/**
 * Runs one suite against both database kinds the gateway supports: embedded
 * PGlite and a throwaway PostgreSQL server. Each kind gets its own gateway
 * (and, for PostgreSQL, its own server), started before and closed after.
 */
import { afterAll, beforeAll, describe } from 'vitest';
import { startTestGateway, type TestGateway, type TestGatewayOptions } from './harness';
import { postgresAvailable, startPostgres, type TestPostgres } from './postgres';

export const databaseKinds = ['pglite', 'postgres'] as const;
export type DatabaseKind = (typeof databaseKinds)[number];

/** `gateway()` is valid inside tests and hooks of the suite (after its beforeAll). */
export function describeOnBothDatabases(
  title: string,
  suite: (gateway: () => TestGateway, kind: DatabaseKind) => void,
  options: Omit<TestGatewayOptions, 'databaseUrl'> = {},
): void {
  for (const kind of databaseKinds) {
    const unavailable = kind === 'postgres' && !postgresAvailable;
    describe.skipIf(unavailable)(`${title} [${kind}${unavailable ? ': PostgreSQL binaries not found' : ''}]`, () => {
      let gateway: TestGateway | undefined;
      let server: TestPostgres | undefined;
      beforeAll(async () => {
        if (kind === 'postgres') server = await startPostgres();
        gateway = await startTestGateway({ ...options, databaseUrl: server ? await server.createDatabase() : undefined });
      });
      afterAll(async () => {
        await gateway?.close();
        await server?.stop();
      });
      suite(() => {
        if (!gateway) throw new Error('the gateway starts in beforeAll');
        return gateway;
      }, kind);
    });
  }
}
