/** Feedback: each refusal, the word bounds, the throttle per member and per visitor address, and the operator's list. */
import * as v from 'valibot';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { errorCodes } from '../../../src/services/error-codes';
import { feedbackSentSchema, feedbackSettingsSchema } from '../../../src/services/schemas/support';
import { feedback } from '../../src/db/schema';
import { movableClocks } from '../access/support';
import { describeOnBothDatabases } from '../databases';
import { callGateway, memberWithSession } from '../http';

const clocks = movableClocks();
const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');

describeOnBothDatabases(
  'feedback',
  (gateway, kind) => {
    const clock = clocks[kind];
    const send = (body: unknown, options: { token?: string; ip?: string } = {}) =>
      callGateway(gateway(), 'feedback', { body, token: options.token, headers: { 'x-forwarded-for': options.ip ?? '203.0.113.7' } });

    it('tells the form its question types, word bounds and throttle', async () => {
      const settings = v.parse(feedbackSettingsSchema, (await callGateway(gateway(), 'feedbackSettings')).body.value);
      expect(settings).toEqual({ questionTypes: ['deposit', 'withdraw', 'game', 'service', 'apply', 'other'], minWords: 5, maxWords: 300, throttleSeconds: 60 });
    });

    it('stores a member’s feedback under the member, in the member’s language', async () => {
      const { id, token } = await memberWithSession(gateway());
      const answer = await send({ questionType: 'deposit', content: `  ${words(6)}  `, contact: 'me@example.com' }, { token });
      expect(answer.status).toBe(200);
      const sent = v.parse(feedbackSentSchema, answer.body.value);
      const [row] = await gateway().db.select().from(feedback).where(eq(feedback.id, sent.id));
      expect(row).toMatchObject({ memberId: id, questionType: 'deposit', content: words(6), contact: 'me@example.com', language: 'EN', createdAt: clock.now() });
    });

    it('refuses each bad input with its code and keeps nothing', async () => {
      const { token } = await memberWithSession(gateway());
      const before = (await gateway().db.select().from(feedback)).length;
      const refusals = [
        [{ questionType: 'complaint', content: words(6) }, { questionType: 'field.required' }],
        [{ questionType: 'game', content: '   ' }, { content: 'field.required' }],
        [{ questionType: 'game', content: words(4) }, { content: errorCodes.feedbackWordCount }],
        [{ questionType: 'game', content: words(301) }, { content: errorCodes.feedbackWordCount }],
        [{ questionType: 'game', content: words(6), contact: 'x'.repeat(101) }, { contact: 'field.invalid' }],
      ] as const;
      for (const [body, fields] of refusals) {
        const answer = await send(body, { token });
        expect(answer.status, JSON.stringify(body).slice(0, 60)).toBe(400);
        expect(answer.body.fields).toEqual(fields);
      }
      const bounds = await send({ questionType: 'game', content: words(2) }, { token });
      expect(bounds.body).toMatchObject({ errorCode: errorCodes.feedbackWordCount, value: { min: 5, max: 300 } });
      expect((await gateway().db.select().from(feedback)).length).toBe(before);
    });

    it('takes one feedback per member a minute, even when two arrive at once', async () => {
      const { token } = await memberWithSession(gateway());
      const body = { questionType: 'service', content: words(8) };
      const answers = await Promise.all([send(body, { token }), send(body, { token }), send(body, { token })]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 429, 429]);
      expect(answers.find((answer) => answer.status === 429)?.body.errorCode).toBe(errorCodes.feedbackTooFrequent);
      clock.advance(60_001);
      expect((await send(body, { token })).status).toBe(200);
    });

    it('throttles visitors by address, apart from members', async () => {
      const body = { questionType: 'other', content: words(5) };
      expect((await send(body, { ip: '198.51.100.20' })).status).toBe(200);
      expect((await send(body, { ip: '198.51.100.20' })).status).toBe(429);
      expect((await send(body, { ip: '198.51.100.21' })).status).toBe(200);
      const [row] = await gateway().db.select().from(feedback).where(eq(feedback.clientIp, '198.51.100.21'));
      expect(row.memberId).toBeNull();
      clock.advance(60_001);
    });
  },
  (kind) => ({ clock: clocks[kind] }),
);
