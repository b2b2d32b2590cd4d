/**
 * The agent centre's provided machines against the real gateway, as the
 * pages run them: every report of agent1's seeded team reaches its answer
 * (none fails), the flags switch the records pages on, a downline account
 * is created through the encrypted call, and one transfer to two downlines
 * moves their sum out of the agent's main wallet once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, waitFor, type AnyActorLogic } from 'xstate';
import { createAgentLogic, type AgentLogic } from '../../src/app/agent-centre/pages/wiring/agent-logic';
import { agentCentrePages, agentMenuGroups } from '../../src/app/agent-centre/agent-pages';
import { listFilter } from '../../src/services/agent.actors';
import { loadDownlines } from '../../src/services/agent.api';
import { createPayloadEncryptor } from '../../src/services/crypto';
import { loadMerchantWallet } from '../../src/services/funds.api';
import { createHttpClient, type HttpClient } from '../../src/services/http';
import type { Consolidated } from '../../src/services/schemas/contracts';
import { seededAccount } from '../../server/test/agent/support';
import { startTestGateway, type TestGateway } from '../../server/test/harness';

let gateway: TestGateway;
let http: HttpClient;
let logic: AgentLogic;
let ids = 0;

beforeAll(async () => {
  gateway = await startTestGateway();
  const agent1 = await seededAccount(gateway, 'agent1');
  http = createHttpClient({
    baseURL: gateway.url,
    merchant: gateway.deps.config.merchant,
    getToken: () => agent1.token,
    getLanguage: () => 'EN',
    getDeviceId: () => 'agent-centre-test',
    encryptor: createPayloadEncryptor('v2'),
    onSessionExpired: () => {},
    timeout: 15_000,
  });
  logic = createAgentLogic({ http, newRequestId: () => `agentcentre${++ids}x${process.pid}` });
});
afterAll(async () => gateway?.close());

const week = () => ({ startTime: Date.now() - 7 * 24 * 60 * 60 * 1000, endTime: Date.now() });

async function settled(machine: AnyActorLogic, input?: unknown) {
  const actor = createActor(machine, { input } as never).start();
  const snapshot = await waitFor(actor, (state) => !state.hasTag('busy'), { timeout: 15_000 });
  actor.stop();
  return snapshot;
}

const mainCents = async () => {
  const main = (await loadMerchantWallet({ http })).wallets.find((wallet) => wallet.accountTypeId === 0)!;
  return Math.round(Number(main.balance) * 100);
};

describe('agent centre logic on the real gateway', () => {
  it('answers every report of agent1’s team, none of them failed', async () => {
    const lists = ['announcements', 'downlines'] as const;
    const dated = ['teamOverview', 'teamBetting', 'userLoss', 'income', 'accountDetails', 'creditReport', 'dividendRecord', 'dailyWages', 'hourlySalary', 'realTimeSalary'] as const;
    for (const name of lists) expect((await settled(logic[name], { period: null })).value, name).toBe('ready');
    for (const name of dated) expect(['ready', 'empty'], name).toContain((await settled(logic[name], { period: week() })).value);
    for (const name of ['teamOverview', 'teamBetting', 'userLoss', 'accountDetails', 'creditReport'] as const) expect((await settled(logic[name], { period: week() })).value, name).toBe('ready');

    const overview = (await settled(logic.teamOverview, { period: week() })).context.page as { overview: { members: number; directMembers: number } };
    expect(overview.overview.members).toBeGreaterThanOrEqual(4);
    expect(overview.overview.directMembers).toBeGreaterThanOrEqual(3);
  });

  it('reads the whole team, one account, and the team side of the settlements through the list filter', async () => {
    const all = await settled(logic.downlines, { period: null, filter: listFilter.write({ scope: 'all' }) });
    const direct = await settled(logic.downlines, { period: null });
    const accountsOf = (snapshot: typeof all) => (snapshot.context.page.list as { account: string }[]).map((row) => row.account);
    expect(accountsOf(all)).toContain('player31');
    expect(accountsOf(direct)).not.toContain('player31');
    const one = await settled(logic.teamBetting, { period: week(), filter: listFilter.write({ account: 'player31' }) });
    expect(new Set((one.context.page.list as { account: string }[]).map((row) => row.account))).toEqual(new Set(['player31']));
    expect(['ready', 'empty']).toContain((await settled(logic.dailyWages, { period: week(), filter: listFilter.write({ role: 'team' }) })).value);
  });

  it('switches every records page on for an agent', async () => {
    const flags = (await settled(logic.consolidated)).context.data as Consolidated;
    const pages = agentMenuGroups({ flags, hasUpline: false }).flatMap((group) => group.pages);
    expect(pages.sort()).toEqual([...agentCentrePages].sort());
  });

  it('creates a downline through the encrypted register call, and the gateway refuses the same account twice below its field', async () => {
    const account = `acl${process.pid % 10_000}n${++ids}`;
    const values = { accountType: 'agent', account, password: 'Downline123', nickname: 'Logic test' };
    const actor = createActor(logic.registerDownline).start();
    actor.send({ type: 'form.submit', values });
    const done = await waitFor(actor, (state) => state.matches('succeeded') || state.matches('failed'), { timeout: 15_000 });
    expect(done.value).toBe('succeeded');
    expect(done.context.result).toMatchObject({ account, affiliateCode: expect.any(String) });
    actor.send({ type: 'form.submit', values });
    const again = await waitFor(actor, (state) => state.matches('failed'), { timeout: 15_000 });
    expect(again.context.fieldErrors).toEqual({ account: 'register.username.taken' });
    actor.stop();

    const found = await loadDownlines({ http }, { pageNo: 1, pageSize: 10, account, scope: 'direct' });
    expect(found.list.map((row) => row.account)).toEqual([account]);
  });

  it('moves the sum of a transfer to two downlines out of the main wallet once', async () => {
    const downlines = await loadDownlines({ http }, { pageNo: 1, pageSize: 10, account: '', scope: 'direct' });
    const [first, second] = downlines.list.filter((row) => row.account === 'player11' || row.account === 'player12');
    const before = await mainCents();
    const actor = createActor(logic.transfer).start();
    actor.send({ type: 'request.submit', values: { transfers: [{ downlineId: first.id, amount: '12.34' }, { downlineId: second.id, amount: '5.66' }], note: 'unit test' } });
    const done = await waitFor(actor, (state) => state.matches('done') || state.matches('refused') || state.matches('failed'), { timeout: 15_000 });
    expect(done.value).toBe('done');
    expect(done.context.answer).toMatchObject({ total: '18.00' });
    actor.stop();
    expect(await mainCents()).toBe(before - 1800);
  });
});
