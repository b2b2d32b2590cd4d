/**
 * Maintenance and the whitelabel switches from the back office: the same
 * writes as the key API's (operator-settings.ts, whose tables' triggers raise
 * the content version) in one transaction with the audit row.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db';
import { settings, switches } from '../../../db/schema';
import { defaultSystemState, settingKeys, type SystemState } from '../../../seed/brand';
import { setSwitch, setSystemState } from '../../operator-settings';
import { recordAudit, type Actor } from '../audit';

async function systemStateOf(db: Pick<Db, 'select'>): Promise<SystemState> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, settingKeys.system));
  return { ...defaultSystemState, ...(row?.value as Partial<SystemState> | undefined) };
}

export async function settingsOf(db: Db) {
  const [system, list] = await Promise.all([systemStateOf(db), db.select().from(switches).orderBy(asc(switches.sort), asc(switches.modId))]);
  return { system, switches: list.map(({ modId, parentId, enabled }) => ({ modId, parentId, enabled })) };
}

export async function changeSystemState(db: Db, actor: Actor, state: SystemState, reason: string, now: number) {
  return db.transaction(async (tx) => {
    const before = await systemStateOf(tx);
    const after = await setSystemState(tx as unknown as Db, state);
    await recordAudit(tx, actor, { action: 'settings.system', subject: 'settings:system', before, after, reason }, now);
    return after;
  });
}

export async function changeSwitch(db: Db, actor: Actor, modId: string, enabled: boolean, reason: string, now: number) {
  return db.transaction(async (tx) => {
    const [old] = await tx.select({ enabled: switches.enabled }).from(switches).where(eq(switches.modId, modId));
    const after = await setSwitch(tx as unknown as Db, modId, enabled);
    await recordAudit(tx, actor, { action: 'settings.switch', subject: `switch:${modId}`, before: { enabled: old?.enabled ?? null }, after: { enabled }, reason }, now);
    return after;
  });
}
