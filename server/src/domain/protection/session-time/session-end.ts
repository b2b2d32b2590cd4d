/**
 * A session limit ends the session by moving `sessions.expires_at`: every
 * call reads it already (sessions.ts), so the session stops on every gateway
 * instance at once, and games launched from it stop with it (their
 * `portal_ends_at` follows). A limit set during a session counts from the
 * session's sign-in, but never ends it before the warning could be shown.
 */
import { sql } from 'drizzle-orm';
import { sessionEndWarningMs } from '../../../../../src/services/schemas/session-time';
import type { Db } from '../../../db';
import type { Tx } from '../../ledger';

const minute = 60_000;

/** Re-times the member's live sessions (or the one named) to the limit, or back to their lifetime without one. */
export async function retimeSessions(
  db: Db | Tx,
  input: {
    memberId: number;
    limitMinutes: number | null;
    ttlMs: number;
    now: number;
    sessionHash?: string;
  },
): Promise<void> {
  const { memberId, limitMinutes, ttlMs, now, sessionHash } = input;
  const natural = sql`s.created_at + ${ttlMs}::bigint`;
  const end = limitMinutes === null ? natural : sql`least(${natural}, greatest(s.created_at + ${limitMinutes * minute}::bigint, ${now + sessionEndWarningMs}::bigint))`;
  const which = sessionHash ? sql`and s.token_hash = ${sessionHash}` : sql``;
  await db.execute(sql`update sessions s set expires_at = ${end} where s.member_id = ${memberId} and s.revoked_at is null and s.expires_at > ${now} ${which}`);
  // Games carry their portal session's end: a provider's next call after it answers token.ended.
  for (const table of [sql`play_sessions`, sql`launch_tokens`]) {
    await db.execute(
      sql`update ${table} g set portal_ends_at = s.expires_at from sessions s where g.portal_session = s.token_hash and s.member_id = ${memberId} and s.revoked_at is null and g.portal_ends_at > ${now} ${which}`,
    );
  }
}
