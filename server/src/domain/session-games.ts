/**
 * Portal sessions and the games launched from them. A launch binds its token
 * to the live session it came from; ending sessions early (sign-out,
 * password change, recovery, any later way) goes through `revokeSessions`,
 * which ends their games in the same transaction. A session that simply
 * expires needs no call: the provider was told its end at launch.
 */
import { and, eq, gt, isNull, type SQL } from 'drizzle-orm';
import { errorCodes } from '../../../src/services/error-codes';
import type { Db } from '../db';
import { sessions } from '../db/schema';
import { DomainError } from '../http/domain-error';
import type { PortalBinding } from './wallet-api/launch-tokens';
import { endGamesOf } from './wallet-api/end-with-portal';
import type { Tx } from './ledger';
import { publishChanges } from './live/publish';

export { endGamesOf };

/**
 * The live session a launch binds to, by its token hash. Its row stays
 * share-locked until the launch commits: a revocation that came first makes
 * the launch refuse; one that comes after waits, then finds the new token
 * and ends it.
 */
export async function launchBinding(tx: Tx, tokenHash: string, now: number): Promise<PortalBinding> {
  const [session] = await tx
    .select({ tokenHash: sessions.tokenHash, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .for('share');
  if (!session) throw new DomainError(errorCodes.notLoggedIn, 401);
  return { portalSession: session.tokenHash, portalEndsAt: session.expiresAt };
}

/** Revokes the live sessions `which` selects and ends every game launched from them, in one transaction. */
export async function revokeSessions(db: Db | Tx, which: SQL | undefined, now: number): Promise<void> {
  await db.transaction(async (tx) => {
    const ended = await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(which, isNull(sessions.revokedAt)))
      .returning({ tokenHash: sessions.tokenHash, memberId: sessions.memberId });
    await endGamesOf(tx, ended.map((session) => session.tokenHash), now);
    // Their live streams end too, on whichever instance holds them.
    await publishChanges(tx, ended.map((session) => session.memberId), ['ended']);
  });
}
