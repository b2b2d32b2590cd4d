/**
 * Deciding a review item: the claim check, the kind's own decision (which
 * may move money or points in its nested transaction: an activity's bonus,
 * a redemption's refund) and the audit row commit together or not at all.
 * A rejection always needs a reason, which the member sees as the remark.
 */
import { errorCodes } from '../../../../src/services/error-codes';
import type { Db } from '../../db';
import { DomainError } from '../../http/domain-error';
import { decideAffiliateApplication } from '../agent/affiliate-decisions';
import { decideRedemption } from '../points/mall';
import { decideApplication } from '../rewards/applications';
import { recordAudit, type Actor } from './audit';
import { requireClaim } from './claims';
import type { ReviewKind } from './review-queues';

const verbs = { approve: true, reject: false } as const;

function run(db: Db, kind: ReviewKind, reference: string, decision: { approve: boolean; remark: string }, now: number) {
  if (kind === 'redemption') return decideRedemption(db, reference, decision, now);
  if (kind === 'activity') return decideApplication(db, reference, decision, now);
  const id = Number(reference);
  if (!Number.isSafeInteger(id) || id < 1) throw new DomainError(errorCodes.notFound, 404);
  return decideAffiliateApplication(db, id, decision, now);
}

export async function decideReview(db: Db, actor: Actor, input: { kind: ReviewKind; verb: string; reference: string; reason: string }, now: number) {
  const { kind, reference } = input;
  if (!(input.verb in verbs)) throw new DomainError(errorCodes.notFound, 404);
  const approve = verbs[input.verb as keyof typeof verbs];
  const reason = input.reason.trim().slice(0, 500);
  if (!approve && reason === '') throw new DomainError(errorCodes.backofficeReasonRequired, 400, undefined, { reason: errorCodes.backofficeReasonRequired });
  return db.transaction(async (tx) => {
    await requireClaim(tx, kind, reference, actor.operatorId, now);
    const result = await run(tx as unknown as Db, kind, reference, { approve, remark: reason }, now);
    const status = (result as { status?: string }).status ?? (approve ? 'approved' : 'rejected');
    await recordAudit(tx, actor, { action: `${kind}.${input.verb}`, subject: `${kind}:${reference}`, after: { status }, reason }, now);
    return { reference, status };
  });
}
