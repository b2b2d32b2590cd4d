/**
 * Temporary passwords from "forgot by e-mail". The member's own password keeps
 * working until a temporary one is used; using it makes it the password,
 * marked expired so the portal asks for a new one at once, and ends every
 * session (and game) the member had open.
 */
import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { members, passwordResets, sessions } from '../../db/schema';
import type { GatewayDeps, Member } from '../../http/context';
import { hashPassword, verifyPassword } from '../passwords';
import { revokeSessions } from '../session-games';

export const temporaryPasswordTtlMs = 30 * 60 * 1000;

type Deps = Pick<GatewayDeps, 'db' | 'clock'>;

/** Letters and digits, so it passes the usual "mix letters and digits" rule. */
function temporaryPassword(): string {
  const letters = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
  const digits = '23456789';
  const pick = (set: string) => set[randomInt(set.length)];
  return [pick(letters.slice(23)), ...Array.from({ length: 6 }, () => pick(letters)), pick(digits), pick(digits), pick(digits)].join('');
}

export async function issueTemporaryPassword({ db, clock }: Deps, memberId: number): Promise<string> {
  const password = temporaryPassword();
  const now = clock.now();
  await db.insert(passwordResets).values({ memberId, passwordHash: await hashPassword(password), createdAt: now, expiresAt: now + temporaryPasswordTtlMs });
  return password;
}

/** Login's second chance after the member's own password did not match. */
export async function redeemTemporaryPassword({ db, clock }: Deps, member: Member, password: string): Promise<boolean> {
  const now = clock.now();
  const resets = await db
    .select()
    .from(passwordResets)
    .where(and(eq(passwordResets.memberId, member.id), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
    .orderBy(desc(passwordResets.id))
    .limit(3);
  for (const reset of resets) {
    if (!(await verifyPassword(password, reset.passwordHash))) continue;
    await db.transaction(async (tx) => {
      await tx
        .update(members)
        .set({ passwordHash: reset.passwordHash, passwordDefault: false, passwordChangedAt: now, passwordExpiresAt: now })
        .where(eq(members.id, member.id));
      await tx.update(passwordResets).set({ usedAt: now }).where(and(eq(passwordResets.memberId, member.id), isNull(passwordResets.usedAt)));
      // A recovery answers a lost or stolen password: the sessions and games opened with the old one end with it.
      await revokeSessions(tx, eq(sessions.memberId, member.id), now);
    });
    return true;
  }
  return false;
}
