/** The member's session-time choices, falling back to the brand's reality-check interval. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db';
import { protectionSessionSettings } from '../../../db/schema';
import type { Tx } from '../../ledger';
import { brandRealityCheckMinutes } from './brand-default';

export interface SessionChoices {
  realityCheckMinutes: number;
  sessionLimitMinutes: number | null;
}

export async function sessionChoicesOf(db: Db | Tx, memberId: number): Promise<SessionChoices> {
  const [row] = await db.select().from(protectionSessionSettings).where(eq(protectionSessionSettings.memberId, memberId)).limit(1);
  if (row)
    return {
      realityCheckMinutes: row.realityCheckMinutes,
      sessionLimitMinutes: row.sessionLimitMinutes,
    };
  return {
    realityCheckMinutes: await brandRealityCheckMinutes(db),
    sessionLimitMinutes: null,
  };
}
