/**
 * The team pages on real rows: team overview, team betting and user loss
 * add up to figures computed by hand from the bets and ledger rows written
 * here; the agent's own rows and another agent's team never appear.
 */
import { beforeAll, expect, it } from 'vitest';
import { teamBettingSchema, teamOverviewSchema, userLossSchema } from '../../../src/services/schemas/agent';
import { errorCodes } from '../../../src/services/error-codes';
import { describeOnBothDatabases } from '../databases';
import type { TestGateway } from '../harness';
import { agentTree, answerOf, day, hour, insertBet, move, periodQuery, refusalOf, type Tree } from './support';

const t0 = Date.UTC(2025, 0, 10);
const at = (hours: number) => t0 + hours * hour;
const period = periodQuery(t0, t0 + day - 1);

/** The team's period: four bets (one an open ticket) and eight ledger rows; rows outside the period, the agent's own and another team's. */
export async function teamWorld(gateway: TestGateway): Promise<Tree> {
  const tree = await agentTree(gateway, { d1: at(1), d2: t0 - 5 * day, d21: at(2), d211: t0 - day });
  const { agent, d1, d2, d21, d211, b1 } = tree;
  await insertBet(gateway, { memberId: d1.id, code: 'PG_AZTEC_GOLD', stake: '10.10', payout: '0', createdAt: at(1) });
  await insertBet(gateway, { memberId: d1.id, code: 'EVO_LOBBY', stake: '100.00', payout: '150.50', createdAt: at(3) });
  await insertBet(gateway, { memberId: d2.id, code: 'PG_AZTEC_GOLD', stake: '5.05', payout: '20.20', createdAt: at(2) });
  await insertBet(gateway, { memberId: d2.id, code: 'PG_AZTEC_GOLD', stake: '999.00', payout: '0', createdAt: t0 - 2 * day });
  await insertBet(gateway, { memberId: d21.id, code: 'LOTT_LOTTO_645', stake: '3.00', createdAt: at(4), status: 'open' });
  await insertBet(gateway, { memberId: agent.id, code: 'PG_AZTEC_GOLD', stake: '50.00', payout: '0', createdAt: at(1) });
  await insertBet(gateway, { memberId: b1.id, code: 'PG_AZTEC_GOLD', stake: '77.00', payout: '0', createdAt: at(1) });
  await move(gateway, { memberId: d1.id, amount: '1000.00', kind: 'deposit', at: at(1) });
  await move(gateway, { memberId: d1.id, amount: '10.00', kind: 'bonus', at: at(4) });
  await move(gateway, { memberId: d1.id, amount: '-300.00', kind: 'withdraw', at: at(6) });
  await move(gateway, { memberId: d1.id, amount: '300.00', kind: 'withdraw_reversal', at: at(7) });
  await move(gateway, { memberId: d1.id, amount: '-100.00', kind: 'withdraw', at: at(8) });
  await move(gateway, { memberId: d2.id, amount: '7.00', kind: 'deposit', at: t0 - 20 * day });
  await move(gateway, { memberId: d2.id, amount: '500.00', kind: 'deposit', at: at(2) });
  await move(gateway, { memberId: d2.id, amount: '3.00', kind: 'bonus', at: at(2) });
  await move(gateway, { memberId: d211.id, amount: '50.00', kind: 'deposit', at: at(5) });
  await move(gateway, { memberId: agent.id, amount: '2000.00', kind: 'deposit', at: at(1) });
  await move(gateway, { memberId: b1.id, amount: '999.00', kind: 'deposit', at: at(1) });
  return tree;
}

