/**
 * Feedback from members and visitors (spec §5, api-facts §7.9): stored for
 * operators, with the content's word count inside the brand's bounds and
 * one feedback per sender per throttle window. The window is read from the
 * feedback rows themselves under a per-sender advisory lock, so gateway
 * instances sharing one database throttle together.
 */
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { errorCodes } from '../../../../src/services/error-codes';
import { feedbackQuestionTypes, wordCountOf, type FeedbackInput, type FeedbackSent, type FeedbackSettings } from '../../../../src/services/schemas/support';
import type { Db } from '../../db';
import { feedback, settings } from '../../db/schema';
import type { Member } from '../../http/context';
import { DomainError } from '../../http/domain-error';

export const feedbackSettingKey = 'feedback';

export const defaultFeedbackSettings: FeedbackSettings = { questionTypes: [...feedbackQuestionTypes], minWords: 5, maxWords: 300, throttleSeconds: 60 };

export async function feedbackSettingsOf(db: Db): Promise<FeedbackSettings> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, feedbackSettingKey)).limit(1);
  return { ...defaultFeedbackSettings, ...((row?.value as Partial<FeedbackSettings> | undefined) ?? {}) };
}

export interface FeedbackSender {
  member: Member | null;
  ip: string;
  language: string;
}

export async function sendFeedback(db: Db, sender: FeedbackSender, input: FeedbackInput, now: number): Promise<FeedbackSent> {
  const rules = await feedbackSettingsOf(db);
  if (!rules.questionTypes.includes(input.questionType)) throw new DomainError(errorCodes.fieldInvalid, 400, null, { questionType: errorCodes.fieldInvalid });
  const words = wordCountOf(input.content);
  if (words < rules.minWords || words > rules.maxWords) {
    const bounds = { min: rules.minWords, max: rules.maxWords };
    throw new DomainError(errorCodes.feedbackWordCount, 400, bounds, { content: errorCodes.feedbackWordCount });
  }
  const memberId = sender.member?.id ?? null;
  const senderKey = memberId !== null ? `feedback:member:${memberId}` : `feedback:ip:${sender.ip}`;
  const bySender = memberId !== null ? eq(feedback.memberId, memberId) : and(isNull(feedback.memberId), eq(feedback.clientIp, sender.ip));
  return db.transaction(async (tx) => {
    // Two sends from one sender at once: the second waits here and then sees the first.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${senderKey}))`);
    const windowStart = now - rules.throttleSeconds * 1000;
    const [recent] = await tx
      .select({ createdAt: feedback.createdAt })
      .from(feedback)
      .where(and(bySender, gt(feedback.createdAt, windowStart)))
      .orderBy(desc(feedback.createdAt))
      .limit(1);
    if (recent) throw new DomainError(errorCodes.feedbackTooFrequent, 429, { retryAt: recent.createdAt + rules.throttleSeconds * 1000 });
    const [row] = await tx
      .insert(feedback)
      .values({ memberId, questionType: input.questionType, content: input.content, contact: input.contact, language: sender.language, clientIp: sender.ip, createdAt: now })
      .returning({ id: feedback.id, createdAt: feedback.createdAt });
    return row!;
  });
}

/** The operator's list, newest first. */
export async function listFeedback(db: Db, limit = 100) {
  return db.select().from(feedback).orderBy(desc(feedback.createdAt), desc(feedback.id)).limit(limit);
}
