/**
 * The money reports: my income (the agent's own salary, dividend and rebate
 * rows), account details (the tree's ledger) and the credit report (the
 * agent's main wallet day by day), against figures computed by hand.
 */
import { beforeAll, expect, it } from 'vitest';
import { accountDetailsSchema, agentIncomeSchema, creditReportSchema } from '../../../src/services/schemas/agent';
import { errorCodes } from '../../../src/services/error-codes';
import { ledgerSum } from '../../src/domain/ledger';
import { describeOnBothDatabases } from '../databases';
import { callGateway } from '../http';
import { agentTree, answerOf, day, hour, move, periodQuery, refusalOf, type Tree } from './support';

const t0 = Date.UTC(2025, 0, 10);
const at = (hours: number) => t0 + hours * hour;
const period = periodQuery(t0, t0 + day - 1);

describeOnBothDatabases('agent money reports', (gateway) => {
  let tree: Tree;
  beforeAll(async () => {
    tree = await agentTree(gateway());
    const { agent, d1, d2, d211, b1 } = tree;
    // The agent's main wallet: 100.00 before the report, a day of money in and out, then a day of play and income.
    await move(gateway(), { memberId: agent.id, amount: '100.00', kind: 'adjustment', at: t0 - 3 * day });
    await move(gateway(), { memberId: agent.id, amount: '2000.00', kind: 'deposit', at: at(-23) });
    await move(gateway(), { memberId: agent.id, amount: '-300.00', kind: 'transfer_out', at: at(-22) });
    await move(gateway(), { memberId: agent.id, amount: '300.00', kind: 'transfer_in', at: at(-22), accountTypeId: 9902 });
    await move(gateway(), { memberId: agent.id, amount: '-200.00', kind: 'withdraw', at: at(-21) });
    await move(gateway(), { memberId: agent.id, amount: '-50.00', kind: 'bet', at: at(1) });
    await move(gateway(), { memberId: agent.id, amount: '20.00', kind: 'payout', at: at(1) });
    await move(gateway(), { memberId: agent.id, amount: '40.00', kind: 'transfer_in', at: at(2) });
    await move(gateway(), { memberId: agent.id, amount: '5.55', kind: 'salary', at: at(10), reference: 'settle:1:D:2025-01-09' });
    await move(gateway(), { memberId: agent.id, amount: '12.00', kind: 'dividend', at: at(11) });
    await move(gateway(), { memberId: agent.id, amount: '2.50', kind: 'rebate', at: at(12) });
    await move(gateway(), { memberId: agent.id, amount: '1.00', kind: 'salary', at: t0 + 2 * day });
    // The tree's rows, and rows of another team.
    await move(gateway(), { memberId: d1.id, amount: '1000.00', kind: 'deposit', at: at(1) });
    await move(gateway(), { memberId: d1.id, amount: '-40.00', kind: 'bet', at: at(2) });
    await move(gateway(), { memberId: d2.id, amount: '500.00', kind: 'deposit', at: at(3) });
    await move(gateway(), { memberId: d211.id, amount: '50.00', kind: 'deposit', at: at(4) });
    await move(gateway(), { memberId: d211.id, amount: '9.00', kind: 'deposit', at: t0 + 3 * day });
    await move(gateway(), { memberId: b1.id, amount: '999.00', kind: 'deposit', at: at(1) });
  });

  it('my income: the agent’s own salary, dividend and rebate rows with totals per kind', async () => {
    const income = await answerOf(gateway(), 'agentIncome', agentIncomeSchema, { token: tree.agent.token, query: period });
    expect(income.list.map((row) => [row.kind, row.amount])).toEqual([
      ['rebate', '2.50'],
      ['dividend', '12.00'],
      ['salary', '5.55'],
    ]);
    expect(income.list[2].reference).toBe('settle:1:D:2025-01-09');
    expect(income.totals).toEqual({ salary: '5.55', dividend: '12.00', rebate: '2.50', total: '20.05' });
    const dividends = await answerOf(gateway(), 'agentIncome', agentIncomeSchema, { token: tree.agent.token, query: { ...period, kind: 'dividend' } });
    expect(dividends.list.map((row) => row.amount)).toEqual(['12.00']);
    expect(dividends.totals.total).toBe('20.05');
    expect(await refusalOf(gateway(), 'agentIncome', { token: tree.agent.token, query: { ...period, kind: 'bet' } })).toMatchObject({ status: 400, fields: { kind: 'field.invalid' } });
  });

  it('account details: the tree’s ledger rows, never the agent’s own or another team’s', async () => {
    const details = await answerOf(gateway(), 'agentAccountDetails', accountDetailsSchema, { token: tree.agent.token, query: period });
    expect(details.list.map((row) => [row.account, row.kind, row.amount, row.balanceAfter])).toEqual([
      [tree.d211.account, 'deposit', '50.00', '50.00'],
      [tree.d2.account, 'deposit', '500.00', '500.00'],
      [tree.d1.account, 'bet', '-40.00', '960.00'],
      [tree.d1.account, 'deposit', '1000.00', '1000.00'],
    ]);
    const deposits = await answerOf(gateway(), 'agentAccountDetails', accountDetailsSchema, { token: tree.agent.token, query: { ...period, kind: 'deposit', pageSize: '2' } });
    expect(deposits).toMatchObject({ total: 3, totalPages: 2 });
    const one = await answerOf(gateway(), 'agentAccountDetails', accountDetailsSchema, { token: tree.agent.token, query: { ...period, account: tree.d1.account } });
    expect(one.list.map((row) => row.amount)).toEqual(['-40.00', '1000.00']);
    for (const account of [tree.b1.account, tree.agent.account, 'nobody-here']) {
      const none = await answerOf(gateway(), 'agentAccountDetails', accountDetailsSchema, { token: tree.agent.token, query: { ...period, account } });
      expect(none).toMatchObject({ list: [], total: 0 });
    }
  });

  it('credit report: each day opens at the previous close; the last close is the wallet', async () => {
    const report = await answerOf(gateway(), 'agentCreditReport', creditReportSchema, { token: tree.agent.token, query: periodQuery(t0 - day, t0 + day - 1) });
    expect(report).toEqual({
      opening: '100.00',
      closing: '1630.05',
      days: [
        { date: '2025-01-09', opening: '100.00', deposits: '2000.00', withdrawals: '200.00', transfersIn: '0.00', transfersOut: '300.00', settlements: '0.00', play: '0.00', closing: '1600.00' },
        { date: '2025-01-10', opening: '1600.00', deposits: '0.00', withdrawals: '0.00', transfersIn: '40.00', transfersOut: '0.00', settlements: '17.55', play: '-27.50', closing: '1630.05' },
      ],
    });
    // Three days on, the salary of the 12th is in and the close is the wallet's balance now.
    const later = await answerOf(gateway(), 'agentCreditReport', creditReportSchema, { token: tree.agent.token, query: periodQuery(t0, t0 + 3 * day) });
    expect(later.days.map((entry) => entry.date)).toEqual(['2025-01-10', '2025-01-11', '2025-01-12', '2025-01-13']);
    expect(later.days[2]).toMatchObject({ opening: '1630.05', settlements: '1.00', closing: '1631.05' });
    expect(later.closing).toBe(await ledgerSum(gateway().db, tree.agent.id));
  });

  it('refuses bad periods', async () => {
    for (const name of ['agentIncome', 'agentAccountDetails', 'agentCreditReport'] as const) {
      expect(await refusalOf(gateway(), name, { token: tree.agent.token, query: periodQuery(t0, t0 - 1) })).toMatchObject({ status: 400, code: errorCodes.periodInvalid });
      // A bare query is the last seven days (src/http/original-input.ts), as the original family sends it.
      expect((await callGateway(gateway(), name, { token: tree.agent.token, query: {} })).status).toBe(200);
    }
  });
});
