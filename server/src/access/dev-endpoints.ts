/**
 * Development-only windows into the local senders: the latest SMS and
 * e-mails, so testers can read codes and temporary passwords. Mounted under
 * /dev, which does not exist in production.
 */
import { desc, eq, type SQL } from 'drizzle-orm';
import type { Hono } from 'hono';
import { ok } from '../../../src/services/envelope';
import { emailOutbox, smsOutbox } from '../db/schema';
import type { GatewayEnv } from '../http/context';
import { parsePhone } from '../domain/access/phone';

const latest = 10;

export function mountDevAccessEndpoints(app: Hono<GatewayEnv>): void {
  app.get('/dev/sms-outbox', async (c) => {
    if (c.get('deps').config.production) return c.notFound();
    const { db } = c.get('deps');
    const mobile = c.req.query('mobile') ?? '';
    // The dialing code is optional here: the number alone is what testers have at hand.
    const phone = parsePhone(c.req.query('countryDialingCode') ?? '+1', mobile);
    const where: SQL | undefined = phone ? eq(smsOutbox.mobile, phone.mobile) : undefined;
    const rows = await db.select().from(smsOutbox).where(where).orderBy(desc(smsOutbox.id)).limit(latest);
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
    if (c.get('deps').config.production) return c.notFound();
    const { db } = c.get('deps');
    const recipient = c.req.query('to');
    const rows = await db
      .select()
      .from(emailOutbox)
      .where(recipient ? eq(emailOutbox.recipient, recipient) : undefined)
      .orderBy(desc(emailOutbox.id))
      .limit(latest);
    return c.json(ok(rows.map(({ recipient: to, subject, body, sentAt }) => ({ to, subject, body, sentAt }))));
  });
}
