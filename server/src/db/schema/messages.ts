/** The member inbox (platform information); unread count comes from here. */
import { bigint, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    sentAt: bigint('sent_at', { mode: 'number' }).notNull(),
    readAt: bigint('read_at', { mode: 'number' }),
  },
  (t) => [index('messages_member_idx').on(t.memberId, t.readAt)],
);
