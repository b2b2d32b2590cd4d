/**
 * The brand's reality-check interval for members who chose none: the
 * operator's `protection` setting (`{ "realityCheckMinutes": 60 }`). Without
 * it there is no check until the member asks for one.
 */
import { eq } from 'drizzle-orm';
import { realityCheckChoices } from '../../../../../src/services/schemas/session-time';
import type { Db } from '../../../db';
import { settings } from '../../../db/schema';
import type { Tx } from '../../ledger';

export const protectionSettingKey = 'protection';

export async function brandRealityCheckMinutes(db: Db | Tx): Promise<number> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, protectionSettingKey)).limit(1);
  const minutes = (row?.value as { realityCheckMinutes?: unknown } | undefined)?.realityCheckMinutes;
  return (realityCheckChoices as readonly unknown[]).includes(minutes) ? (minutes as number) : 0;
}
