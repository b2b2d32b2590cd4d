/** Inbox messages the agent centre sends; the inbox renders HTML, and what members typed must stay text. */
import type { Db } from '../../db';
import { messages } from '../../db/schema';
import type { Tx } from '../ledger';

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export async function sendInboxMessage(db: Db | Tx, message: { memberId: number; title: string; body: string; now: number }): Promise<void> {
  await db.insert(messages).values({ memberId: message.memberId, title: message.title, content: `<p>${escapeHtml(message.body)}</p>`, sentAt: message.now });
}
