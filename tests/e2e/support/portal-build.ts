/**
 * The built portal the gateways serve: E2E_DIST when given (npm test builds
 * .tmp/dist-test once and passes it), otherwise a fresh build in a folder of this
 * run, removed afterwards.
 */
import { execSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface PortalBuild {
  dir: string;
  dispose(): void;
}

export function portalBuild(): PortalBuild {
  const given = process.env.E2E_DIST;
  if (given) {
    const dir = resolve(given);
    if (!existsSync(join(dir, 'index.html'))) throw new Error(`E2E_DIST=${given} has no index.html: build the portal first (npx vite build).`);
    return { dir, dispose: () => undefined };
  }
  const dir = resolve('.tmp', `e2e-dist-${process.pid}`);
  execSync(`npx vite build --outDir ${JSON.stringify(dir)} --emptyOutDir`, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0', VITE_INSPECTOR: '1' } });
  return { dir, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}
