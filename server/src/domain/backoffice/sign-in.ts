/**
 * Operator sign-in in two steps. The password opens a short 'password'
 * session that can do one thing: give a TOTP code. On the first sign-in it
 * also carries a new secret to enrol (shown once as a QR code); the code that
 * confirms it completes the sign-in. Failures count in the database per
 * username and per network (domain/access/rate-limit.ts), so every instance
 * sees the same count.
 */
import { and, eq, lt } from 'drizzle-orm';
import { errorCodes } from '../../../../src/services/error-codes';
import { operators } from '../../db/schema';
import type { GatewayDeps } from '../../http/context';
import { DomainError } from '../../http/domain-error';
import { networkOf } from '../access/network';
import { hit, hitsSoFar } from '../access/rate-limit';
import { decoyHash, verifyPassword } from '../passwords';
import { recordAudit } from './audit';
import { endOperatorSession, openOperatorSession, type OperatorSession } from './operator-sessions';
import type { Role } from './permissions';
import { openSecret, sealSecret } from './sealed-secret';
import { matchingStep, newTotpSecret, otpauthUri } from './totp';

export const signInLimits = { perUsername: 5, perNetwork: 30, windowMs: 15 * 60 * 1000 } as const;
export const totpIssuer = 'XState Casino back office';

type Deps = Pick<GatewayDeps, 'db' | 'clock' | 'config'>;

async function refuseWhenOverLimit(deps: Deps, keys: { key: string; limit: number }[]): Promise<void> {
  const scale = deps.config.rateLimitScale ?? 1;
  if (scale === 0) return;
  for (const { key, limit } of keys) {
    if ((await hitsSoFar(deps.db, key, signInLimits.windowMs, deps.clock.now())) >= limit * scale) {
      throw new DomainError(errorCodes.tooManyRequests, 429);
    }
  }
}

const failureKeys = (username: string, ip: string) => [
  { key: `backoffice:fail:user:${username}`, limit: signInLimits.perUsername },
  { key: `backoffice:fail:net:${networkOf(ip)}`, limit: signInLimits.perNetwork },
];

async function countFailure(deps: Deps, keys: { key: string }[]): Promise<void> {
  for (const { key } of keys) await hit(deps.db, key, signInLimits.windowMs, Number.MAX_SAFE_INTEGER, deps.clock.now());
}

export interface PasswordStep {
  token: string;
  csrf: string;
  /** Present on the first sign-in: the secret to enrol and the URI its QR code encodes. */
  enrolment?: { secret: string; uri: string };
}

export async function signInWithPassword(deps: Deps, input: { username: string; password: string; ip: string }): Promise<PasswordStep> {
  const username = input.username.trim().toLowerCase();
  const keys = failureKeys(username, input.ip);
  await refuseWhenOverLimit(deps, keys);
  const [operator] = await deps.db.select().from(operators).where(eq(operators.username, username));
  const passwordRight = await verifyPassword(input.password, operator?.passwordHash ?? (await decoyHash()));
  if (!operator || !operator.active || !passwordRight) {
    await countFailure(deps, keys);
    throw new DomainError(errorCodes.backofficeSignInFailed, 401);
  }
  const now = deps.clock.now();
  let enrolment: PasswordStep['enrolment'];
  if (operator.totpConfirmedAt === null) {
    const secret = newTotpSecret();
    await deps.db.update(operators).set({ totpSecret: sealSecret(deps.config, secret) }).where(eq(operators.id, operator.id));
    enrolment = { secret, uri: otpauthUri(totpIssuer, operator.username, secret) };
  }
  const session = await openOperatorSession(deps.db, operator.id, 'password', input.ip, now);
  return { ...session, enrolment };
}

/** The second factor: a code for a step later than the last one used, then a full session in place of the password one. */
export async function signInWithCode(deps: Deps, session: OperatorSession, input: { code: string; ip: string }) {
  const keys = failureKeys(session.username, input.ip);
  await refuseWhenOverLimit(deps, keys);
  const now = deps.clock.now();
  const [operator] = await deps.db.select().from(operators).where(eq(operators.id, session.operatorId));
  const step = operator?.totpSecret ? matchingStep(openSecret(deps.config, operator.totpSecret), input.code.trim(), now) : null;
  // The step only moves forward, in one conditional UPDATE: the same code sent twice at once is accepted once.
  const [accepted] =
    step === null
      ? []
      : await deps.db
          .update(operators)
          .set({ totpLastStep: step, totpConfirmedAt: operator.totpConfirmedAt ?? now, lastSignInAt: now })
          .where(and(eq(operators.id, session.operatorId), lt(operators.totpLastStep, step)))
          .returning({ id: operators.id });
  if (!accepted) {
    await countFailure(deps, keys);
    throw new DomainError(errorCodes.backofficeCodeInvalid, 401);
  }
  await endOperatorSession(deps.db, session.sessionId, now);
  const opened = await openOperatorSession(deps.db, session.operatorId, 'signedIn', input.ip, now);
  await recordAudit(
    deps.db,
    { actor: session.username, operatorId: session.operatorId, role: session.role as Role, address: input.ip },
    { action: operator.totpConfirmedAt === null ? 'operator.enrol' : 'operator.sign-in', subject: `operator:${session.username}` },
    now,
  );
  return opened;
}