describeOnBothDatabases('agent team pages', (gateway) => {
  let tree: Tree;
  beforeAll(async () => {
    tree = await teamWorld(gateway());
  });

  it('team overview: size, new and active members, money and bets of the period', async () => {
    const overview = await answerOf(gateway(), 'agentTeamOverview', teamOverviewSchema, { token: tree.agent.token, query: period });
    expect(overview).toEqual({
      members: 4,
      directMembers: 2,
      newMembers: 2,
      activeMembers: 3,
      deposits: '1550.00',
      withdrawals: '100.00',
      stake: '118.15',
      payout: '170.70',
      profit: '55.55',
      // d1 910.00 + d2 510.00 + d211 50.00 (d21 never had a wallet).
      teamBalance: '1470.00',
    });
  });

  it('team overview of an agent without downlines is all zeros', async () => {
    const overview = await answerOf(gateway(), 'agentTeamOverview', teamOverviewSchema, { token: tree.other.token, query: periodQuery(t0 + day, t0 + 2 * day) });
    expect(overview).toMatchObject({ members: 1, directMembers: 1, newMembers: 0, activeMembers: 0, deposits: '0.00', stake: '0.00', teamBalance: '999.00' });
  });

  it('team betting: the tree’s bets newest first with level, filters, paging and the summary', async () => {
    const all = await answerOf(gateway(), 'agentTeamBetting', teamBettingSchema, { token: tree.agent.token, query: period });
    expect(all.list.map((bet) => [bet.account, bet.level, bet.stake, bet.payout, bet.profit, bet.status])).toEqual([
      [tree.d21.account, 2, '3.00', '0.00', '0.00', 'open'],
      [tree.d1.account, 1, '100.00', '150.50', '50.50', 'settled'],
      [tree.d2.account, 1, '5.05', '20.20', '15.15', 'settled'],
      [tree.d1.account, 1, '10.10', '0.00', '-10.10', 'settled'],
    ]);
    expect(all.summary).toEqual({ count: 4, stake: '118.15', payout: '170.70', profit: '55.55' });
    expect(all.list[1]).toMatchObject({ category: 'LIVE', vendor: 'EVO' });
    expect(all.list[1].gameName).not.toBe('');

    const live = await answerOf(gateway(), 'agentTeamBetting', teamBettingSchema, { token: tree.agent.token, query: { ...period, category: 'LIVE' } });
    expect(live.summary).toEqual({ count: 1, stake: '100.00', payout: '150.50', profit: '50.50' });
    const one = await answerOf(gateway(), 'agentTeamBetting', teamBettingSchema, { token: tree.agent.token, query: { ...period, account: tree.d2.account.toUpperCase() } });
    expect(one.list.map((bet) => bet.stake)).toEqual(['5.05']);
    const page = await answerOf(gateway(), 'agentTeamBetting', teamBettingSchema, { token: tree.agent.token, query: { ...period, pageNo: '2', pageSize: '3' } });
    expect(page).toMatchObject({ pageNo: 2, totalPages: 2, total: 4 });
    expect(page.list.map((bet) => bet.stake)).toEqual(['10.10']);
  });

  it('user loss: one row per member who played or moved money, and the totals', async () => {
    const loss = await answerOf(gateway(), 'agentUserLoss', userLossSchema, { token: tree.agent.token, query: period });
    const zero = { bets: 0, stake: '0.00', payout: '0.00', profit: '0.00', deposits: '0.00', withdrawals: '0.00', bonus: '0.00' };
    expect(loss.list).toEqual(
      [
        { ...zero, account: tree.d1.account, level: 1, bets: 2, stake: '110.10', payout: '150.50', profit: '40.40', deposits: '1000.00', withdrawals: '100.00', bonus: '10.00' },
        { ...zero, account: tree.d2.account, level: 1, bets: 1, stake: '5.05', payout: '20.20', profit: '15.15', deposits: '500.00', bonus: '3.00' },
        { ...zero, account: tree.d21.account, level: 2, bets: 1, stake: '3.00' },
        { ...zero, account: tree.d211.account, level: 3, deposits: '50.00' },
      ].sort((a, b) => a.account.localeCompare(b.account)),
    );
    expect(loss.totals).toEqual({ bets: 4, stake: '118.15', payout: '170.70', profit: '55.55', deposits: '1550.00', withdrawals: '100.00', bonus: '13.00' });
    expect(loss.total).toBe(4);

    const paged = await answerOf(gateway(), 'agentUserLoss', userLossSchema, { token: tree.agent.token, query: { ...period, pageSize: '3', pageNo: '2' } });
    expect(paged).toMatchObject({ total: 4, totalPages: 2 });
    expect(paged.list).toHaveLength(1);
    expect(paged.totals).toEqual(loss.totals);

    const one = await answerOf(gateway(), 'agentUserLoss', userLossSchema, { token: tree.agent.token, query: { ...period, account: tree.d211.account } });
    expect(one.list.map((row) => row.account)).toEqual([tree.d211.account]);
    expect(one.totals.deposits).toBe('50.00');
  });

  it('another team’s member named in the filter gives nothing', async () => {
    const query = { ...period, account: tree.b1.account };
    const bets = await answerOf(gateway(), 'agentTeamBetting', teamBettingSchema, { token: tree.agent.token, query });
    expect(bets.list).toEqual([]);
    expect(bets.summary.count).toBe(0);
    const loss = await answerOf(gateway(), 'agentUserLoss', userLossSchema, { token: tree.agent.token, query });
    expect(loss.list).toEqual([]);
    expect(loss.totals.deposits).toBe('0.00');
    // And the other agent sees its own player, never ours.
    const theirs = await answerOf(gateway(), 'agentUserLoss', userLossSchema, { token: tree.other.token, query: period });
    expect(theirs.list.map((row) => row.account)).toEqual([tree.b1.account]);
  });

  it('refuses bad periods and filters', async () => {
    const token = tree.agent.token;
    for (const name of ['agentTeamOverview', 'agentTeamBetting', 'agentUserLoss'] as const) {
      expect(await refusalOf(gateway(), name, { token, query: periodQuery(t0 + day, t0) })).toMatchObject({ status: 400, code: errorCodes.periodInvalid });
      expect(await refusalOf(gateway(), name, { token, query: periodQuery(t0 - 100 * day, t0) })).toMatchObject({ status: 400, code: errorCodes.periodInvalid });
      expect(await refusalOf(gateway(), name, { token, query: { startTime: 'soon', endTime: String(t0) } })).toMatchObject({ status: 400, fields: { startTime: 'field.invalid' } });
    }
    expect(await refusalOf(gateway(), 'agentTeamBetting', { token, query: { ...period, category: 'DICE' } })).toMatchObject({ status: 400, fields: { category: 'field.invalid' } });
    expect(await refusalOf(gateway(), 'agentUserLoss', { token, query: { ...period, pageSize: 'all' } })).toMatchObject({ status: 400, fields: { pageSize: 'field.invalid' } });
  });
});
