/**
 * What members type reaches the operator's terminal inert: escape sequences
 * (screen clearing, colours, an OSC window title), BEL, CR, backspace and a
 * bidi override planted in every member-typed field that `npm run operator`
 * lists (feedback, affiliate applications, withdrawals, redemptions), in
 * the nickname the gateway's e-mail lines quote, and in an unexpected
 * failure's message the gateway logs, come out spelt out.
 */
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pointRewards } from '../../src/db/schema';
import { movePoints } from '../../src/domain/points';
import { envelopeFor } from '../../src/http/respond';
import { inert } from '../../src/text/inert';
import { send } from '../access/support';
import { startGatewayOn } from '../databases';
import { cli } from '../funds/operator-cli';
import { newRequestId, operatorKey, withdrawingMember } from '../funds/support';
import type { TestGateway } from '../harness';
import { callGateway, memberWithSession } from '../http';

/** Clears the screen, homes the cursor, prints a red fake line, renames the window, rings, returns, erases, turns the text around. */
const hostile = 'A\x1b[2J\x1b[H\x1b[31mFAKE\x1b]0;title\x07\r\b\u202eZ';
/** The same within a mobile number's twenty characters and a nickname's. */
const shortHostile = '1\x1b[2J\x07\r\b\u202e2';
const clearScreen = '\\x1b[2J';

/** Any control character a terminal acts on, except the line breaks between lines of output. */
const rawControl = /[\x00-\x09\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]/;

describe('the inert spelling', () => {
  it('spells out C0, DEL, C1, the bidi controls and the line separators, and leaves other text alone', () => {
    expect(inert('a\x00\x07\x08\t\n\r\x1b\x7f\x85\x9b\u061c\u200e\u200f\u202a\u202e\u2066\u2069\u2028\u2029b')).toBe(
      'a\\x00\\x07\\x08\\x09\\x0a\\x0d\\x1b\\x7f\\x85\\x9b\\u061c\\u200e\\u200f\\u202a\\u202e\\u2066\\u2069\\u2028\\u2029b',
    );
    expect(inert('Juan Dela Cruz — ñ, 漢字, emoji 🎰, \\x1b as typed')).toBe('Juan Dela Cruz — ñ, 漢字, emoji 🎰, \\x1b as typed');
  });

  it('logs an unexpected failure inert, whatever value its message quotes', async () => {
    const app = new Hono();
    app.get('/', () => {
      throw new Error(`invalid input syntax for type integer: "${hostile}"`);
    });
    app.onError((error, c) => envelopeFor.error(c, error));
    const lines: string[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((line: unknown) => void lines.push(String(line)));
    try {
      expect((await app.request('/')).status).toBe(500);
    } finally {
      spy.mockRestore();
    }
    expect(lines.join('\n')).toContain(inert(hostile));
    expect(rawControl.test(lines.join('\n'))).toBe(false);
  });
});

describe('operator output', () => {
  let started: TestGateway | undefined;
  beforeAll(async () => {
    started = await startGatewayOn('pglite', { config: { operatorKey } });
  });
  afterAll(() => started?.close());
  const gateway = (): TestGateway => {
    if (!started) throw new Error('the gateway starts in beforeAll');
    return started;
  };

  it('prints every member-typed field of feedback, affiliate applications, withdrawals and redemptions inert', async () => {
    const member = await withdrawingMember(gateway(), '500.00');
    const named = await send<{ id: number }>(gateway(), 'bankAccountAdd', { token: member.token, data: { bankName: 'BDO Unibank', accountName: hostile, accountNumber: '5550001234' } });
    expect(named.body.success).toBe(true);
    const withdrawal = await send(gateway(), 'withdraw', {
      token: member.token,
      data: { requestId: newRequestId(), amount: '100.00', bankAccountId: named.body.value.id, paymentPassword: member.paymentPassword },
    });
    expect(withdrawal.body.success).toBe(true);

    const feedback = await callGateway(gateway(), 'feedback', { token: member.token, body: { questionType: 'other', content: `${hostile} one two three four five`, contact: hostile } });
    expect(feedback.body.success).toBe(true);

    const applicant = await memberWithSession(gateway());
    const applied = await callGateway(gateway(), 'affiliateApply', { token: applicant.token, body: { requestId: newRequestId(), intro: `${hostile} runs a club`, contact: hostile } });
    expect(applied.body.success).toBe(true);

    await movePoints(gateway().db, { memberId: member.id, amount: 500, kind: 'adjustment', idempotencyKey: `inert:${member.id}`, now: gateway().deps.clock.now() });
    const [reward] = await gateway()
      .db.insert(pointRewards)
      .values({ type: 'gift', names: { EN: 'Mug' }, descriptions: { EN: 'A mug' }, units: { EN: 'mug' }, imageUrl: '/x.svg', points: 100, amount: '0.00', stock: 5, needsAddress: true })
      .returning();
    const redeemed = await send(gateway(), 'pointRedeem', {
      token: member.token,
      data: { requestId: newRequestId(), rewardId: reward!.id, quantity: 1, paymentPassword: member.paymentPassword, address: hostile, mobile: shortHostile },
    });
    expect(redeemed.body.success).toBe(true);

    const env = { GATEWAY_URL: gateway().url, OPERATOR_KEY: operatorKey };
    // Each command names how many of its columns carry the planted text: every member-typed one it prints.
    const expected: [string[], number][] = [
      [['feedback'], 2],
      [['affiliate-applications'], 2],
      [['withdrawals'], 1],
      [['redemptions'], 2],
    ];
    const runs = await Promise.all(expected.map(([args]) => cli(args, env)));
    for (const [index, run] of runs.entries()) {
      const [args, columns] = expected[index];
      expect(run.code, `${args.join(' ')}: ${run.stderr}`).toBe(0);
      expect(rawControl.test(run.stdout), `${args.join(' ')} printed a raw control character:\n${JSON.stringify(run.stdout)}`).toBe(false);
      expect(run.stdout.split(clearScreen).length - 1, `${args.join(' ')}:\n${run.stdout}`).toBe(columns);
      for (const visible of ['\\x07', '\\x08', '\\u202e']) expect(run.stdout).toContain(visible);
    }
    expect(runs[0].stdout).toContain('\\x1b]0;title\\x07');
    expect(runs[2].stdout).toContain('\\x0d');
  });

  it('prints the gateway’s e-mail line inert when the greeting quotes a hostile nickname', async () => {
    const lines: string[] = [];
    const spy = vi.spyOn(console, 'info').mockImplementation((line: unknown) => void lines.push(String(line)));
    try {
      const member = await memberWithSession(gateway(), { nickname: shortHostile });
      const sent = await callGateway(gateway(), 'bindEmailCode', { token: member.token, body: { email: `inert${member.id}@example.com` } });
      expect(sent.body.success).toBe(true);
    } finally {
      spy.mockRestore();
    }
    const line = lines.find((entry) => entry.startsWith('[email]'));
    expect(line).toContain(`Hello ${inert(shortHostile)}`);
    expect(rawControl.test(line ?? '')).toBe(false);
  });
});
