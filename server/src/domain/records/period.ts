/**
 * What every record page shares: the period check, paging arithmetic and
 * sums read from SQL numeric. Sums stay decimal text end to end (numeric in
 * the database, BigInt cents here), so totals add up to the cent.
 */
import { and, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { errorCodes } from '../../../../src/services/error-codes';
import { DomainError } from '../../http/domain-error';
import { fromCents, toCents } from '../money';

export const maxPeriodDays = 92;
const day = 24 * 60 * 60 * 1000;

export interface Period {
  startTime: number;
  endTime: number;
}

export interface Paging {
  pageNo: number;
  pageSize: number;
}

/** A quarter at most: the pages offer presets up to three months, and longer scans are of no use to a member. */
export function checkPeriod(period: Period): void {
  if (period.endTime < period.startTime || period.endTime - period.startTime > maxPeriodDays * day) {
    throw new DomainError(errorCodes.periodInvalid, 400, null, { endTime: errorCodes.periodInvalid });
  }
}

/** Both ends included: a preset's end is the last millisecond of its last day. */
export const within = (column: PgColumn, period: Period): SQL => and(gte(column, period.startTime), lte(column, period.endTime)) as SQL;

export const offsetOf = ({ pageNo, pageSize }: Paging): number => (pageNo - 1) * pageSize;

export const pageOf = <T>(list: T[], total: number, paging: Paging) => ({
  list,
  pageNo: paging.pageNo,
  totalPages: Math.ceil(total / paging.pageSize),
  total,
});

/** A numeric sum as text ('0' when there were no rows); never through a float. */
export const numericSum = (expression: SQL | PgColumn): SQL<string> => sql<string>`coalesce(sum(${expression}), 0)::text`;

/** Numeric text of any scale with at most two places ('12.3', '-0.50') → '12.30'. */
export const money = (text: string | null | undefined): string => fromCents(toCents(text ?? '0'));
