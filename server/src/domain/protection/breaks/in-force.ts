/**
 * Whether a time-out or self-exclusion holds a member now. One indexed read
 * (protection_breaks_member_idx); members who never took a break find no row.
 */
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { errorCodes } from '../../../../../src/services/error-codes';
import type { BreakView, LiftRequest } from '../../../../../src/services/schemas/protection-breaks';
import type { Db } from '../../../db';
import { protectionBreaks } from '../../../db/schema';
import { DomainError } from '../../../http/domain-error';
import type { Tx } from '../../ledger';

export interface BreakInForce {
  id: number;
  kind: 'timeout' | 'exclusion';
  startedAt: number;
  /** The end of the chosen term; null when permanent. */
  endsAt: number | null;
  /** When it stops holding, if known: a time-out's end, or a requested lift after its cooling-off. */
  releasedAt: number | null;
  liftRequestedAt: number | null;
}

/** A break holds while it has no release time or its release is still ahead. */
export const holdsAt = (now: number) => or(isNull(protectionBreaks.releasedAt), gt(protectionBreaks.releasedAt, now));

/** The break that holds longest, or null. */
export async function breakInForce(db: Db | Tx, memberId: number, now: number): Promise<BreakInForce | null> {
  const [row] = await db
    .select()
    .from(protectionBreaks)
    .where(and(eq(protectionBreaks.memberId, memberId), holdsAt(now)))
    // The one without a release (an exclusion not yet lifted) outlasts any with one.
    .orderBy(sql`${protectionBreaks.releasedAt} desc nulls first`, desc(protectionBreaks.id))
    .limit(1);
  return row ? { id: row.id, kind: row.kind === 'exclusion' ? 'exclusion' : 'timeout', startedAt: row.startedAt, endsAt: row.endsAt, releasedAt: row.releasedAt, liftRequestedAt: row.liftRequestedAt } : null;
}

/** Until when a break holds, as the login answer and the refusals say it: null for "until lifted". */
export const holdsUntil = (held: BreakInForce): number | null => held.releasedAt;

/** The member's own view of a break: until when, their request to lift and its decision, and whether they may ask now. */
export function breakView(held: BreakInForce, now: number, lift: LiftRequest | null = null): BreakView {
  const finished = held.kind === 'exclusion' && held.endsAt !== null && held.endsAt <= now;
  return {
    kind: held.kind,
    startedAt: held.startedAt,
    endsAt: held.endsAt,
    until: holdsUntil(held),
    liftRequestedAt: held.liftRequestedAt,
    lift,
    canRequestLift: finished && (lift === null || lift.state === 'refused'),
  };
}

/** The refusal of play and deposits during a break: its kind and until when, for the portal to say. */
export function breakRefusal(held: BreakInForce): DomainError {
  return new DomainError(errorCodes.protectionBreakActive, 403, { kind: held.kind, until: holdsUntil(held) });
}

/** Refuses with protection.break.active while a break holds the member. */
export async function refuseDuringBreak(db: Db | Tx, memberId: number, now: number): Promise<void> {
  const held = await breakInForce(db, memberId, now);
  if (held) throw breakRefusal(held);
}
