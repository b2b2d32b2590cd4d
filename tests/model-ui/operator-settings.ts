/**
 * Sets the test gateway's operator settings the way the back office would:
 * whitelabel switches, public flags and register rules, in its database. The
 * gateway then answers and enforces them alike (a status rewrite alone would
 * show a form the gateway refuses). Every path of a worker shares one gateway,
 * so each path states the whole setting it needs, seed values included.
 */
import { eq } from 'drizzle-orm';
import { registerRules, settings, switches } from '../../server/src/db/schema';
import { defaultFlags, defaultRegisterRules, settingKeys, type PublicFlags } from '../../server/src/seed/brand';
import type { TestGateway } from '../e2e/support/gateway';

export interface OperatorSettings {
  switches?: Record<string, boolean>;
  flags?: Partial<PublicFlags>;
  /** Register rule field → enabled. */
  rules?: Record<string, boolean>;
}

export async function applyOperatorSettings(gateway: TestGateway, wanted: OperatorSettings): Promise<void> {
  const { db } = gateway.deps;
  for (const [modId, enabled] of Object.entries(wanted.switches ?? {})) await db.update(switches).set({ enabled }).where(eq(switches.modId, modId));
  await db.update(settings).set({ value: { ...defaultFlags, ...wanted.flags } }).where(eq(settings.key, settingKeys.flags));
  for (const [field, enabled] of Object.entries(wanted.rules ?? {})) {
    await db.update(registerRules).set({ enabled: enabled && defaultRegisterRules[field].enabled }).where(eq(registerRules.field, field));
  }
}
