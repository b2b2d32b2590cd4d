/**
 * What an operator changes of the public answers: the system state
 * (maintenance, region restriction, the maintenance window) and the
 * whitelabel switches. Plain writes: the triggers of migration 0009 raise
 * the content version in the same transaction, so every gateway instance's
 * next answer shows the change.
 */
import { eq } from 'drizzle-orm';
import { errorCodes } from '../../../src/services/error-codes';
import type { Db } from '../db';
import { settings, switches } from '../db/schema';
import { DomainError } from '../http/domain-error';
import { changeNotice } from './live/publish';
import { defaultSystemState, settingKeys, type SystemState } from '../seed/brand';

export async function setSystemState(db: Db, state: SystemState): Promise<SystemState> {
  const value = { ...defaultSystemState, ...state };
  // Every connected portal re-reads the status, on every instance.
  await db
    .insert(settings)
    .values({ key: settingKeys.system, value })
    .onConflictDoUpdate({ target: settings.key, set: { value } })
    .returning({ notice: changeNotice('all', ['maintenance']) });
  return value;
}

export async function setSwitch(db: Db, modId: string, enabled: boolean): Promise<{ modId: string; enabled: boolean }> {
  // The switches travel in the status answer: every connected portal re-reads it, as for maintenance.
  const changed = await db
    .update(switches)
    .set({ enabled })
    .where(eq(switches.modId, modId))
    .returning({ modId: switches.modId, notice: changeNotice('all', ['maintenance']) });
  if (changed.length === 0) throw new DomainError(errorCodes.notFound, 404);
  return { modId, enabled };
}
