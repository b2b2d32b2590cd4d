/**
 * Claiming a promotion. The claim row (unique per member, promotion and
 * period), the bonus ledger row and the stored answer commit in one
 * transaction: a retried request replays its answer, and a second request
 * for the same period, even at the same moment, is refused with
 * promotion.claimed. Activities an operator reviews are applied for
 * (comment and images) and paid when approved.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { errorCodes } from '../../../../src/services/error-codes';
import type { PromotionClaimAnswer, PromotionClaimRecord } from '../../../../src/services/schemas/rewards';
import type { Db } from '../../db';
import { promotionClaims, promotions } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { DomainError } from '../../http/domain-error';
import { cryptoRandom, type RandomSource } from '../../provider/random';
import { referenceOf } from '../funds/references';
import { applyMovement, type Tx } from '../ledger';
import { publishChange } from '../live/publish';
import { localisedColumn, pickText } from '../localised-content';
import { fromCents, toCents } from '../money';
import { answerOnce } from '../request-replies';
import { openRequirementForClaim } from '../wagering/open-requirement';
import { rulesWithPromotions } from './available-promotions';
import { evaluateRule, refusalOf, type PromotionClaim, type PromotionRule, type Refusal } from './promotion-rules';
import { drawPrize } from './raffle';
import { mainBalance } from './wallet-balance';

export type ClaimCall = 'promotionClaim' | 'raffleClaim';

export interface ClaimRequest {
  requestId: string;
  promotionId: number;
  comment?: string;
  images?: string[];
  /** Language of the answer's promotion title; EN when not given. */
  language?: string;
}

const refusals: Record<Refusal, () => DomainError> = {
  coming_soon: () => new DomainError(errorCodes.promotionNotOpen, 400),
  closed: () => new DomainError(errorCodes.promotionClosed, 400),
  claimed: () => new DomainError(errorCodes.promotionClaimed, 409),
  unmet: () => new DomainError(errorCodes.promotionRequirementUnmet, 400),
  nothing: () => new DomainError(errorCodes.promotionNothingToClaim, 400),
};

export const claimRecordOf = (row: PromotionClaim, title: string): PromotionClaimRecord => ({
  id: row.id,
  reference: row.reference,
  promotionId: row.promotionId,
  title,
  amount: fromCents(toCents(row.amount)),
  status: row.status as PromotionClaimRecord['status'],
  periodKey: row.periodKey,
  comment: row.comment,
  imageCount: row.images.length,
  remark: row.remark,
  createdAt: row.createdAt,
  decidedAt: row.decidedAt,
});

export const ledgerKeyOf = (row: Pick<PromotionClaim, 'memberId' | 'promotionId' | 'periodKey'>) => `promotion:${row.memberId}:${row.promotionId}:${row.periodKey}`;

async function nextClaimId(tx: Tx): Promise<number> {
  const result = (await tx.execute(sql`select nextval(pg_get_serial_sequence('promotion_claims', 'id'))::int as id`)) as unknown as { rows: { id: number }[] };
  return Number(result.rows[0].id);
}

async function claimIn(tx: Tx, memberId: number, promotionId: number, periodKey: string): Promise<PromotionClaim | null> {
  const [row] = await tx
    .select()
    .from(promotionClaims)
    .where(and(eq(promotionClaims.memberId, memberId), eq(promotionClaims.promotionId, promotionId), eq(promotionClaims.periodKey, periodKey)))
    .limit(1);
  return row ?? null;
}

function outcomeOf(rule: PromotionRule, rewardCents: bigint, random: RandomSource): { status: PromotionClaim['status']; cents: bigint } {
  if (rule.rewardType === 'raffle') return { status: 'joined', cents: drawPrize(rule.prizes, random) };
  return { status: rule.needsApproval ? 'applying' : 'claimed', cents: rewardCents };
}

export async function claimPromotion(
  db: Db,
  memberId: number,
  call: ClaimCall,
  request: ClaimRequest,
  now: number,
  random: RandomSource = cryptoRandom,
): Promise<PromotionClaimAnswer> {
  try {
    return await answerOnce(db, { memberId, requestId: request.requestId, call }, now, async (tx) => {
      const [found] = await rulesWithPromotions(tx, request.promotionId);
      if (!found) throw new DomainError(errorCodes.promotionNotFound, 404, null, { promotionId: errorCodes.promotionNotFound });
      const { rule, promotion } = found;
      // A lucky draw is joined through raffleClaim, everything else claimed through promotionClaim.
      if ((rule.rewardType === 'raffle') !== (call === 'raffleClaim')) throw new DomainError(errorCodes.promotionWrongCall, 400);
      const evaluation = await evaluateRule(tx, memberId, rule, now);
      const refusal = refusalOf(rule, evaluation, await claimIn(tx, memberId, rule.promotionId, evaluation.window.key), now);
      if (refusal) throw refusals[refusal]();
      const { status, cents } = outcomeOf(rule, evaluation.rewardCents, random);
      const id = await nextClaimId(tx);
      const paid = status !== 'applying' && cents > 0n;
      const key = { memberId, promotionId: rule.promotionId, periodKey: evaluation.window.key };
      const [row] = await tx
        .insert(promotionClaims)
        .values({
          id,
          ...key,
          amount: fromCents(cents),
          status,
          reference: referenceOf('R', now, id),
          comment: rule.needsApproval ? (request.comment ?? '') : '',
          images: rule.needsApproval ? (request.images ?? []) : [],
          ledgerKey: paid ? ledgerKeyOf(key) : null,
          createdAt: now,
        })
        .returning();
      await publishChange(tx, memberId, ['applications']);
      const balance = paid
        ? (await applyMovement(tx, { memberId, cents, kind: 'bonus', idempotencyKey: ledgerKeyOf(key), reference: row.reference, now })).balanceAfter
        : status === 'applying'
          ? null
          : await mainBalance(tx, memberId);
      // A bonus whose terms ask for turnover cannot leave the wallet until it is met (domain/wagering).
      if (paid) await openRequirementForClaim(tx, row, now);
      return { claim: claimRecordOf(row, pickText(promotion.title, request.language ?? 'EN')), balance };
    });
  } catch (error) {
    // A concurrent request for the same promotion and period committed first.
    if (isUniqueViolation(error)) throw new DomainError(errorCodes.promotionClaimed, 409);
    throw error;
  }
}

export async function promotionClaimList(db: Db, memberId: number, query: { pageNo: number; pageSize: number; status?: string; language?: string }) {
  const where = and(eq(promotionClaims.memberId, memberId), query.status ? eq(promotionClaims.status, query.status) : undefined);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ claim: promotionClaims, title: localisedColumn(promotions.title, query.language ?? 'EN') })
      .from(promotionClaims)
      .innerJoin(promotions, eq(promotions.id, promotionClaims.promotionId))
      .where(where)
      .orderBy(desc(promotionClaims.createdAt), desc(promotionClaims.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(promotionClaims)
      .where(where),
  ]);
  const total = Number(counted?.total ?? 0);
  return {
    list: rows.map(({ claim, title }) => claimRecordOf(claim, title)),
    pageNo: query.pageNo,
    totalPages: Math.ceil(total / query.pageSize),
    total,
  };
}
