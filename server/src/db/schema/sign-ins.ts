/**
 * Every sign-in and where it came from. Kept apart from `sessions`, which
 * every call reads to authenticate: a sign-in is a record written once and
 * read only by the member's security centre and the header's last sign-in
 * line, and it is worth keeping after its session ends.
 */
import { bigint, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

export const signIns = pgTable(
  'sign_ins',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').notNull(),
    /** sessions.token_hash of the session it opened: marks the caller's own and tells whether it is still open. */
    sessionHash: text('session_hash').notNull(),
    signedInAt: bigint('signed_in_at', { mode: 'number' }).notNull(),
    /** The caller's address as the rate limits read it (X-Forwarded-For only behind trusted proxies). */
    ip: text('ip').notNull(),
    /** The browser's Device-Id header; '' when absent. */
    deviceId: text('device_id').notNull(),
    /** Cut to 512 characters: enough to name a browser and a system. */
    userAgent: text('user_agent').notNull(),
  },
  // Lists read a member's rows newest first, by id (ids grow with every sign-in).
  (t) => [index('sign_ins_member_idx').on(t.memberId, t.id), uniqueIndex('sign_ins_session_idx').on(t.sessionHash)],
);
