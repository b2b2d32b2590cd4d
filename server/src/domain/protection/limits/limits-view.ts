/**
 * The member's limits as the Safer play page shows them: every kind and
 * window, with the amount in force, what the window has used, what remains
 * and a raise or removal waiting for confirmation.
 */
import { eq } from 'drizzle-orm';
import { limitKinds, limitWindows, type LimitKind, type LimitsAnswer, type LimitState } from '../../../../../src/services/schemas/limits';
import type { Db } from '../../../db';
import { protectionLimitOffers } from '../../../db/schema';
import type { Tx } from '../../ledger';
import { fromCents, toCents } from '../../money';
import { limitRowsOf, rowKey, type LimitRow } from './rows';

async function offerDeclined(db: Db | Tx, memberId: number): Promise<boolean> {
  const [row] = await db.select({ at: protectionLimitOffers.dismissedAt }).from(protectionLimitOffers).where(eq(protectionLimitOffers.memberId, memberId)).limit(1);
  return row !== undefined;
}

/** The member answered "not now" to the offer of limits: it is not made again. */
export async function declineLimitOffer(db: Db, memberId: number, now: number): Promise<LimitsAnswer> {
  await db.insert(protectionLimitOffers).values({ memberId, dismissedAt: now }).onConflictDoNothing();
  return limitsOf(db, memberId, now);
}
import { usageOf, waitingDepositCents, type Usage } from './usage';

function stateOf(kind: LimitKind, window: LimitState['window'], row: LimitRow | undefined, usage: Usage, waiting: bigint, now: number): LimitState {
  const used = usage[window] + (kind === 'deposit' ? waiting : 0n);
  const limit = row ? toCents(row.amount) : null;
  const remaining = limit === null ? null : limit > used ? limit - used : 0n;
  const pending =
    row && row.pendingEffectiveAt !== null && row.pendingRequestedAt !== null
      ? {
          amount: row.pendingRemoval || row.pendingAmount === null ? null : fromCents(toCents(row.pendingAmount)),
          requestedAt: row.pendingRequestedAt,
          effectiveAt: row.pendingEffectiveAt,
          due: row.pendingEffectiveAt <= now,
        }
      : null;
  return { kind, window, amount: limit === null ? null : fromCents(limit), used: fromCents(used), remaining: remaining === null ? null : fromCents(remaining), pending };
}

export async function limitsOf(db: Db | Tx, memberId: number, now: number): Promise<LimitsAnswer> {
  const rows = new Map((await limitRowsOf(db, memberId)).map((row) => [rowKey(row.kind, row.window), row]));
  const usages = await Promise.all(limitKinds.map((kind) => usageOf(db, memberId, kind, now)));
  const waiting = await waitingDepositCents(db, memberId);
  const limits = limitKinds.flatMap((kind, index) => limitWindows.map((window) => stateOf(kind, window, rows.get(rowKey(kind, window)), usages[index]!, waiting, now)));
  return { limits, now, offer: rows.size === 0 && !(await offerDeclined(db, memberId)) };
}
