/**
 * Opening a requirement when a claim pays a bonus whose promotion rule has
 * wagering terms, in the claim's transaction right after the bonus movement:
 * the terms are copied, the turnover owed is worked out once, and the whole
 * bonus starts as bonus money. A deposit the base counts is what the
 * promotion measured in its window when the claim was made.
 */
import { eq } from 'drizzle-orm';
import { bonusRequirements, promotionRules, type promotionClaims } from '../../db/schema';
import type { Tx } from '../ledger';
import { fromCents, toCents } from '../money';
import { depositCents } from '../rewards/measures';
import { promotionWindow } from '../rewards/periods';
import { requiredCents } from './terms';

type Claim = typeof promotionClaims.$inferSelect;

export async function openRequirementForClaim(tx: Tx, claim: Claim, now: number): Promise<void> {
  const bonusCents = toCents(claim.amount);
  if (bonusCents <= 0n) return;
  const [rule] = await tx.select().from(promotionRules).where(eq(promotionRules.promotionId, claim.promotionId)).limit(1);
  const terms = rule?.wagering;
  if (!rule || !terms) return;
  const deposit = terms.base === 'bonus_plus_deposit' ? await depositCents(tx, claim.memberId, promotionWindow(rule, claim.createdAt)) : 0n;
  const required = requiredCents(terms, bonusCents, deposit);
  if (required <= 0n) return;
  await tx
    .insert(bonusRequirements)
    .values({
      memberId: claim.memberId,
      claimId: claim.id,
      promotionId: claim.promotionId,
      reference: claim.reference,
      bonus: fromCents(bonusCents),
      deposit: fromCents(deposit),
      multiple: terms.multiple,
      base: terms.base,
      weights: terms.weights,
      required: fromCents(required),
      locked: fromCents(bonusCents),
      createdAt: now,
    });
}
