/**
 * Development-only windows into the local senders: the latest SMS to one
 * number and e-mails to one address, so testers can read the codes and
 * temporary passwords sent to the phone or mailbox they are testing with.
 * Never the whole outbox: a caller must already know whom to look up, as the
 * owner of the phone would. Mounted under /dev, behind the guard in
 * dev-guard.ts (opt-in, this machine, no proxy; never in production).
 */
import { desc, eq } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { fail, ok } from '../../../src/services/envelope';
import { errorCodes } from '../../../src/services/error-codes';
import { emailOutbox, smsOutbox } from '../db/schema';
import type { GatewayEnv } from '../http/context';
import { messageFor } from '../http/messages';
import { parsePhone } from '../domain/access/phone';

const latest = 10;

const whomRequired = (c: Context<GatewayEnv>, field: string) =>
  c.json(fail(errorCodes.badRequest, messageFor(errorCodes.badRequest), null, { [field]: errorCodes.fieldRequired }), 400);

export function mountDevAccessEndpoints(app: Hono<GatewayEnv>): void {
  app.get('/dev/sms-outbox', async (c) => {
    const { db } = c.get('deps');
    // The dialing code is optional here: the number alone is what testers have at hand.
    const phone = parsePhone(c.req.query('countryDialingCode') ?? '+1', c.req.query('mobile') ?? '');
    if (!phone) return whomRequired(c, 'mobile');
    const rows = await db.select().from(smsOutbox).where(eq(smsOutbox.mobile, phone.mobile)).orderBy(desc(smsOutbox.id)).limit(latest);
    return c.json(
      ok(
        rows.map((row) => ({
          countryDialingCode: row.countryDialingCode,
          mobile: row.mobile,
          purpose: row.purpose,
          channel: row.channel,
          body: row.body,
          code: /\b(\d{6})\b/.exec(row.body)?.[1] ?? null,
          sentAt: row.sentAt,
          expiresAt: row.expiresAt,
          used: row.consumedAt !== null,
        })),
      ),
    );
  });

  app.get('/dev/email-outbox', async (c) => {
    const { db } = c.get('deps');
    const recipient = c.req.query('to')?.trim();
    if (!recipient) return whomRequired(c, 'to');
    const rows = await db.select().from(emailOutbox).where(eq(emailOutbox.recipient, recipient)).orderBy(desc(emailOutbox.id)).limit(latest);
    return c.json(ok(rows.map(({ recipient: to, subject, body, sentAt }) => ({ to, subject, body, sentAt }))));
  });
}
