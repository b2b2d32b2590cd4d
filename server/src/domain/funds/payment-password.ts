/**
 * The withdrawal (payment) password: six digits, hashed with scrypt like the
 * login password. Set once; changing it needs the old one. Wrong answers are
 * counted like failed logins, so the million possible codes cannot be tried
 * one after another: the fifth failure locks withdrawals for a quarter hour.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { errorCodes } from '../../../../src/services/error-codes';
import type { PaymentPasswordInput } from '../../../../src/services/schemas/funds';
import type { Db } from '../../db';
import { members } from '../../db/schema';
import type { Member } from '../../http/context';
import { DomainError } from '../../http/domain-error';
import { clearFailures, guardState, quarterHourLock, recordFailure } from '../access/login-guard';
import { hashPassword, verifyPassword } from '../passwords';

const guardKey = (memberId: number): string => `payment:${memberId}`;

/** Refuses a missing or wrong payment password with the original codes; counts the failure. */
export async function checkPaymentPassword(db: Db, member: Member, password: string, now: number, field = 'paymentPassword'): Promise<void> {
  const [row] = await db.select({ hash: members.paymentPasswordHash }).from(members).where(eq(members.id, member.id)).limit(1);
  if (!row?.hash) throw new DomainError(errorCodes.paymentPasswordMissing, 400);
  const key = guardKey(member.id);
  const { lockedUntil } = await guardState(db, [key], now);
  if (lockedUntil !== null) throw new DomainError(errorCodes.accountLocked, 429, { lockedUntil });
  if (!(await verifyPassword(password, row.hash))) {
    const failure = await recordFailure(db, key, now, quarterHourLock);
    throw new DomainError(errorCodes.paymentPasswordInvalid, 400, { lockedUntil: failure.lockedUntil }, { [field]: errorCodes.paymentPasswordInvalid });
  }
  await clearFailures(db, [key]);
}

export async function setPaymentPassword(db: Db, member: Member, input: PaymentPasswordInput, now: number): Promise<{ hasPaymentPassword: true }> {
  if (input.confirmPassword !== input.newPassword) throw new DomainError(errorCodes.passwordMismatch, 400, null, { confirmPassword: errorCodes.passwordMismatch });
  const [row] = await db.select({ hash: members.paymentPasswordHash }).from(members).where(eq(members.id, member.id)).limit(1);
  const current = row?.hash ?? null;
  if (current === null) {
    // Conditional: two first settings racing each other cannot both win.
    const [set] = await db
      .update(members)
      .set({ paymentPasswordHash: await hashPassword(input.newPassword) })
      .where(and(eq(members.id, member.id), isNull(members.paymentPasswordHash)))
      .returning({ id: members.id });
    if (!set) throw new DomainError(errorCodes.paymentPasswordExists, 409);
    return { hasPaymentPassword: true };
  }
  if (!input.oldPassword) throw new DomainError(errorCodes.paymentPasswordExists, 409, null, { oldPassword: errorCodes.fieldRequired });
  await checkPaymentPassword(db, member, input.oldPassword, now, 'oldPassword');
  const [changed] = await db
    .update(members)
    .set({ paymentPasswordHash: await hashPassword(input.newPassword) })
    .where(and(eq(members.id, member.id), eq(members.paymentPasswordHash, current)))
    .returning({ id: members.id });
  if (!changed) throw new DomainError(errorCodes.paymentPasswordInvalid, 409, null, { oldPassword: errorCodes.paymentPasswordInvalid });
  return { hasPaymentPassword: true };
}
