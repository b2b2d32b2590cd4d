/**
 * The development outboxes under /dev/*: closed unless the gateway opted in,
 * then open only to a caller on this machine talking to the gateway directly
 * (no proxy header, a loopback socket), and only for one number or one
 * address at a time, never the whole outbox. The rules are about the request,
 * not the store under it: PGlite is enough.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes } from '../../../src/services/error-codes';
import { emailOutbox, smsOutbox } from '../../src/db/schema';
import { startGatewayOn } from '../databases';
import type { TestGateway } from '../harness';

const mobile = '9175550101';
const otherMobile = '9175550102';

describe('development outboxes', () => {
  let open: TestGateway | undefined;
  let closed: TestGateway | undefined;
  beforeAll(async () => {
    [open, closed] = await Promise.all([startGatewayOn('pglite'), startGatewayOn('pglite', { config: { devEndpoints: false } })]);
    const now = open.deps.clock.now();
    const sms = (to: string, code: string) => ({ countryDialingCode: '+63', mobile: to, purpose: 'login', codeHash: 'x', body: `[XSP] Your verification code is ${code}.`, sentAt: now, expiresAt: now + 60_000 });
    await open.db.insert(smsOutbox).values([sms(mobile, '111111'), sms(otherMobile, '222222')]);
    await open.db.insert(emailOutbox).values([
      { recipient: 'one@example.com', subject: 'Password reset', body: 'temporary password Tmp11111', sentAt: now },
      { recipient: 'two@example.com', subject: 'Password reset', body: 'temporary password Tmp22222', sentAt: now },
    ]);
  });
  afterAll(() => Promise.all([open?.close(), closed?.close()]));
  const gateway = (): TestGateway => {
    if (!open) throw new Error('the gateway starts in beforeAll');
    return open;
  };
  const get = (path: string, headers: Record<string, string> = {}, on = gateway()) => fetch(new URL(path, on.url), { headers });

  it('is closed unless the gateway opted in (DEV_ENDPOINTS=1), even to a caller on this machine', async () => {
    for (const path of [`/dev/sms-outbox?mobile=${mobile}`, '/dev/email-outbox?to=one@example.com']) {
      expect((await get(path, {}, closed)).status).toBe(404);
      expect((await get(path)).status).toBe(200);
    }
  });

  it('lists the codes of one number only, and none without a number', async () => {
    const listed = (await (await get(`/dev/sms-outbox?mobile=${mobile}`)).json()) as { value: { mobile: string; code: string }[] };
    expect(listed.value.map((row) => [row.mobile, row.code])).toEqual([[mobile, '111111']]);
    for (const path of ['/dev/sms-outbox', '/dev/sms-outbox?mobile=', '/dev/sms-outbox?mobile=not-a-number']) {
      const refused = await get(path);
      expect(refused.status, path).toBe(400);
      const body = (await refused.json()) as { errorCode: string; value: unknown; fields: Record<string, string> };
      expect([body.errorCode, body.value, body.fields]).toEqual([errorCodes.badRequest, null, { mobile: errorCodes.fieldRequired }]);
    }
  });

  it('lists the e-mails of one address only, and no temporary passwords wholesale', async () => {
    const listed = (await (await get('/dev/email-outbox?to=one@example.com')).json()) as { value: { to: string; body: string }[] };
    expect(listed.value.map((row) => row.to)).toEqual(['one@example.com']);
    for (const path of ['/dev/email-outbox', '/dev/email-outbox?to=', '/dev/email-outbox?to=%20']) {
      const refused = await get(path);
      expect(refused.status, path).toBe(400);
      expect(JSON.stringify(await refused.json())).not.toContain('Tmp');
    }
  });

  it.each([
    ['Forwarded', 'for=127.0.0.1'],
    ['X-Forwarded-For', '127.0.0.1'],
    ['X-Forwarded-Host', 'localhost'],
    ['X-Real-IP', '127.0.0.1'],
    ['Via', '1.1 proxy'],
  ])('answers nothing that came through a proxy: %s', async (header, value) => {
    expect((await get(`/dev/sms-outbox?mobile=${mobile}`, { [header]: value })).status).toBe(404);
    expect((await get('/dev/email-outbox?to=one@example.com', { [header]: value })).status).toBe(404);
  });

  it('answers nothing to a socket from another machine, nor to a request without one', async () => {
    const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });
    const status = async (env?: object) => (await gateway().app.request(`/dev/sms-outbox?mobile=${mobile}`, {}, env)).status;
    expect(await status(from('127.0.0.1'))).toBe(200);
    expect(await status(from('::1'))).toBe(200);
    expect(await status(from('::ffff:127.0.0.1'))).toBe(200);
    expect(await status(from('192.0.2.7'))).toBe(404);
    expect(await status(from('::ffff:192.0.2.7'))).toBe(404);
    expect(await status(from('2001:db8::7'))).toBe(404);
    expect(await status()).toBe(404);
  });
});
