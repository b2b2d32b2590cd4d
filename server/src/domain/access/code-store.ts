/**
 * One-time codes sent to a phone. Only a hash of the code is kept; a code
 * dies when used, when it expires, or after a few wrong guesses. The outbox
 * row doubles as the local sender's delivery record.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { smsOutbox } from '../../db/schema';
import type { Phone } from './phone';

/** 'bind': a logged-in member proving a new phone or e-mail address is theirs. */
export type CodePurpose = 'login' | 'register' | 'forgot' | 'bind';
/** 'email': codes mailed to an address (see profile/email-binding.ts), kept here so every code dies the same way. */
export type CodeChannel = 'sms' | 'phoneAuth' | 'email';
export const maxCodeGuesses = 5;

const codeHash = (phone: Phone, purpose: string, code: string): string =>
  createHash('sha256').update(`${phone.countryDialingCode}\n${phone.mobile}\n${purpose}\n${code}`).digest('hex');

export interface NewCode {
  phone: Phone;
  purpose: CodePurpose;
  channel: CodeChannel;
  ttlMs: number;
  now: number;
  /** Builds the text the phone receives. */
  body(code: string): string;
}

/** Creates a code and records the message the phone receives; returns the text for the console. */
export async function createCode(db: Db, input: NewCode): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const body = input.body(code);
  await db.insert(smsOutbox).values({
    countryDialingCode: input.phone.countryDialingCode,
    mobile: input.phone.mobile,
    purpose: input.purpose,
    channel: input.channel,
    codeHash: codeHash(input.phone, input.purpose, code),
    body,
    sentAt: input.now,
    expiresAt: input.now + input.ttlMs,
  });
  return body;
}

export type CodeCheck = 'ok' | 'invalid' | 'expired';

/** Checks the newest live code of the number for any of the purposes, consuming it on success. */
export async function checkCode(db: Db, input: { phone: Phone; purposes: CodePurpose[]; channel: CodeChannel; code: string; now: number }): Promise<CodeCheck> {
  const [row] = await db
    .select()
    .from(smsOutbox)
    .where(
      and(
        eq(smsOutbox.countryDialingCode, input.phone.countryDialingCode),
        eq(smsOutbox.mobile, input.phone.mobile),
        inArray(smsOutbox.purpose, input.purposes),
        eq(smsOutbox.channel, input.channel),
        isNull(smsOutbox.consumedAt),
      ),
    )
    .orderBy(desc(smsOutbox.id))
    .limit(1);
  if (!row) return 'invalid';
  if (row.expiresAt <= input.now || row.attempts >= maxCodeGuesses) return 'expired';
  const given = Buffer.from(codeHash(input.phone, row.purpose, input.code.trim()), 'hex');
  if (!timingSafeEqual(given, Buffer.from(row.codeHash, 'hex'))) {
    await db.update(smsOutbox).set({ attempts: sql`${smsOutbox.attempts} + 1` }).where(eq(smsOutbox.id, row.id));
    return 'invalid';
  }
  const used = await db
    .update(smsOutbox)
    .set({ consumedAt: input.now })
    .where(and(eq(smsOutbox.id, row.id), isNull(smsOutbox.consumedAt)))
    .returning({ id: smsOutbox.id });
  return used.length === 1 ? 'ok' : 'invalid';
}

/** Outbox rows older than a day are of no use to anyone. */
export async function pruneOutbox(db: Db, now: number): Promise<void> {
  await db.delete(smsOutbox).where(lt(smsOutbox.sentAt, now - 24 * 60 * 60 * 1000));
}
