/**
 * Play sessions: the provider page trades its launch token for one, once.
 * A session lasts while it is used: every call moves its end 30 minutes
 * past "now", in the same conditional UPDATE that checks it is still open,
 * and that the portal session it was launched from has not ended.
 */
import { and, eq, gt } from 'drizzle-orm';
import { errorCodes, type ErrorCode } from '../../../../src/services/error-codes';
import type { Db } from '../../db';
import { playSessions } from '../../db/schema';
import { DomainError } from '../../http/domain-error';
import { redeemLaunchToken } from '../launch/launch-tokens';
import { hashSecret, newSecret } from '../secrets';

export const sessionIdleMs = 30 * 60_000;

export type PlaySession = typeof playSessions.$inferSelect;

/** The conditions of an open session, for every statement that uses one. */
export const isOpen = (now: number) => and(gt(playSessions.expiresAt, now), gt(playSessions.portalEndsAt, now));

/**
 * Why a session refused a call, read after the refusal (never on the way of
 * a call that succeeds); null while it is open.
 */
export async function closedReason(db: Db, idHash: string, now: number): Promise<ErrorCode | null> {
  const [session] = await db
    .select({ expiresAt: playSessions.expiresAt, portalEndsAt: playSessions.portalEndsAt })
    .from(playSessions)
    .where(eq(playSessions.idHash, idHash));
  if (!session) return errorCodes.playSessionExpired;
  if (session.portalEndsAt <= now) return errorCodes.gameSessionEnded;
  if (session.expiresAt <= now) return errorCodes.playSessionExpired;
  return null;
}

/** Redeems the token and opens the session in one transaction: a token is never burnt without a session to show for it. */
export async function openPlaySession(db: Db, token: string, now: number): Promise<{ sessionId: string; session: PlaySession }> {
  return db.transaction(async (tx) => {
    const grant = await redeemLaunchToken(tx, token, now);
    const sessionId = newSecret();
    const [session] = await tx
      .insert(playSessions)
      .values({ idHash: hashSecret(sessionId), ...grant, createdAt: now, expiresAt: now + sessionIdleMs })
      .returning();
    return { sessionId, session: session! };
  });
}

/** The open session, its idle time reset; game.session.ended or provider.session.expired when it has ended or never was. */
export async function useSession(db: Db, sessionId: string, now: number): Promise<PlaySession> {
  const idHash = hashSecret(sessionId);
  const [session] = await db
    .update(playSessions)
    .set({ expiresAt: now + sessionIdleMs })
    .where(and(eq(playSessions.idHash, idHash), isOpen(now)))
    .returning();
  if (!session) throw new DomainError((await closedReason(db, idHash, now)) ?? errorCodes.playSessionExpired, 401);
  return session;
}
