/** Operator accounts: created by an admin (or the CLI's create-admin), listed, disabled. Each change is audited in its transaction. */
import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { errorCodes } from '../../../../src/services/error-codes';
import type { Db } from '../../db';
import { operators, operatorSessions } from '../../db/schema';
import { DomainError } from '../../http/domain-error';
import { hashPassword } from '../passwords';
import { recordAudit, type Actor } from './audit';
import { isRole, type Role } from './permissions';

export const usernamePattern = /^[a-z][a-z0-9._-]{2,31}$/;

/** 18 random bytes in base64url: 24 characters an operator types once and then changes. */
export const oneTimePassword = (): string => randomBytes(18).toString('base64url');

export async function createOperator(db: Db, actor: Actor, input: { username: string; role: string; password?: string }, now: number) {
  const username = input.username.trim().toLowerCase();
  if (!usernamePattern.test(username)) throw new DomainError(errorCodes.backofficeBadUsername, 400);
  if (!isRole(input.role)) throw new DomainError(errorCodes.backofficeBadRole, 400);
  const role: Role = input.role;
  const password = input.password ?? oneTimePassword();
  if (password.length < 12) throw new DomainError(errorCodes.backofficeWeakPassword, 400);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(operators).values({ username, passwordHash, role, createdAt: now }).onConflictDoNothing().returning({ id: operators.id });
    if (!row) throw new DomainError(errorCodes.backofficeUsernameTaken, 409);
    await recordAudit(tx, actor, { action: 'operator.create', subject: `operator:${username}`, after: { username, role } }, now);
    return { id: row.id, username, role, password: input.password ? undefined : password };
  });
}

export async function listOperators(db: Db) {
  return db
    .select({ id: operators.id, username: operators.username, role: operators.role, active: operators.active, enrolled: operators.totpConfirmedAt, createdAt: operators.createdAt, lastSignInAt: operators.lastSignInAt })
    .from(operators)
    .orderBy(asc(operators.username))
    .then((rows) => rows.map(({ enrolled, ...row }) => ({ ...row, enrolled: enrolled !== null })));
}

/** Disabled: no sign-in from now on, and every open session ends now. */
export async function disableOperator(db: Db, actor: Actor, username: string, now: number) {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(operators).set({ active: false }).where(eq(operators.username, username.trim().toLowerCase())).returning();
    if (!row) throw new DomainError(errorCodes.notFound, 404);
    await tx.update(operatorSessions).set({ revokedAt: now }).where(eq(operatorSessions.operatorId, row.id));
    await recordAudit(tx, actor, { action: 'operator.disable', subject: `operator:${row.username}`, before: { active: true }, after: { active: false } }, now);
    return { username: row.username, active: false };
  });
}
