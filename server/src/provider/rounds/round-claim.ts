/**
 * One round at a time per play session, across every gateway instance: a
 * round starts by writing its id into the session with a conditional
 * UPDATE that succeeds only when no other round is in flight. A claim
 * left behind by a crashed instance goes stale after 30 seconds and may be
 * taken over, so a session can never be locked for good.
 */
import { and, eq, isNull, lte, or } from 'drizzle-orm';
import { errorCodes } from '../../../../src/services/error-codes';
import type { Db } from '../../db';
import { playSessions } from '../../db/schema';
import { DomainError } from '../../http/domain-error';
import { hashSecret } from '../secrets';
import { closedReason, isOpen, sessionIdleMs, type PlaySession } from '../sessions/play-sessions';

export const staleClaimMs = 30_000;

export async function claimRound(db: Db, sessionId: string, roundId: string, now: number): Promise<PlaySession> {
  const idHash = hashSecret(sessionId);
  const [claimed] = await db
    .update(playSessions)
    .set({ roundInFlight: roundId, roundStartedAt: now, expiresAt: now + sessionIdleMs })
    .where(
      and(
        eq(playSessions.idHash, idHash),
        isOpen(now),
        or(isNull(playSessions.roundInFlight), lte(playSessions.roundStartedAt, now - staleClaimMs)),
      ),
    )
    .returning();
  if (claimed) return claimed;
  const closed = await closedReason(db, idHash, now);
  if (closed) throw new DomainError(closed, 401);
  throw new DomainError(errorCodes.roundInProgress, 409);
}

/** Frees the session, unless a takeover has already given it to another round. */
export async function releaseRound(db: Db, sessionId: string, roundId: string): Promise<void> {
  await db
    .update(playSessions)
    .set({ roundInFlight: null, roundStartedAt: null })
    .where(and(eq(playSessions.idHash, hashSecret(sessionId)), eq(playSessions.roundInFlight, roundId)));
}
