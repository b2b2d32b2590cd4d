/**
 * Who may use the agent centre: every agent call refuses anonymous callers
 * (401), trial accounts and members (403) and answers an agent; and an
 * agent reaches only its own tree. agent2 names agent1's players (player11,
 * player12, agent3, player31, all with seeded play this week) by id and by
 * account on every call: actions are refused with agent.not.downline, reads
 * answer with nothing of agent1's tree.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callNames, calls, type CallName } from '../../../src/services/calls';
import { errorCodes } from '../../../src/services/error-codes';
import { trialType } from '../../../src/services/schemas/account';
import { members } from '../../src/db/schema';
import { allRoutes } from '../../src/routes';
import { send } from '../access/support';
import { describeOnBothDatabases } from '../databases';
import { callGateway } from '../http';
import { account, day, periodQuery, requestId, seededAccount, type Account } from './support';

const mounted = (name: CallName) => allRoutes.some((route) => route.call === calls[name]);
const agentCalls = callNames.filter((name) => calls[name].area === 'agent' && calls[name].agentOnly);
const agentOneTeam = ['player11', 'player12', 'agent3', 'player31'];

/** A valid input for each call of this area, so an agent's call is answered. */
function validInput(name: CallName, now: number): Record<string, unknown> {
  const period = periodQuery(now - 8 * day, now + day);
  const inputs: Partial<Record<CallName, Record<string, unknown>>> = {
    agentTeamOverview: period,
    agentTeamBetting: period,
    agentUserLoss: period,
    agentIncome: period,
    agentAccountDetails: period,
    agentCreditReport: period,
    agentSettlements: { ...period, kind: 'dailySalary' },
    agentDownlines: { scope: 'all' },
  };
  return inputs[name] ?? {};
}

