/**
 * Play sessions, the wallet API's player tokens: a provider trades the
 * launch token for one, once, and names it in every call. A session lasts
 * while it is used: every balance read and bet moves its end 30 minutes past
 * "now", in the same conditional UPDATE that checks it is still open and
 * that the portal session it was launched from has not ended. Wins,
 * rollbacks and round closes settle what an open session started, so they
 * name the round and never need the session to be open.
 */
import { and, eq, getTableColumns, gt, sql, type Placeholder } from 'drizzle-orm';
import type { Db } from '../../db';
import { prepared } from '../../db/prepared';
import { playSessions } from '../../db/schema';
import type { Tx } from '../ledger';
import { WalletError, walletErrorCodes } from './errors';
import { redeemLaunchToken } from './launch-tokens';
import { hashSecret, newSecret } from './secrets';

export const sessionIdleMs = 30 * 60_000;

export type PlaySession = typeof playSessions.$inferSelect;

/** The conditions of an open session, for every statement that uses one. */
export const isOpen = (now: number | Placeholder) => and(gt(playSessions.expiresAt, now), gt(playSessions.portalEndsAt, now));

/** Why a session refused a call, read after the refusal (never on the way of a call that succeeds). */
export async function closedReason(db: Db | Tx, idHash: string, now: number): Promise<WalletError> {
  const [session] = await db
    .select({ expiresAt: playSessions.expiresAt, portalEndsAt: playSessions.portalEndsAt })
    .from(playSessions)
    .where(eq(playSessions.idHash, idHash));
  if (!session) return new WalletError(walletErrorCodes.tokenInvalid, 401);
  if (session.portalEndsAt <= now) return new WalletError(walletErrorCodes.tokenEnded, 401);
  return new WalletError(walletErrorCodes.tokenExpired, 401);
}

/** Redeems the token and opens the session in one transaction: a token is never burnt without a session to show for it. */
export async function openPlaySession(db: Db | Tx, token: string, now: number): Promise<{ sessionId: string; session: PlaySession }> {
  const open = async (tx: Db | Tx) => {
    const grant = await redeemLaunchToken(tx, token, now);
    const sessionId = newSecret();
    const [session] = await tx
      .insert(playSessions)
      .values({ idHash: hashSecret(sessionId), ...grant, createdAt: now, expiresAt: now + sessionIdleMs })
      .returning();
    return { sessionId, session: session! };
  };
  return 'rollback' in db ? open(db) : db.transaction(open);
}

/** Every bet and balance read sends it: rendered once, and planned once per connection on PostgreSQL. */
const touchSession = prepared<{ idHash: string; now: number; expiresAt: number }>()('play_session_use', getTableColumns(playSessions), (db, columns, $) =>
  db
    .update(playSessions)
    .set({ expiresAt: sql`${$.expiresAt}::bigint` })
    .where(and(eq(playSessions.idHash, $.idHash), isOpen($.now)))
    .returning(columns),
);

/** The open session, its idle time reset; token.ended, token.expired or token.invalid when it has ended or never was. */
export async function useSession(db: Db | Tx, sessionId: string, now: number): Promise<PlaySession> {
  const idHash = hashSecret(sessionId);
  const [session] = await touchSession(db, { idHash, now, expiresAt: now + sessionIdleMs });
  if (!session) throw await closedReason(db, idHash, now);
  return session;
}
