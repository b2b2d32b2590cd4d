/**
 * Vitest's global setup for the node project: the seeded PGlite image every
 * test gateway starts from, and the one PostgreSQL server whose seeded
 * template every PostgreSQL suite's database is copied from.
 */
import { preparePgliteImage } from './pglite-image';
import { prepareSharedPostgres } from './postgres-template';

export default async function setup(): Promise<() => Promise<void>> {
  const [removeImage, stopPostgres] = await Promise.all([preparePgliteImage(), prepareSharedPostgres()]);
  return async () => {
    removeImage();
    await stopPostgres();
  };
}
