/**
 * The sign-up gift: the promotion named by the brand setting `signupGift`
 * is claimed for a new account right after it is created, through the same
 * claim as the reward centre's (one claim per member and promotion, its
 * bonus on the ledger under the claim's key), so it shows there as claimed
 * and in the bonus details. If the process stops between the two, the gift
 * is still open in the reward centre and the member claims it there.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { settings } from '../../db/schema';
import { DomainError } from '../../http/domain-error';
import { claimPromotion } from './promotion-claims';

export const signupGiftSettingKey = 'signupGift';

export async function paySignupGift(db: Db, memberId: number, now: number): Promise<void> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, signupGiftSettingKey)).limit(1);
  const promotionId = (row?.value as { promotionId?: unknown } | undefined)?.promotionId;
  if (typeof promotionId !== 'number') return;
  try {
    await claimPromotion(db, memberId, 'promotionClaim', { requestId: `signup-gift-${memberId}`, promotionId }, now);
  } catch (error) {
    // A gift the operator closed or removed leaves the registration as it is.
    if (!(error instanceof DomainError)) throw error;
  }
}
