/**
 * The referral page: the member's code and registration link, and the
 * members who registered with it, masked, with whether they have played.
 * Members made before codes were handed out get one on their first visit.
 */
import { and, count, desc, eq, exists, isNull, sql } from 'drizzle-orm';
import type { ReferralInfo } from '../../../../src/services/schemas/profile';
import type { Db } from '../../db';
import { bets, members } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { maskAccount } from '../games/winner-board';
import { randomCode } from '../members';

/** The page lists the newest invitees; the counts cover them all. */
export const invitedListed = 100;

/**
 * Two first visits at once both find no code; the update only takes while
 * there is still none, so the slower one reads the winner's. A code another
 * member already holds hits the unique index and is drawn again.
 */
export async function ensureReferralCode(db: Db, memberId: number): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [row] = await db.select({ code: members.referralCode }).from(members).where(eq(members.id, memberId)).limit(1);
    if (!row) throw new Error(`member ${memberId} vanished`);
    if (row.code) return row.code;
    try {
      const [set] = await db
        .update(members)
        .set({ referralCode: randomCode(8) })
        .where(and(eq(members.id, memberId), isNull(members.referralCode)))
        .returning({ code: members.referralCode });
      if (set?.code) return set.code;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error('no free referral code after five draws');
}

export async function referralInfo(db: Db, memberId: number, origin: string): Promise<ReferralInfo> {
  const referralCode = await ensureReferralCode(db, memberId);
  const played = exists(db.select({ one: sql`1` }).from(bets).where(eq(bets.memberId, members.id)));
  const invitedBy = eq(members.referredById, memberId);
  const invited = await db
    .select({ account: members.account, registeredAt: members.createdAt, active: sql<boolean>`${played}` })
    .from(members)
    .where(invitedBy)
    .orderBy(desc(members.createdAt), desc(members.id))
    .limit(invitedListed);
  const [counts] = await db
    .select({ invited: count(), active: sql<number>`count(*) filter (where ${played})`.mapWith(Number) })
    .from(members)
    .where(invitedBy);
  return {
    referralCode,
    link: `${origin}/register?referralCode=${encodeURIComponent(referralCode)}`,
    invitedCount: Number(counts?.invited ?? 0),
    activeCount: Number(counts?.active ?? 0),
    invited: invited.map((row) => ({ account: maskAccount(row.account), registeredAt: row.registeredAt, active: Boolean(row.active) })),
  };
}
