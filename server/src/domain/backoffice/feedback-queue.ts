/**
 * Members' and visitors' feedback as a claimed queue: filtered by status,
 * question type, member and period, newest first, with the answer or closing
 * note once an operator gave one. A feedback has no reference members quote:
 * its id stands for one.
 */
import { and, desc, eq, gte, ilike, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db';
import { containing } from '../../db/like';
import { feedback, feedbackReplies, members, operators, queueClaims } from '../../db/schema';
import { claimOf, claimOn, rowCount, type QueueQuery } from './queues';

/** new waits for an operator; answered went to the member's inbox; closed ended without an answer. */
export const feedbackStatuses = ['new', 'answered', 'closed'] as const;

export interface FeedbackQuery extends QueueQuery {
  questionType?: string;
}

const filtersOf = (query: FeedbackQuery): SQL | undefined =>
  and(
    query.status ? eq(feedback.status, query.status) : undefined,
    query.questionType ? eq(feedback.questionType, query.questionType) : undefined,
    query.member ? ilike(members.account, containing(query.member)) : undefined,
    query.from !== undefined ? gte(feedback.createdAt, query.from) : undefined,
    query.to !== undefined ? lte(feedback.createdAt, query.to) : undefined,
  );

export async function feedbackQueue(db: Db, query: FeedbackQuery, now: number) {
  const where = filtersOf(query);
  const reference = sql<string>`${feedback.id}::text`;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ row: feedback, account: members.account, reply: feedbackReplies, holder: operators.username, until: queueClaims.expiresAt })
      .from(feedback)
      // Visitors send feedback too: they have no member row.
      .leftJoin(members, eq(members.id, feedback.memberId))
      .leftJoin(feedbackReplies, eq(feedbackReplies.feedbackId, feedback.id))
      .leftJoin(queueClaims, claimOn('feedback', reference, now))
      .leftJoin(operators, eq(operators.id, queueClaims.operatorId))
      .where(where)
      .orderBy(desc(feedback.createdAt), desc(feedback.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ total: rowCount }).from(feedback).leftJoin(members, eq(members.id, feedback.memberId)).where(where),
  ]);
  return {
    total,
    rows: rows.map(({ row, account, reply, holder, until }) => ({
      reference: String(row.id),
      account: account ?? '',
      amount: '',
      status: row.status,
      createdAt: row.createdAt,
      questionType: row.questionType,
      content: row.content,
      contact: row.contact,
      language: row.language,
      reply: reply ? { outcome: reply.outcome, body: reply.body, decidedBy: reply.decidedBy, decidedAt: reply.decidedAt } : null,
      claim: claimOf(holder, until),
    })),
  };
}
