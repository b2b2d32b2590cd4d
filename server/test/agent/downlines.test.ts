/**
 * Register center and downline management: the affiliate answer, a
 * downline account created under the registration rules, and the downline
 * list with levels, team sizes, balances and the contracts with the caller.
 */
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorCodes } from '../../../src/services/error-codes';
import { agentAffiliateSchema, downlinesSchema, registeredDownlineSchema } from '../../../src/services/schemas/agent';
import { contracts, ledgerEntries, members, wallets } from '../../src/db/schema';
import { verifyPassword } from '../../src/domain/passwords';
import { send, loginWithPassword } from '../access/support';
import { describeOnBothDatabases } from '../databases';
import { account, agentTree, answerOf, move, type Tree } from './support';

const dailyTerms = { teamBetting: '1000.00', activeMembers: 2, rate: '1.50', dailyBetAmount: '100.00', amount: '0.00' };

describeOnBothDatabases('agent register center and downlines', (gateway) => {
  let tree: Tree;
  beforeAll(async () => {
    tree = await agentTree(gateway());
    const now = gateway().deps.clock.now();
    await move(gateway(), { memberId: tree.d1.id, amount: '12.34', kind: 'deposit', at: now });
    await gateway()
      .db.insert(contracts)
      .values([
        { kind: 'dailySalary', uplineId: tree.agent.id, downlineId: tree.d1.id, status: 'active', terms: dailyTerms, createdAt: now, acceptedAt: now },
        { kind: 'dividend', uplineId: tree.agent.id, downlineId: tree.d1.id, status: 'terminated', terms: { period: 'D', validBet: '0', profitLoss: '0', activeMembers: 0, rate: '9' }, createdAt: now, endedAt: now },
        { kind: 'hourlySalary', uplineId: tree.agent.id, downlineId: tree.d2.id, status: 'requested', terms: null, createdAt: now },
        // Between d2 and its own downline: not the caller's contract.
        { kind: 'dailySalary', uplineId: tree.d2.id, downlineId: tree.d21.id, status: 'active', terms: dailyTerms, createdAt: now, acceptedAt: now },
      ]);
  });

  const list = (token: string, query: Record<string, string> = {}) => answerOf(gateway(), 'agentDownlines', downlinesSchema, { token, query });

  it('lists the direct downlines by default, the whole tree with scope all', async () => {
    const direct = await list(tree.agent.token);
    expect(direct.list.map((row) => [row.account, row.level, row.upline, row.teamSize, row.type])).toEqual([
      [tree.d1.account, 1, tree.agent.account, 0, 0],
      [tree.d2.account, 1, tree.agent.account, 2, 1],
    ]);
    expect(direct.list[0].balance).toBe('12.34');
    expect(direct.list[0].contracts).toEqual([expect.objectContaining({ kind: 'dailySalary', status: 'active', rate: '1.50' })]);
    expect(direct.list[1].contracts).toEqual([expect.objectContaining({ kind: 'hourlySalary', status: 'requested', rate: '' })]);

    const all = await list(tree.agent.token, { scope: 'all' });
    expect(all.total).toBe(4);
    const byAccount = new Map(all.list.map((row) => [row.account, row]));
    expect(byAccount.get(tree.d21.account)).toMatchObject({ level: 2, upline: tree.d2.account, teamSize: 1, balance: '0.00', contracts: [] });
    expect(byAccount.get(tree.d211.account)).toMatchObject({ level: 3, upline: tree.d21.account, teamSize: 0 });
  });

  it('searches by account within the scope, and never outside the tree', async () => {
    expect((await list(tree.agent.token, { account: tree.d21.account, scope: 'all' })).list.map((row) => row.id)).toEqual([tree.d21.id]);
    expect((await list(tree.agent.token, { account: tree.d21.account })).list).toEqual([]);
    expect((await list(tree.agent.token, { account: tree.b1.account, scope: 'all' })).list).toEqual([]);
    expect((await list(tree.d2.token, { scope: 'all' })).list.map((row) => [row.account, row.level])).toEqual([
      [tree.d21.account, 1],
      [tree.d211.account, 2],
    ]);
    const paged = await list(tree.agent.token, { scope: 'all', pageSize: '3', pageNo: '2' });
    expect(paged).toMatchObject({ total: 4, totalPages: 2, pageNo: 2 });
    expect(paged.list).toHaveLength(1);
  });

  it('answers the affiliate code and the number of direct downlines; an agent without a code gets one once', async () => {
    const affiliate = await answerOf(gateway(), 'agentAffiliate', agentAffiliateSchema, { token: tree.agent.token });
    const [agent] = await gateway().db.select().from(members).where(eq(members.id, tree.agent.id));
    expect(affiliate).toEqual({ affiliateCode: agent.affiliateCode, directMembers: 2 });

    const bare = await account(gateway(), 'bare', { type: 42 });
    const first = await answerOf(gateway(), 'agentAffiliate', agentAffiliateSchema, { token: bare.token });
    expect(first.affiliateCode).toMatch(/^AG[A-Z2-9]{6}$/);
    expect((await answerOf(gateway(), 'agentAffiliate', agentAffiliateSchema, { token: bare.token })).affiliateCode).toBe(first.affiliateCode);
  });

  describe('registering a downline', () => {
    const register = (data: Record<string, unknown>) => send(gateway(), 'agentRegisterDownline', { token: tree.agent.token, data });
    const name = (suffix: string) => `dl${process.pid % 10000}${suffix}`;

    it('refuses per field by the registration rules', async () => {
      const short = await register({ account: 'ab', password: 'abcdef', accountType: 'member' });
      expect(short.status).toBe(400);
      expect(short.body.fields).toEqual({ account: errorCodes.fieldInvalid, password: errorCodes.fieldInvalid });
      const weak = await register({ account: name('w'), password: 'Aa123456', accountType: 'member' });
      expect(weak.body.fields).toEqual({ password: errorCodes.passwordWeak });
      const symbol = await register({ account: '9starts', password: 'Good1234', accountType: 'member' });
      expect(symbol.body.fields).toEqual({ account: errorCodes.fieldInvalid });
      const kind = await register({ account: name('k'), password: 'Good1234', accountType: 'boss' });
      expect(kind.body.fields).toEqual({ accountType: errorCodes.fieldInvalid });
      expect((await register({ account: name('m'), password: '' , accountType: 'member' })).body.fields).toEqual({ password: errorCodes.fieldRequired });
    });

    it('refuses a taken account, whatever its case', async () => {
      const taken = await register({ account: 'Player11', password: 'Good1234', accountType: 'member' });
      expect(taken.status).toBe(409);
      expect(taken.body).toMatchObject({ errorCode: errorCodes.usernameTaken, fields: { account: errorCodes.usernameTaken } });
    });

    it('creates a player under the caller with an empty wallet, who can log in', async () => {
      const answer = await register({ account: name('P1'), password: 'Good1234', nickname: 'Lucky', accountType: 'member' });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const created = v.parse(registeredDownlineSchema, answer.body.value);
      expect(created).toMatchObject({ account: name('p1'), type: 0, affiliateCode: null });
      const [row] = await gateway().db.select().from(members).where(eq(members.id, created.id));
      expect(row).toMatchObject({ uplineId: tree.agent.id, nickname: 'Lucky', type: 0 });
      expect(await verifyPassword('Good1234', row.passwordHash)).toBe(true);
      const [wallet] = await gateway().db.select().from(wallets).where(eq(wallets.memberId, created.id));
      expect(wallet.balance).toBe('0.00');
      expect(await gateway().db.select().from(ledgerEntries).where(eq(ledgerEntries.memberId, created.id))).toEqual([]);
      expect((await loginWithPassword(gateway(), name('p1'), 'Good1234')).body.success).toBe(true);
      expect((await list(tree.agent.token, { account: name('p1') })).list).toEqual([expect.objectContaining({ id: created.id, level: 1 })]);
    });

    it('creates a sub-agent of type 1 with a fresh affiliate code, whose own centre works', async () => {
      const answer = await register({ account: name('A1'), password: 'Good1234', accountType: 'agent' });
      const created = v.parse(registeredDownlineSchema, answer.body.value);
      expect(created.type).toBe(1);
      expect(created.affiliateCode).toMatch(/^AG[A-Z2-9]{6}$/);
      const other = v.parse(registeredDownlineSchema, (await register({ account: name('A2'), password: 'Good1234', accountType: 'agent' })).body.value);
      expect(other.affiliateCode).not.toBe(created.affiliateCode);
      const login = await loginWithPassword(gateway(), name('a1'), 'Good1234');
      const token = (login.body.value as { token: string }).token;
      expect((await answerOf(gateway(), 'agentAffiliate', agentAffiliateSchema, { token })).affiliateCode).toBe(created.affiliateCode);
    });
  });
});
