/**
 * Claim-to-work: an operator claims a queue item before deciding it, so two
 * operators never work one item. A claim is one row per item, won by a single
 * upsert that only takes over a claim that has expired or is already the
 * caller's: two claims at the same moment, on any instances, have one winner.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import { errorCodes } from '../../../../src/services/error-codes';
import type { Db } from '../../db';
import { operators, queueClaims } from '../../db/schema';
import { DomainError } from '../../http/domain-error';
import type { Tx } from '../ledger';

export const claimTtlMs = 10 * 60 * 1000;
export type QueueKind = 'deposit' | 'withdrawal' | 'redemption' | 'activity' | 'affiliate' | 'confirmation' | 'feedback';

export interface Claim {
  operatorId: number;
  username: string;
  expiresAt: number;
}

export async function holderOf(db: Db | Tx, kind: QueueKind, reference: string, now: number): Promise<Claim | null> {
  const [row] = await db
    .select({ operatorId: queueClaims.operatorId, username: operators.username, expiresAt: queueClaims.expiresAt })
    .from(queueClaims)
    .innerJoin(operators, eq(operators.id, queueClaims.operatorId))
    .where(and(eq(queueClaims.kind, kind), eq(queueClaims.reference, reference), gt(queueClaims.expiresAt, now)));
  return row ?? null;
}

export async function claimItem(db: Db, kind: QueueKind, reference: string, operatorId: number, now: number): Promise<Claim> {
  const [won] = await db
    .insert(queueClaims)
    .values({ kind, reference, operatorId, claimedAt: now, expiresAt: now + claimTtlMs })
    .onConflictDoUpdate({
      target: [queueClaims.kind, queueClaims.reference],
      set: { operatorId, claimedAt: now, expiresAt: now + claimTtlMs },
      setWhere: sql`${queueClaims.expiresAt} <= ${now} or ${queueClaims.operatorId} = ${operatorId}`,
    })
    .returning({ expiresAt: queueClaims.expiresAt });
  const holder = await holderOf(db, kind, reference, now);
  if (!won || !holder || holder.operatorId !== operatorId) {
    throw new DomainError(errorCodes.backofficeClaimedByOther, 409, holder ? { holder: holder.username, until: holder.expiresAt } : undefined);
  }
  return holder;
}

export async function releaseItem(db: Db | Tx, kind: QueueKind, reference: string, operatorId: number): Promise<void> {
  await db.delete(queueClaims).where(and(eq(queueClaims.kind, kind), eq(queueClaims.reference, reference), eq(queueClaims.operatorId, operatorId)));
}

/**
 * Inside the deciding transaction: an operator must hold the item's claim; a key (no operator) may decide only an item
 * nobody holds. The claim row is locked so it cannot change hands before the decision commits.
 */
export async function requireClaim(tx: Tx, kind: QueueKind, reference: string, operatorId: number | null, now: number): Promise<void> {
  const [row] = await tx
    .select({ operatorId: queueClaims.operatorId, expiresAt: queueClaims.expiresAt })
    .from(queueClaims)
    .where(and(eq(queueClaims.kind, kind), eq(queueClaims.reference, reference)))
    .for('update');
  const live = row && row.expiresAt > now ? row : null;
  if (operatorId === null) {
    if (live) throw new DomainError(errorCodes.backofficeClaimedByOther, 409);
    return;
  }
  if (!live) throw new DomainError(errorCodes.backofficeClaimRequired, 409);
  if (live.operatorId !== operatorId) throw new DomainError(errorCodes.backofficeClaimedByOther, 409);
  await tx.delete(queueClaims).where(and(eq(queueClaims.kind, kind), eq(queueClaims.reference, reference)));
}
