/**
 * The audit log: `recordAudit` is called inside the transaction of the action
 * it records, so the row exists exactly when the action happened. Rows are
 * chained in one order across gateway instances: a transaction-scoped
 * advisory lock serialises writers between reading the last row and
 * inserting the next. `verifyAudit` walks the chain from the first row.
 */
import { createHash } from 'node:crypto';
import { asc, desc, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { auditLog } from '../../db/schema';
import type { Role } from './permissions';

/** Who acts: an operator signed in, a bearer key, or the environment's key. */
export interface Actor {
  actor: string;
  operatorId: number | null;
  role: Role;
  address: string;
}

export interface AuditEntry {
  action: string;
  subject: string;
  before?: unknown;
  after?: unknown;
  reason?: string;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Writer = Db | Tx;

/** An arbitrary constant that names the audit chain's lock. */
const auditLockKey = 320_032;
export const genesisHash = '0'.repeat(64);

/** JSON with keys sorted at every depth: the same value always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (value === undefined || value === null) return 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

type Hashed = Omit<typeof auditLog.$inferSelect, 'id' | 'hash'>;

/** SHA-256 over the previous hash and every field of the row in a fixed order. */
export function hashOf(row: Hashed): string {
  const content = canonicalJson([row.seq, row.actor, row.operatorId, row.role, row.action, row.subject, row.before, row.after, row.reason, row.address, row.at]);
  return createHash('sha256').update(row.prevHash).update('\n').update(content).digest('hex');
}

export async function recordAudit(tx: Writer, actor: Actor, entry: AuditEntry, now: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${auditLockKey})`);
  const [last] = await tx.select({ seq: auditLog.seq, hash: auditLog.hash }).from(auditLog).orderBy(desc(auditLog.seq)).limit(1);
  const row: Hashed = {
    seq: (last?.seq ?? 0) + 1,
    actor: actor.actor,
    operatorId: actor.operatorId,
    role: actor.role,
    action: entry.action,
    subject: entry.subject,
    before: canonicalJson(entry.before ?? null),
    after: canonicalJson(entry.after ?? null),
    reason: entry.reason ?? '',
    address: actor.address,
    at: now,
    prevHash: last?.hash ?? genesisHash,
  };
  await tx.insert(auditLog).values({ ...row, hash: hashOf(row) });
}

/** The newest row's number and hash: written down where the database's users cannot write, it anchors the chain. */
export interface AuditHead {
  seq: number;
  hash: string;
}

export type AuditVerdict =
  | { intact: true; rows: number; head: AuditHead | null }
  | { intact: false; rows: number; firstBadSeq: number; problem: 'changed' | 'missing' | 'relinked' | 'truncated' | 'rewritten' };

/** `seq:hash` as `audit-verify` prints a head; null when it is not one. */
export function parseAuditHead(text: string): AuditHead | null {
  const match = /^(\d{1,12}):([0-9a-f]{64})$/.exec(text.trim());
  return match ? { seq: Number(match[1]), hash: match[2] } : null;
}

/**
 * Walks the whole chain in pages; the first row whose hash, link or number is wrong is named. A chain alone
 * cannot show that its newest rows were deleted, or that someone able to write the table recomputed every
 * hash after a change (the hash has no key): a head written down earlier can. With `anchor`, the row of
 * that number must still exist (else `truncated`) and still carry that hash (else `rewritten`).
 */
export async function verifyAudit(db: Db, anchor?: AuditHead): Promise<AuditVerdict> {
  let expectedSeq = 1;
  let prevHash = genesisHash;
  let rows = 0;
  let anchored: string | null = null;
  const page = 1000;
  for (let offset = 0; ; offset += page) {
    const batch = await db.select().from(auditLog).orderBy(asc(auditLog.seq)).limit(page).offset(offset);
    for (const row of batch) {
      // A gap in the numbers, or a link to something other than the row before, means a row went missing there.
      if (row.seq !== expectedSeq) return { intact: false, rows, firstBadSeq: expectedSeq, problem: 'missing' };
      if (row.prevHash !== prevHash) return { intact: false, rows, firstBadSeq: row.seq, problem: 'relinked' };
      if (hashOf(row) !== row.hash) return { intact: false, rows, firstBadSeq: row.seq, problem: 'changed' };
      if (anchor && row.seq === anchor.seq) anchored = row.hash;
      prevHash = row.hash;
      expectedSeq += 1;
      rows += 1;
    }
    if (batch.length < page) break;
  }
  if (anchor && anchored === null) return { intact: false, rows, firstBadSeq: rows + 1, problem: 'truncated' };
  if (anchor && anchored !== anchor.hash) return { intact: false, rows, firstBadSeq: anchor.seq, problem: 'rewritten' };
  return { intact: true, rows, head: rows > 0 ? { seq: rows, hash: prevHash } : null };
}
