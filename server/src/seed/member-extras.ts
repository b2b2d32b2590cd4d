/**
 * Gives seeded members a few inbox messages (two unread), so the header's
 * mail badge and the message centre have something to show. Only members
 * with an empty inbox get them, so a second run adds nothing. Wallets and
 * opening balances come with the members themselves (domain/members.ts).
 */
import { and, eq, ne, notExists, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { members, messages } from '../db/schema';
import { trialType } from '../../../src/services/schemas/account';

const welcomeMessages = [
  { title: 'Welcome to XSP Royal', content: '<p>Your account is ready. Visit the promotions page for your new-player rewards.</p>', read: true },
  { title: 'Your sign-up gift is waiting', content: '<p>Claim your 1,000 VND sign-up gift in the reward centre.</p>', read: false },
  { title: 'Security reminder', content: '<p>We never ask for your password or verification codes. Keep them to yourself.</p>', read: false },
];

export async function seedMemberExtras(db: Db): Promise<void> {
  const now = Date.now();
  const withoutMessages = await db
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        ne(members.type, trialType),
        // The seeded history's players never sign in: no inbox to fill.
        sql`${members.profile}->>'seededHistory' is null`,
        notExists(db.select().from(messages).where(eq(messages.memberId, members.id))),
      ),
    );
  if (withoutMessages.length === 0) return;
  await db.insert(messages).values(
    withoutMessages.flatMap(({ id }) =>
      welcomeMessages.map((message, index) => ({
        memberId: id,
        title: message.title,
        content: message.content,
        sentAt: now - (welcomeMessages.length - index) * 60_000,
        readAt: message.read ? now : null,
      })),
    ),
  );
}