describeOnBothDatabases('agent centre authorisation', (gateway) => {
  const tokens = { trial: '', member: '' };
  let agent1: Account;
  let agent2: Account;
  const ids = new Map<string, number>();

  beforeAll(async () => {
    tokens.trial = (await account(gateway(), 'trial', { type: trialType })).token;
    tokens.member = (await account(gateway(), 'plain')).token;
    agent1 = await seededAccount(gateway(), 'agent1');
    agent2 = await seededAccount(gateway(), 'agent2');
    for (const name of agentOneTeam) ids.set(name, (await gateway().db.select({ id: members.id }).from(members).where(eq(members.account, name)))[0].id);
  });

  /** The two actions need a body of their own: a transfer to agent2's player21, a new account. */
  let registered = 0;
  async function actionInput(name: CallName): Promise<Record<string, unknown>> {
    if (name === 'agentRegisterDownline') return { account: `reg${process.pid % 10000}n${++registered}`, password: 'Good1234', accountType: 'member' };
    if (name !== 'agentDownlineTransfer') return {};
    const [player21] = await gateway().db.select({ id: members.id }).from(members).where(eq(members.account, 'player21'));
    return { requestId: requestId(), transfers: [{ downlineId: player21.id, amount: '1.00' }] };
  }

  const ask = (name: CallName, token: string | undefined, input: Record<string, unknown>) =>
    calls[name].encrypted ? send(gateway(), name, { token, data: input }) : callGateway(gateway(), name, calls[name].method === 'GET' ? { token, query: stringify(input) } : { token, body: input });

  it('covers the agent centre’s calls', () => {
    expect(agentCalls).toEqual(expect.arrayContaining(['agentTeamOverview', 'agentDownlineTransfer', 'agentRegisterDownline', 'agentCreditReport', 'agentAnnouncements']));
    // Settlement records are the settlement area's; every other call is mounted here.
    expect(agentCalls.filter((name) => !mounted(name) && name !== 'agentSettlements')).toEqual([]);
  });

  describe('account types', () => {
    for (const name of agentCalls) {
      it.skipIf(!mounted(name))(`${name}: 401 anonymous, 403 trial and member, answered for an agent`, async () => {
        const input = validInput(name, gateway().deps.clock.now());
        const anonymous = await ask(name, undefined, input);
        expect([anonymous.status, anonymous.body.errorCode]).toEqual([401, errorCodes.notLoggedIn]);
        for (const token of [tokens.trial, tokens.member]) {
          const refused = await ask(name, token, input);
          expect([refused.status, refused.body.errorCode]).toEqual([403, errorCodes.forbiddenAccountType]);
        }
        const answered = await ask(name, agent2.token, { ...input, ...(await actionInput(name)) });
        expect(answered.status, JSON.stringify(answered.body)).toBe(200);
      });
    }
  });

  it('the affiliate application: 401 anonymous, 403 trial', async () => {
    for (const name of ['affiliateApplication', 'affiliateApply'] as CallName[]) {
      expect((await ask(name, undefined, {})).status).toBe(401);
      const refused = await ask(name, tokens.trial, {});
      expect([refused.status, refused.body.errorCode]).toEqual([403, errorCodes.forbiddenAccountType]);
    }
  });

  describe('another agent’s tree', () => {
    const foreign = (value: unknown): string[] => {
      const text = JSON.stringify(value);
      return agentOneTeam.filter((name) => text.includes(`"${name}"`));
    };

    it('transfer: agent1’s players by id are refused, one at a time or among agent2’s own', async () => {
      const player21 = (await gateway().db.select({ id: members.id }).from(members).where(eq(members.account, 'player21')))[0].id;
      for (const name of agentOneTeam) {
        for (const transfers of [[{ downlineId: ids.get(name), amount: '1.00' }], [{ downlineId: player21, amount: '1.00' }, { downlineId: ids.get(name), amount: '1.00' }]]) {
          const answer = await ask('agentDownlineTransfer', agent2.token, { requestId: requestId(), transfers });
          expect([answer.status, answer.body.errorCode]).toEqual([403, errorCodes.notDownline]);
        }
      }
    });

    it('reads filtered by agent1’s accounts answer nothing; unfiltered reads hold none of them', async () => {
      const now = gateway().deps.clock.now();
      const listed: CallName[] = ['agentDownlines', 'agentTeamBetting', 'agentUserLoss', 'agentAccountDetails'];
      for (const name of listed) {
        const input = validInput(name, now);
        // The data is there: agent1 sees its own player11.
        const own = await ask(name, agent1.token, { ...input, account: 'player11' });
        expect((own.body.value as { list: unknown[] }).list.length, name).toBeGreaterThan(0);
        for (const account of agentOneTeam) {
          const answer = await ask(name, agent2.token, { ...input, account });
          expect(answer.status).toBe(200);
          expect((answer.body.value as { list: unknown[]; total: number }).total, `${name} ${account}`).toBe(0);
        }
        const unfiltered = await ask(name, agent2.token, input);
        expect(foreign(unfiltered.body.value), name).toEqual([]);
      }
    });

    it('calls without a member input ignore ids and names smuggled in, and answer about the caller', async () => {
      const now = gateway().deps.clock.now();
      const smuggled = { memberId: ids.get('player11'), agentId: agent1.id, account: 'player11', uplineId: agent1.id };
      for (const name of ['agentTeamOverview', 'agentIncome', 'agentCreditReport', 'agentAffiliate', 'agentAnnouncements'] as CallName[]) {
        const plain = await ask(name, agent2.token, validInput(name, now));
        const tricked = await ask(name, agent2.token, { ...validInput(name, now), ...smuggled });
        expect(tricked.status).toBe(200);
        expect(tricked.body.value, name).toEqual(plain.body.value);
      }
      const overview = await ask('agentTeamOverview', agent2.token, validInput('agentTeamOverview', now));
      // player21 and whatever this file registered under agent2; never agent1's four.
      const direct = await gateway().db.$count(members, eq(members.uplineId, agent2.id));
      expect(overview.body.value).toMatchObject({ members: direct, directMembers: direct });
      expect((await ask('agentAffiliate', agent2.token, {})).body.value).toMatchObject({ affiliateCode: 'AGT2001' });
    });

    it('register downline: the new account is always the caller’s own downline', async () => {
      const accountName = `smug${process.pid % 10000}`;
      const answer = await ask('agentRegisterDownline', agent2.token, { account: accountName, password: 'Good1234', accountType: 'member', uplineId: agent1.id });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const [row] = await gateway().db.select().from(members).where(eq(members.account, accountName));
      expect(row.uplineId).toBe(agent2.id);
    });
  });
});

const stringify = (input: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(Object.entries(input).map(([key, value]) => [key, String(value)]));
