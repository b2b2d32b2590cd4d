/**
 * Affiliate application from start to end: a member applies, an operator
 * approves, and the account is an agent whose agent-centre calls answer;
 * a rejection keeps the member a member. Also the agent notices in the
 * caller's language.
 */
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorCodes } from '../../../src/services/error-codes';
import { affiliateApplicationSchema, agentAffiliateSchema, agentAnnouncementsSchema, teamOverviewSchema } from '../../../src/services/schemas/agent';
import { agentAnnouncements, members, messages } from '../../src/db/schema';
import { describeOnBothDatabases } from '../databases';
import { operatorCall, operatorKey } from '../funds/support';
import { callGateway } from '../http';
import { account, answerOf, periodQuery, requestId, seededAccount, type Account } from './support';

const application = { intro: 'I run a gaming community of 300 players.', contact: 'telegram @lucky' };

describeOnBothDatabases(
  'affiliate application and agent notices',
  (gateway) => {
    const status = (token: string) => answerOf(gateway(), 'affiliateApplication', affiliateApplicationSchema, { token });
    const apply = (token: string, body: Record<string, unknown> = {}) => callGateway(gateway(), 'affiliateApply', { token, body: { requestId: requestId(), ...application, ...body } });
    const pendingIdOf = async (member: Account): Promise<number> => {
      const list = await operatorCall<{ id: number; account: string; status: string }[]>(gateway(), 'GET', '/affiliate-applications?status=pending');
      const found = list.body.value.find((row) => row.account === member.account);
      if (!found) throw new Error(`no pending application of ${member.account}`);
      return found.id;
    };

    it('a member applies, an operator approves, and the member is an agent with its own code', async () => {
      const member = await account(gateway(), 'hopeful');
      expect(await status(member.token)).toEqual({ status: 'none', appliedAt: null, decidedAt: null, remark: '', affiliateCode: null });
      expect((await callGateway(gateway(), 'agentTeamOverview', { token: member.token, query: periodQuery(0, 1) })).status).toBe(403);

      const body = { requestId: requestId(), ...application };
      const applied = await callGateway(gateway(), 'affiliateApply', { token: member.token, body });
      expect(applied.status, JSON.stringify(applied.body)).toBe(200);
      expect(v.parse(affiliateApplicationSchema, applied.body.value)).toMatchObject({ status: 'pending', affiliateCode: null });
      expect((await callGateway(gateway(), 'affiliateApply', { token: member.token, body })).body.value).toEqual(applied.body.value);
      const twice = await apply(member.token);
      expect([twice.status, twice.body.errorCode]).toEqual([409, errorCodes.affiliatePending]);
      expect((await status(member.token)).status).toBe('pending');

      const id = await pendingIdOf(member);
      const approved = await operatorCall<{ affiliateCode: string; account: string; status: string }>(gateway(), 'POST', `/affiliate-applications/${id}/approve`);
      expect(approved.status).toBe(200);
      expect(approved.body.value).toMatchObject({ account: member.account, status: 'approved' });
      const code = approved.body.value.affiliateCode;
      expect(code).toMatch(/^AG[A-Z2-9]{6}$/);
      const [row] = await gateway().db.select().from(members).where(eq(members.id, member.id));
      expect(row).toMatchObject({ type: 1, affiliateCode: code });
      const [message] = await gateway().db.select().from(messages).where(eq(messages.memberId, member.id));
      expect(message.title).toBe('Affiliate application approved');
      expect(message.content).toContain(code);

      expect(await status(member.token)).toMatchObject({ status: 'approved', affiliateCode: code, remark: '' });
      expect((await answerOf(gateway(), 'agentAffiliate', agentAffiliateSchema, { token: member.token })).affiliateCode).toBe(code);
      expect((await answerOf(gateway(), 'agentTeamOverview', teamOverviewSchema, { token: member.token, query: periodQuery(0, 1) })).members).toBe(0);
      const again = await apply(member.token);
      expect([again.status, again.body.errorCode]).toEqual([409, errorCodes.affiliateAlreadyAgent]);

      const decided = await operatorCall(gateway(), 'POST', `/affiliate-applications/${id}/approve`);
      expect([decided.status, decided.body.errorCode]).toEqual([409, errorCodes.requestNotPending]);
    });

    it('a rejection keeps the member a member, with the remark; it may apply again', async () => {
      const member = await account(gateway(), 'declined', { language: 'TY' });
      expect((await apply(member.token)).status).toBe(200);
      const rejected = await operatorCall(gateway(), 'POST', `/affiliate-applications/${await pendingIdOf(member)}/reject`, { body: { remark: 'Too few players yet' } });
      expect(rejected.status).toBe(200);
      expect(await status(member.token)).toMatchObject({ status: 'rejected', remark: 'Too few players yet', affiliateCode: null });
      const [row] = await gateway().db.select().from(members).where(eq(members.id, member.id));
      expect(row.type).toBe(0);
      const [message] = await gateway().db.select().from(messages).where(eq(messages.memberId, member.id));
      expect(message.title).toBe('Hindi naaprubahan ang aplikasyon bilang affiliate');
      expect((await apply(member.token)).status).toBe(200);
      expect((await status(member.token)).status).toBe('pending');
    });

    it('an agent has nothing to apply for; bad input is refused per field', async () => {
      const agent = await seededAccount(gateway(), 'agent2');
      expect(await status(agent.token)).toMatchObject({ status: 'approved', affiliateCode: 'AGT2001' });
      expect((await apply(agent.token)).body.errorCode).toBe(errorCodes.affiliateAlreadyAgent);
      const member = await account(gateway(), 'brief');
      const short = await apply(member.token, { intro: 'hi', contact: '' });
      expect(short.status).toBe(400);
      expect(short.body.fields).toEqual({ intro: errorCodes.fieldInvalid, contact: errorCodes.fieldInvalid });
    });

    it('the operator API: key required, statuses checked, unknown ids', async () => {
      expect((await operatorCall(gateway(), 'GET', '/affiliate-applications', { key: null })).status).toBe(401);
      expect((await operatorCall(gateway(), 'GET', '/affiliate-applications?status=maybe')).body.fields).toEqual({ status: errorCodes.fieldInvalid });
      for (const id of ['999999', 'abc']) {
        const answer = await operatorCall(gateway(), 'POST', `/affiliate-applications/${id}/approve`);
        expect([answer.status, answer.body.errorCode]).toEqual([404, errorCodes.applicationNotFound]);
      }
      const all = await operatorCall<unknown[]>(gateway(), 'GET', '/affiliate-applications?status=all');
      expect(all.body.value.length).toBeGreaterThanOrEqual(3);
    });

    describe('agent notices', () => {
      let agent: Account;
      beforeAll(async () => {
        agent = await seededAccount(gateway(), 'agent1');
        // A notice written in English only: Tagalog readers get it in English.
        await gateway().db.insert(agentAnnouncements).values({ topic: 'english-only', language: 'EN', title: 'English only notice', content: '<p>EN</p>', publishedAt: Date.UTC(2020, 0, 1) });
      });
      const notices = (language: string, query: Record<string, string> = {}) =>
        answerOf(gateway(), 'agentAnnouncements', agentAnnouncementsSchema, { token: agent.token, headers: { Language: language }, query });

      it('in the caller’s language, pinned first, then newest; untranslated ones in English', async () => {
        const english = await notices('EN');
        expect(english.total).toBe(5);
        expect(english.list[0]).toMatchObject({ pinned: true, title: 'Salary and dividend contracts are open' });
        expect(english.list.slice(1).every((notice) => !notice.pinned)).toBe(true);
        const times = english.list.slice(1).map((notice) => notice.publishedAt);
        expect(times).toEqual([...times].sort((a, b) => b - a));
        const tagalog = await notices('TY');
        expect(tagalog.total).toBe(5);
        expect(tagalog.list[0].title).toBe('Bukas na ang mga kontrata ng sahod at dibidendo');
        expect(tagalog.list.at(-1)?.title).toBe('English only notice');
        expect((await notices('FR')).list.map((notice) => notice.title)).toEqual(english.list.map((notice) => notice.title));
        expect(await notices('EN', { pageSize: '2', pageNo: '3' })).toMatchObject({ totalPages: 3, list: [expect.objectContaining({ title: 'English only notice' })] });
      });
    });
  },
  { config: { operatorKey } },
);
