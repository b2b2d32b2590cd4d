/**
 * Builds (or takes) the portal, starts the shared gateway on a free port and
 * tells the workers where it is (E2E_BASE_URL) and where the build is
 * (E2E_DIST, for gateways the tests start themselves).
 */
import { portalBuild } from './portal-build';
import { startPortalGateway } from './gateway';
import { preparePgliteImage } from '../../../server/test/pglite-image';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const build = portalBuild();
  process.env.E2E_DIST = build.dir;
  // Every gateway of the run (this one and those tests start) restores the same seeded database.
  const removeImage = await preparePgliteImage();
  const gateway = await startPortalGateway();
  process.env.E2E_BASE_URL = gateway.url;
  console.log(`[e2e] portal ${build.dir} served at ${gateway.url}`);
  return async () => {
    await gateway.close();
    build.dispose();
    removeImage();
  };
}
