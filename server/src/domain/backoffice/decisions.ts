/**
 * Deciding a deposit or a withdrawal, for the back office and the bearer-key
 * API alike: the claim check, the decision that moves the money
 * (domain/funds/operator-actions.ts, run inside this transaction) and its
 * audit row commit together or not at all. The back office asks a reason for
 * every rejection; the key API keeps its remark optional, as scripts use it.
 */
import { errorCodes } from '../../../../src/services/error-codes';
import type { Db } from '../../db';
import { DomainError } from '../../http/domain-error';
import { approveDeposit, payWithdrawal, rejectDeposit, rejectWithdrawal } from '../funds/operator-actions';
import { recordAudit, type Actor } from './audit';
import { requireClaim } from './claims';

export const decisions = {
  deposit: { approve: 'approved', reject: 'rejected' },
  withdrawal: { pay: 'paid', reject: 'rejected' },
} as const;

/** The queues whose decisions move money through the funds functions. */
export type QueueKind = keyof typeof decisions;

export type Verb<K extends QueueKind> = keyof (typeof decisions)[K];

const run = (db: Db, kind: QueueKind, verb: string, reference: string, remark: string, now: number) => {
  if (kind === 'deposit') return verb === 'approve' ? approveDeposit(db, reference, now) : rejectDeposit(db, reference, remark, now);
  return verb === 'pay' ? payWithdrawal(db, reference, now) : rejectWithdrawal(db, reference, remark, now);
};

export async function decideItem(db: Db, actor: Actor, input: { kind: QueueKind; verb: string; reference: string; reason: string; reasonRequired: boolean }, now: number) {
  const { kind, verb, reference } = input;
  if (!(verb in decisions[kind])) throw new DomainError(errorCodes.notFound, 404);
  const reason = input.reason.trim().slice(0, 500);
  if (verb === 'reject' && input.reasonRequired && reason === '') throw new DomainError(errorCodes.backofficeReasonRequired, 400, undefined, { reason: errorCodes.backofficeReasonRequired });
  return db.transaction(async (tx) => {
    await requireClaim(tx, kind, reference, actor.operatorId, now);
    // The funds functions open their own (here nested) transaction: a refusal there rolls back the claim and the audit row too.
    const result = await run(tx as unknown as Db, kind, verb, reference, reason, now);
    await recordAudit(tx, actor, { action: `${kind}.${verb}`, subject: `${kind}:${reference}`, before: { status: 'pending' }, after: result, reason }, now);
    return result;
  });
}
