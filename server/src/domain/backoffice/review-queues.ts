/**
 * The review queues beside deposits and withdrawals: points-mall
 * redemptions, activity applications (with their images) and affiliate
 * applications. Paged, filtered (status, member, period), newest first and
 * joined with each item's live claim, the same way as the money queues.
 */
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { affiliateApplications, members, operators, pointRedemptions, pointRewards, promotionClaims, promotions, queueClaims } from '../../db/schema';
import { money } from '../funds/amounts';
import { localisedColumn } from '../localised-content';
import { claimOf, claimOn, queueFilters, rowCount, type QueueQuery } from './queues';

export const reviewKinds = ['redemption', 'activity', 'affiliate'] as const;
export type ReviewKind = (typeof reviewKinds)[number];
export const isReviewKind = (value: string): value is ReviewKind => (reviewKinds as readonly string[]).includes(value);

/** The statuses each kind's filter offers; the first is the one waiting for an operator. */
export const reviewStatuses: Record<ReviewKind, readonly [string, ...string[]]> = {
  redemption: ['process', 'approved', 'rejected'],
  activity: ['applying', 'issued', 'rejected'],
  affiliate: ['pending', 'approved', 'rejected'],
};

async function redemptions(db: Db, query: QueueQuery, now: number) {
  const where = queueFilters(pointRedemptions.status, pointRedemptions.createdAt, query);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ row: pointRedemptions, account: members.account, reward: localisedColumn(pointRewards.names, 'EN'), holder: operators.username, until: queueClaims.expiresAt })
      .from(pointRedemptions)
      .innerJoin(members, eq(members.id, pointRedemptions.memberId))
      .leftJoin(pointRewards, eq(pointRewards.id, pointRedemptions.rewardId))
      .leftJoin(queueClaims, claimOn('redemption', pointRedemptions.reference, now))
      .leftJoin(operators, eq(operators.id, queueClaims.operatorId))
      .where(where)
      .orderBy(desc(pointRedemptions.createdAt), desc(pointRedemptions.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ total: rowCount }).from(pointRedemptions).innerJoin(members, eq(members.id, pointRedemptions.memberId)).where(where),
  ]);
  return {
    total,
    rows: rows.map(({ row, account, reward, holder, until }) => ({
      reference: row.reference,
      account,
      amount: money(row.amount),
      status: row.status,
      createdAt: row.createdAt,
      reward: reward ?? '',
      points: row.points,
      quantity: row.quantity,
      address: row.address,
      mobile: row.mobile,
      remark: row.remark,
      claim: claimOf(holder, until),
    })),
  };
}

async function activities(db: Db, query: QueueQuery, now: number) {
  const where = queueFilters(promotionClaims.status, promotionClaims.createdAt, query);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ row: promotionClaims, account: members.account, title: localisedColumn(promotions.title, 'EN'), holder: operators.username, until: queueClaims.expiresAt })
      .from(promotionClaims)
      .innerJoin(members, eq(members.id, promotionClaims.memberId))
      .innerJoin(promotions, eq(promotions.id, promotionClaims.promotionId))
      .leftJoin(queueClaims, claimOn('activity', promotionClaims.reference, now))
      .leftJoin(operators, eq(operators.id, queueClaims.operatorId))
      .where(where)
      .orderBy(desc(promotionClaims.createdAt), desc(promotionClaims.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ total: rowCount }).from(promotionClaims).innerJoin(members, eq(members.id, promotionClaims.memberId)).where(where),
  ]);
  return {
    total,
    rows: rows.map(({ row, account, title, holder, until }) => ({
      reference: row.reference,
      account,
      amount: money(row.amount),
      status: row.status,
      createdAt: row.createdAt,
      title,
      comment: row.comment,
      // The images themselves are fetched one at a time (reviewImage): a page of rows stays small.
      images: row.images.length,
      remark: row.remark,
      claim: claimOf(holder, until),
    })),
  };
}

async function affiliates(db: Db, query: QueueQuery, now: number) {
  const where = queueFilters(affiliateApplications.status, affiliateApplications.createdAt, query);
  // Affiliate applications have no reference members quote: the id stands for one.
  const reference = sql<string>`${affiliateApplications.id}::text`;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ row: affiliateApplications, account: members.account, holder: operators.username, until: queueClaims.expiresAt })
      .from(affiliateApplications)
      .innerJoin(members, eq(members.id, affiliateApplications.memberId))
      .leftJoin(queueClaims, claimOn('affiliate', reference, now))
      .leftJoin(operators, eq(operators.id, queueClaims.operatorId))
      .where(where)
      .orderBy(desc(affiliateApplications.createdAt), desc(affiliateApplications.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ total: rowCount }).from(affiliateApplications).innerJoin(members, eq(members.id, affiliateApplications.memberId)).where(where),
  ]);
  return {
    total,
    rows: rows.map(({ row, account, holder, until }) => ({
      reference: String(row.id),
      account,
      amount: '0.00',
      status: row.status,
      createdAt: row.createdAt,
      intro: row.intro,
      contact: row.contact,
      remark: row.remark,
      claim: claimOf(holder, until),
    })),
  };
}

export function reviewQueue(db: Db, kind: ReviewKind, query: QueueQuery, now: number) {
  if (kind === 'redemption') return redemptions(db, query, now);
  if (kind === 'activity') return activities(db, query, now);
  return affiliates(db, query, now);
}
