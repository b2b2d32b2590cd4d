/**
 * Bearer keys for scripts and the CLI: each has a role and a label (the audit
 * log's actor) and can be revoked. Only the SHA-256 of a key is stored; the
 * key itself is shown once. OPERATOR_KEY, the environment's key, counts as admin.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { errorCodes } from '../../../../src/services/error-codes';
import type { Db } from '../../db';
import { operatorKeys } from '../../db/schema';
import { DomainError } from '../../http/domain-error';
import { hashToken } from '../sessions';
import { recordAudit, type Actor } from './audit';
import { isRole, type Role } from './permissions';

export interface KeyHolder {
  label: string;
  role: Role;
}

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export async function keyHolderOf(db: Db, environmentKey: string | undefined, presented: string): Promise<KeyHolder | null> {
  if (presented.length < 16 || presented.length > 200) return null;
  if (environmentKey && sameText(presented, environmentKey)) return { label: 'environment', role: 'admin' };
  const [row] = await db.select().from(operatorKeys).where(and(eq(operatorKeys.keyHash, hashToken(presented)), isNull(operatorKeys.revokedAt)));
  return row && isRole(row.role) ? { label: row.label, role: row.role } : null;
}

export async function createKey(db: Db, actor: Actor, input: { label: string; role: string }, now: number) {
  const label = input.label.trim();
  if (!/^[A-Za-z0-9._-]{2,40}$/.test(label)) throw new DomainError(errorCodes.badRequest, 400, undefined, { label: errorCodes.fieldInvalid });
  if (!isRole(input.role)) throw new DomainError(errorCodes.backofficeBadRole, 400);
  const key = `bok_${randomBytes(24).toString('base64url')}`;
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(operatorKeys).values({ keyHash: hashToken(key), role: input.role, label, createdAt: now }).onConflictDoNothing().returning();
    if (!row) throw new DomainError(errorCodes.backofficeUsernameTaken, 409);
    await recordAudit(tx, actor, { action: 'key.create', subject: `key:${label}`, after: { label, role: input.role } }, now);
    return { label, role: input.role, key };
  });
}

export async function revokeKey(db: Db, actor: Actor, label: string, now: number) {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(operatorKeys).set({ revokedAt: now }).where(and(eq(operatorKeys.label, label), isNull(operatorKeys.revokedAt))).returning();
    if (!row) throw new DomainError(errorCodes.notFound, 404);
    await recordAudit(tx, actor, { action: 'key.revoke', subject: `key:${label}`, before: { revoked: false }, after: { revoked: true } }, now);
    return { label, revoked: true };
  });
}

export const listKeys = (db: Db) =>
  db.select({ label: operatorKeys.label, role: operatorKeys.role, createdAt: operatorKeys.createdAt, revokedAt: operatorKeys.revokedAt }).from(operatorKeys).orderBy(asc(operatorKeys.label));
