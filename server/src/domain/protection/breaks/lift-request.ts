/**
 * A member's request to lift a finished exclusion and its decision. The
 * Malta directive asks that a request be decided within 7 days and the lift
 * then wait a cooling-off: the request waits for an operator, an approval
 * starts the 24-hour cooling-off, a refusal keeps the exclusion (the member
 * may ask again). Time alone never lifts it.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { errorCodes } from '../../../../../src/services/error-codes';
import type { LiftRequest } from '../../../../../src/services/schemas/protection-breaks';
import type { Db } from '../../../db';
import { protectionBreaks } from '../../../db/schema';
import { DomainError } from '../../../http/domain-error';
import type { Tx } from '../../ledger';
import { liftCoolingOffMs } from './terms';

/** A request nobody decided within this long is overdue in the back office. */
export const liftDecisionDueMs = 7 * 24 * 60 * 60 * 1000;

type BreakRow = typeof protectionBreaks.$inferSelect;

/** The request of a break as the member and the back office see it; null when none was made. */
export function liftRequestOf(row: Pick<BreakRow, 'liftRequestedAt' | 'liftDecision' | 'liftDecidedAt' | 'liftDecisionReason'>): LiftRequest | null {
  if (row.liftRequestedAt === null) return null;
  const state = row.liftDecision === 'approved' || row.liftDecision === 'refused' ? row.liftDecision : 'waiting';
  return { state, requestedAt: row.liftRequestedAt, decidedAt: row.liftDecidedAt, reason: state === 'refused' ? row.liftDecisionReason : '' };
}

/** The request of one break, read apart from the stake path's break read. */
export async function liftRequestOfBreak(db: Db | Tx, breakId: number): Promise<LiftRequest | null> {
  const [row] = await db.select().from(protectionBreaks).where(eq(protectionBreaks.id, breakId)).limit(1);
  return row ? liftRequestOf(row) : null;
}

/** Records the member's request; conditional, so two requests at once record one, and only a refused one may be asked again. */
export async function recordLiftRequest(db: Db | Tx, breakId: number, now: number): Promise<void> {
  await db
    .update(protectionBreaks)
    .set({ liftRequestedAt: now, liftDecision: '', liftDecidedAt: null, liftDecidedBy: '', liftDecisionReason: '' })
    .where(
      and(
        eq(protectionBreaks.id, breakId),
        isNull(protectionBreaks.releasedAt),
        sql`(${protectionBreaks.liftRequestedAt} is null or ${protectionBreaks.liftDecision} = 'refused')`,
      ),
    );
}

export interface LiftDecisionInput {
  memberId: number;
  decision: 'approved' | 'refused';
  operator: string;
  reason: string;
  now: number;
}

/**
 * An operator decides the waiting request. Conditional on it still waiting:
 * of two operators deciding at once, one decides and the other is told so.
 */
export async function decideLiftRequest(db: Db | Tx, input: LiftDecisionInput): Promise<{ breakId: number; decision: 'approved' | 'refused'; releasedAt: number | null }> {
  const releasedAt = input.decision === 'approved' ? input.now + liftCoolingOffMs : null;
  const [decided] = await db
    .update(protectionBreaks)
    .set({ liftDecision: input.decision, liftDecidedAt: input.now, liftDecidedBy: input.operator.slice(0, 100), liftDecisionReason: input.reason.slice(0, 500), releasedAt })
    .where(
      and(
        eq(protectionBreaks.memberId, input.memberId),
        eq(protectionBreaks.liftDecision, ''),
        sql`${protectionBreaks.liftRequestedAt} is not null`,
        isNull(protectionBreaks.releasedAt),
      ),
    )
    .returning({ id: protectionBreaks.id });
  if (!decided) throw new DomainError(errorCodes.protectionLiftNotWaiting, 409);
  return { breakId: decided.id, decision: input.decision, releasedAt };
}
