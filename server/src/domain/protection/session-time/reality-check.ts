/**
 * The movement guard's reality check: a stake, or money moved into a game
 * wallet, is refused while a check of one of the member's live sessions is
 * due and not acknowledged. The games of every tab and device pause at once,
 * whichever gateway instance serves them, and start again when the member
 * answers the check. One indexed read per stake.
 */
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import { errorCodes } from '../../../../../src/services/error-codes';
import type { Db } from '../../../db';
import { protectionSessionClocks, sessions } from '../../../db/schema';
import { DomainError } from '../../../http/domain-error';
import type { MoneyMovement, Tx } from '../../ledger';
import type { MovementFacts } from '../movement-facts';

export const isPlayMovement = (movement: MoneyMovement): boolean =>
  (movement.kind === 'bet' && movement.cents < 0n) || (movement.kind === 'transfer_in' && (movement.accountTypeId ?? 0) !== 0);

export async function realityCheck(tx: Tx | Db, movement: MoneyMovement, _balanceAfterCents: bigint, facts?: MovementFacts): Promise<void> {
  if (!isPlayMovement(movement)) return;
  if (facts?.realityDueAt !== undefined) {
    if (facts.realityDueAt !== null) throw new DomainError(errorCodes.protectionRealityCheckDue, 403, { dueAt: facts.realityDueAt });
    return;
  }
  const { memberId, now } = movement;
  const [due] = await tx
    .select({ dueAt: protectionSessionClocks.checkDueAt })
    .from(protectionSessionClocks)
    .innerJoin(sessions, eq(sessions.tokenHash, protectionSessionClocks.sessionHash))
    .where(and(eq(protectionSessionClocks.memberId, memberId), lte(protectionSessionClocks.checkDueAt, now), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  if (due)
    throw new DomainError(errorCodes.protectionRealityCheckDue, 403, {
      dueAt: due.dueAt,
    });
}
