/**
 * Gateways for browser tests: each on a free port with its own in-memory
 * database, serving the built portal, with the human check's test bypass.
 * Status tests start extra ones forced to maintenance (1) or region block (2).
 */
import { startTestGateway, type TestGateway, type TestGatewayOptions } from '../../../server/test/harness';
import type { GatewayConfig } from '../../../server/src/config';

export type { TestGateway };

export function portalDir(): string {
  const dir = process.env.E2E_DIST;
  if (!dir) throw new Error('E2E_DIST is not set: run the tests through playwright.config.ts (its global setup sets it).');
  return dir;
}

export function startPortalGateway(config: Partial<GatewayConfig> = {}, options: Pick<TestGatewayOptions, 'random' | 'clock'> = {}): Promise<TestGateway> {
  return startTestGateway({ ...options, config: { staticDir: portalDir(), testHumanCheckBypass: true, ...config } });
}

/** A gateway whose status answer is forced to 0, 1 or 2 (the SYSTEM_STATUS setting). */
export function startStatusGateway(systemStatus: 0 | 1 | 2): Promise<TestGateway> {
  return startPortalGateway({ systemStatus });
}
