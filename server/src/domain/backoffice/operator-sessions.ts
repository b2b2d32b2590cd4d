/**
 * Operator sessions: random tokens stored only as SHA-256, in their own table
 * (a member's token names no operator and an operator's no member). A session
 * ends after `idleMs` without a call or `absoluteMs` after it opened,
 * whichever comes first. Each carries a CSRF token the browser repeats in a
 * header on every changing call.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db';
import { operators, operatorSessions } from '../../db/schema';
import { hashToken } from '../sessions';
import type { Role } from './permissions';

export const operatorSessionLimits = { idleMs: 30 * 60 * 1000, absoluteMs: 12 * 60 * 60 * 1000, passwordStageMs: 5 * 60 * 1000 } as const;

export type SessionStage = 'password' | 'signedIn';

export interface OperatorSession {
  sessionId: number;
  operatorId: number;
  username: string;
  role: Role;
  stage: SessionStage;
  csrfHash: string;
}

export async function openOperatorSession(db: Db, operatorId: number, stage: SessionStage, ip: string, now: number) {
  const token = randomBytes(32).toString('base64url');
  const csrf = randomBytes(24).toString('base64url');
  const lifetime = stage === 'password' ? operatorSessionLimits.passwordStageMs : operatorSessionLimits.absoluteMs;
  // The operator's ended sessions go as a new one opens: the table holds live sessions, not a history (sign-ins are audited).
  await db
    .delete(operatorSessions)
    .where(
      and(
        eq(operatorSessions.operatorId, operatorId),
        or(isNotNull(operatorSessions.revokedAt), lte(operatorSessions.expiresAt, now), lte(operatorSessions.lastSeenAt, now - operatorSessionLimits.idleMs)),
      ),
    );
  await db.insert(operatorSessions).values({ tokenHash: hashToken(token), operatorId, stage, csrfHash: hashToken(csrf), createdAt: now, lastSeenAt: now, expiresAt: now + lifetime, ip });
  return { token, csrf };
}

/** The session a cookie names, if open; reading it counts as activity (the idle clock starts again). */
export async function readOperatorSession(db: Db, token: string, now: number): Promise<OperatorSession | null> {
  if (token.length > 200) return null;
  const [row] = await db
    .update(operatorSessions)
    .set({ lastSeenAt: now })
    .where(
      and(
        eq(operatorSessions.tokenHash, hashToken(token)),
        isNull(operatorSessions.revokedAt),
        gt(operatorSessions.expiresAt, now),
        gt(operatorSessions.lastSeenAt, now - operatorSessionLimits.idleMs),
      ),
    )
    .returning();
  if (!row) return null;
  const [operator] = await db.select().from(operators).where(eq(operators.id, row.operatorId));
  if (!operator?.active) return null;
  return { sessionId: row.id, operatorId: operator.id, username: operator.username, role: operator.role as Role, stage: row.stage as SessionStage, csrfHash: row.csrfHash };
}

export const csrfMatches = (session: OperatorSession, header: string | undefined): boolean =>
  !!header && header.length <= 200 && timingSafeEqual(Buffer.from(hashToken(header)), Buffer.from(session.csrfHash));

export async function endOperatorSession(db: Db, sessionId: number, now: number): Promise<void> {
  await db.update(operatorSessions).set({ revokedAt: now }).where(eq(operatorSessions.id, sessionId));
}
