/** Whitelabel switches as the operator set them; an absent switch counts as off. */
import { eq } from 'drizzle-orm';
import { errorCodes } from '../../../../src/services/error-codes';
import type { Db } from '../../db';
import { switches } from '../../db/schema';
import { DomainError } from '../../http/domain-error';

export async function isSwitchOn(db: Db, modId: string): Promise<boolean> {
  const rows = await db.select({ enabled: switches.enabled }).from(switches).where(eq(switches.modId, modId)).limit(1);
  return rows[0]?.enabled ?? false;
}

export async function requireSwitch(db: Db, modId: string): Promise<void> {
  if (!(await isSwitchOn(db, modId))) throw new DomainError(errorCodes.featureOff, 403);
}
