/**
 * Binding an e-mail address: a six-digit code mailed through the e-mail
 * outbox, then the code back. Codes live in the one code store (hashed,
 * single use, a few guesses, expiry) under the member and the address, so a
 * code mailed for one member cannot bind the address to another.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { errorCodes } from '../../../../src/services/error-codes';
import type { SecurityConfig } from '../../../../src/services/schemas/profile';
import type { Db } from '../../db';
import { emailOutbox, members } from '../../db/schema';
import type { GatewayDeps, Member } from '../../http/context';
import { DomainError } from '../../http/domain-error';
import { inert } from '../../text/inert';
import { checkCode, createCode } from '../access/code-store';
import type { Phone } from '../access/phone';
import { hit } from '../access/rate-limit';
import type { Tx } from '../ledger';
import { securityConfig } from './security-config';

type Deps = Pick<GatewayDeps, 'db' | 'clock' | 'config'>;

export const emailCodeTtlMs = 10 * 60 * 1000;
export const emailCodesPerHour = 10;

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/** The code store keys codes by (prefix, address); no dialing code looks like `email:<member>`. */
const codeKey = (memberId: number, email: string): Phone => ({ countryDialingCode: `email:${memberId}`, mobile: email });

async function refuseTaken(db: Db | Tx, memberId: number, email: string): Promise<void> {
  const [other] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(sql`lower(${members.email}) = ${email}`, ne(members.id, memberId)))
    .limit(1);
  if (other) throw new DomainError(errorCodes.emailTaken, 409, null, { email: errorCodes.emailTaken });
}

export async function sendEmailBindCode(deps: Deps, member: Member, input: { email: string }): Promise<{ expiredMinutes: number }> {
  const email = normaliseEmail(input.email);
  if (email.length > 254) throw new DomainError(errorCodes.badRequest, 400, null, { email: errorCodes.fieldInvalid });
  await refuseTaken(deps.db, member.id, email);
  const now = deps.clock.now();
  if (!(await hit(deps.db, `email-bind:second:${member.id}`, 1000, 1, now))) throw new DomainError(errorCodes.smsTooFrequent, 429);
  if (!(await hit(deps.db, `email-bind:hour:${member.id}`, 60 * 60 * 1000, emailCodesPerHour, now))) throw new DomainError(errorCodes.smsHourlyCap, 429);
  const minutes = emailCodeTtlMs / 60_000;
  const body = await createCode(deps.db, {
    phone: codeKey(member.id, email),
    purpose: 'bind',
    channel: 'email',
    ttlMs: emailCodeTtlMs,
    now,
    body: (code) =>
      `Hello ${member.nickname},\n\nYour verification code is ${code}. Enter it in the security centre within ${minutes} minutes to link this address to ${member.account}.\n\n` +
      'If you did not ask for this, ignore this message.',
  });
  await deps.db.insert(emailOutbox).values({ recipient: email, subject: `[${deps.config.merchant}] Your verification code`, body, sentAt: now });
  // The greeting quotes the nickname the member chose: spelt out, it cannot drive the operator's terminal.
  console.info(inert(`[email] ${email}: ${body.replace(/\n+/g, ' ')}`));
  return { expiredMinutes: minutes };
}

export async function bindEmail(deps: Deps, member: Member, input: { email: string; code: string }): Promise<SecurityConfig> {
  const email = normaliseEmail(input.email);
  await refuseTaken(deps.db, member.id, email);
  const result = await checkCode(deps.db, { phone: codeKey(member.id, email), purposes: ['bind'], channel: 'email', code: input.code, now: deps.clock.now() });
  if (result === 'invalid') throw new DomainError(errorCodes.emailCodeInvalid, 400, null, { code: errorCodes.emailCodeInvalid });
  if (result === 'expired') throw new DomainError(errorCodes.emailCodeExpired, 400, null, { code: errorCodes.emailCodeExpired });
  await deps.db.transaction(async (tx) => {
    // No unique index on e-mail: two members binding one address take turns, and the second sees the first.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`email-bind:${email}`}))`);
    await refuseTaken(tx, member.id, email);
    await tx.update(members).set({ email, emailVerified: true }).where(eq(members.id, member.id));
  });
  return securityConfig(deps.db, member.id);
}
