/** The audit log screen's search: by actor, action, subject and period, newest first, a page at a time. */
import { and, desc, eq, gte, ilike, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db';
import { auditLog } from '../../db/schema';
import { containing } from '../../db/like';

export interface AuditQuery {
  actor?: string;
  action?: string;
  subject?: string;
  from?: number;
  to?: number;
  page: number;
  size: number;
}


export async function searchAudit(db: Db, query: AuditQuery) {
  const filters: (SQL | undefined)[] = [
    query.actor ? eq(auditLog.actor, query.actor) : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.subject ? ilike(auditLog.subject, containing(query.subject)) : undefined,
    query.from !== undefined ? gte(auditLog.at, query.from) : undefined,
    query.to !== undefined ? lte(auditLog.at, query.to) : undefined,
  ];
  const where = and(...filters);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(auditLog).where(where).orderBy(desc(auditLog.seq)).limit(query.size).offset((query.page - 1) * query.size),
    db.select({ total: sql<number>`count(*)::int` }).from(auditLog).where(where),
  ]);
  return {
    total,
    rows: rows.map((row) => ({ ...row, before: JSON.parse(row.before) as unknown, after: JSON.parse(row.after) as unknown })),
  };
}
