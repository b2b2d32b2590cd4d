/**
 * Activities an operator reviews: the applications waiting, and the
 * decision on one. A decision is a conditional update on `applying` in the
 * transaction that pays, so the same approval sent twice, even at the same
 * moment from two gateway instances, pays once and answers the second with
 * request.not.pending.
 */
import { and, desc, eq } from 'drizzle-orm';
import { errorCodes } from '../../../../src/services/error-codes';
import type { PromotionClaimRecord } from '../../../../src/services/schemas/rewards';
import type { Db } from '../../db';
import { members, promotionClaims, promotions } from '../../db/schema';
import { DomainError } from '../../http/domain-error';
import { applyMovement } from '../ledger';
import { publishChange } from '../live/publish';
import { localisedColumn } from '../localised-content';
import { toCents } from '../money';
import { openRequirementForClaim } from '../wagering/open-requirement';
import { claimRecordOf, ledgerKeyOf } from './promotion-claims';

export const applicationListLimit = 200;

export async function listApplications(db: Db, status?: string): Promise<(PromotionClaimRecord & { account: string })[]> {
  const rows = await db
    .select({ claim: promotionClaims, title: localisedColumn(promotions.title, 'EN'), account: members.account })
    .from(promotionClaims)
    .innerJoin(promotions, eq(promotions.id, promotionClaims.promotionId))
    .innerJoin(members, eq(members.id, promotionClaims.memberId))
    .where(status ? eq(promotionClaims.status, status) : undefined)
    .orderBy(desc(promotionClaims.createdAt), desc(promotionClaims.id))
    .limit(applicationListLimit);
  return rows.map(({ claim, title, account }) => ({ ...claimRecordOf(claim, title), account }));
}

/** An operator's decision on an application, addressed by its reference. */
export async function decideApplication(db: Db, reference: string, decision: { approve: boolean; remark?: string }, now: number): Promise<PromotionClaimRecord> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(promotionClaims)
      .set({ status: decision.approve ? 'issued' : 'rejected', remark: decision.remark ?? '', decidedAt: now })
      .where(and(eq(promotionClaims.reference, reference), eq(promotionClaims.status, 'applying')))
      .returning();
    if (!row) throw new DomainError(errorCodes.requestNotPending, 409);
    await publishChange(tx, row.memberId, ['applications']);
    const cents = toCents(row.amount);
    let decided = row;
    if (decision.approve && cents > 0n) {
      await applyMovement(tx, { memberId: row.memberId, cents, kind: 'bonus', idempotencyKey: ledgerKeyOf(row), reference: row.reference, now });
      [decided] = await tx
        .update(promotionClaims)
        .set({ ledgerKey: ledgerKeyOf(row) })
        .where(eq(promotionClaims.id, row.id))
        .returning();
      await openRequirementForClaim(tx, decided, now);
    }
    const [promotion] = await tx.select({ title: localisedColumn(promotions.title, 'EN') }).from(promotions).where(eq(promotions.id, row.promotionId)).limit(1);
    return claimRecordOf(decided, promotion?.title ?? '');
  });
}
