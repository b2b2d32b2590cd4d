/**
 * Application images served back: to the member who applied, and to
 * operators. A member asking for an image of another member's claim gets
 * the same 404 as for a claim that does not exist, so ids reveal nothing.
 */
import { and, eq } from 'drizzle-orm';
import { errorCodes } from '../../../../src/services/error-codes';
import type { PromotionClaimImage } from '../../../../src/services/schemas/rewards';
import type { Db } from '../../db';
import { promotionClaims } from '../../db/schema';
import { DomainError } from '../../http/domain-error';

const notFound = () => new DomainError(errorCodes.applicationImageNotFound, 404);

/** `memberId` null: an operator, who may read any claim's images. */
async function imagesOf(db: Db, where: { claimId?: number; reference?: string; memberId: number | null }) {
  const [row] = await db
    .select({ id: promotionClaims.id, images: promotionClaims.images })
    .from(promotionClaims)
    .where(
      and(
        where.claimId !== undefined ? eq(promotionClaims.id, where.claimId) : eq(promotionClaims.reference, where.reference ?? ''),
        where.memberId === null ? undefined : eq(promotionClaims.memberId, where.memberId),
      ),
    )
    .limit(1);
  return row ?? null;
}

function pick(row: { id: number; images: string[] } | null, position: number): PromotionClaimImage {
  const image = row?.images[position - 1];
  if (!row || !image) throw notFound();
  return { claimId: row.id, position, image };
}

export const memberClaimImage = async (db: Db, memberId: number, input: { claimId: number; position: number }) =>
  pick(await imagesOf(db, { claimId: input.claimId, memberId }), input.position);

export const operatorClaimImage = async (db: Db, reference: string, position: number) => pick(await imagesOf(db, { reference, memberId: null }), position);
