/**
 * Setting, confirming and cancelling a limit (RTS 12D). A first limit or a
 * lower one holds at once and drops any raise that was waiting. A higher
 * one, or a removal (the largest raise), waits: it is stored as pending with
 * `effectiveAt` = request + 24 hours, and the lower amount holds until the
 * member confirms it at or after that time. A new raise replaces a waiting
 * one and starts its wait again.
 */
import { and, eq } from 'drizzle-orm';
import { errorCodes } from '../../../../../src/services/error-codes';
import { limitCoolingOffMs, type LimitChangeOutcome, type LimitTarget, type SetLimitAnswer, type SetLimitInput } from '../../../../../src/services/schemas/limits';
import type { Db } from '../../../db';
import { protectionLimits } from '../../../db/schema';
import { DomainError } from '../../../http/domain-error';
import type { Tx } from '../../ledger';
import { lockMember } from '../../funds/locks';
import { fromCents, toCents } from '../../money';
import { limitsOf } from './limits-view';
import { lockedLimitRow } from './rows';

const noPending = { pendingAmount: null, pendingRemoval: false, pendingRequestedAt: null, pendingEffectiveAt: null } as const;

const whereTarget = (memberId: number, target: LimitTarget) =>
  and(eq(protectionLimits.memberId, memberId), eq(protectionLimits.kind, target.kind), eq(protectionLimits.window, target.window));

async function changeOf(tx: Tx, memberId: number, input: SetLimitInput, now: number): Promise<LimitChangeOutcome> {
  // Two first limits of one kind and window asked at once would both find no row: the member row orders them.
  await lockMember(tx, memberId);
  const row = await lockedLimitRow(tx, memberId, input.kind, input.window);
  const asked = input.amount === null ? null : toCents(input.amount);
  if (!row) {
    if (asked === null) return 'unchanged';
    await tx.insert(protectionLimits).values({ memberId, kind: input.kind, window: input.window, amount: fromCents(asked), updatedAt: now });
    return 'applied';
  }
  const current = toCents(row.amount);
  if (asked !== null && asked <= current) {
    if (asked === current && row.pendingEffectiveAt === null) return 'unchanged';
    await tx.update(protectionLimits).set({ amount: fromCents(asked), ...noPending, updatedAt: now }).where(whereTarget(memberId, input));
    return 'applied';
  }
  await tx
    .update(protectionLimits)
    .set({
      pendingAmount: asked === null ? null : fromCents(asked),
      pendingRemoval: asked === null,
      pendingRequestedAt: now,
      pendingEffectiveAt: now + limitCoolingOffMs,
      updatedAt: now,
    })
    .where(whereTarget(memberId, input));
  return 'pending';
}

export async function setLimit(db: Db, memberId: number, input: SetLimitInput, now: number): Promise<SetLimitAnswer> {
  return db.transaction(async (tx) => {
    const outcome = await changeOf(tx, memberId, input, now);
    return { outcome, ...(await limitsOf(tx, memberId, now)) };
  });
}

/** Puts a waiting raise or removal in force once its cooling-off has passed. */
export async function confirmLimit(db: Db, memberId: number, target: LimitTarget, now: number): Promise<SetLimitAnswer> {
  return db.transaction(async (tx) => {
    const row = await lockedLimitRow(tx, memberId, target.kind, target.window);
    if (!row || row.pendingEffectiveAt === null) throw new DomainError(errorCodes.protectionLimitNothingPending, 409);
    if (row.pendingEffectiveAt > now) throw new DomainError(errorCodes.protectionLimitNotDue, 409, { effectiveAt: row.pendingEffectiveAt });
    if (row.pendingRemoval || row.pendingAmount === null) await tx.delete(protectionLimits).where(whereTarget(memberId, target));
    else await tx.update(protectionLimits).set({ amount: row.pendingAmount, ...noPending, updatedAt: now }).where(whereTarget(memberId, target));
    return { outcome: 'applied' as const, ...(await limitsOf(tx, memberId, now)) };
  });
}

/** Drops a waiting raise or removal; the limit in force stays. */
export async function cancelPendingLimit(db: Db, memberId: number, target: LimitTarget, now: number): Promise<SetLimitAnswer> {
  return db.transaction(async (tx) => {
    const row = await lockedLimitRow(tx, memberId, target.kind, target.window);
    if (!row || row.pendingEffectiveAt === null) throw new DomainError(errorCodes.protectionLimitNothingPending, 409);
    await tx.update(protectionLimits).set({ ...noPending, updatedAt: now }).where(whereTarget(memberId, target));
    return { outcome: 'unchanged' as const, ...(await limitsOf(tx, memberId, now)) };
  });
}
