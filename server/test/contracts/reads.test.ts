/**
 * The reads around contracts: the caller's contract list with its filters,
 * the consolidated flags that open the contract popup and show the records
 * pages, the settlement records (received and team) and the operator's
 * run-now endpoint.
 */
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { expect, it } from 'vitest';
import { errorCodes as e } from '../../../src/services/error-codes';
import { consolidatedSchema, contractListSchema, settlementListSchema } from '../../../src/services/schemas/contracts';
import { members, switches } from '../../src/db/schema';
import { openSession } from '../../src/domain/sessions';
import { movableClock, send, type MovableClock } from '../access/support';
import { describeOnBothDatabases, type DatabaseKind } from '../databases';
import { fundedMember, operatorCall, operatorKey } from '../funds/support';
import type { TestGateway } from '../harness';
import { placeRound } from './rounds';
import { activeContract, agentWithDownline, day, offer, step, type Pair } from './support';

const clocks = new Map<DatabaseKind, MovableClock>();
const clockOf = (kind: DatabaseKind) => clocks.get(kind) ?? (clocks.set(kind, movableClock()), clocks.get(kind)!);

const read = async <T extends v.GenericSchema>(gateway: TestGateway, call: 'contractList' | 'consolidatedFunds' | 'agentSettlements', schema: T, token: string, data = {}) => {
  const answer = await send(gateway, call, { token, data });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return v.parse(schema, answer.body.value);
};

describeOnBothDatabases(
  'contract reads',
  (gateway, kind) => {
    it('lists the caller’s contracts by role, kind and scope, paged', async () => {
      const top = await agentWithDownline(gateway(), { type: 1 });
      const below: Pair = { agent: top.downline, downline: await fundedMember(gateway(), '100.00', { uplineId: top.downline.id }) };
      await activeContract(gateway(), 'dailySalary', top);
      const mine = await activeContract(gateway(), 'hourlySalary', below);
      await offer(gateway(), 'dividend', below);
      const list = (data: Record<string, unknown>) => read(gateway(), 'contractList', contractListSchema, top.downline.token, data);
      expect((await list({})).total).toBe(3);
      expect((await list({ role: 'downline' })).list.map((c) => [c.kind, c.role, c.upline])).toEqual([['dailySalary', 'downline', expect.any(String)]]);
      expect((await list({ role: 'upline', kind: 'hourlySalary' })).list.map((c) => c.id)).toEqual([mine]);
      expect(await list({ pageSize: 2, pageNo: 2 })).toMatchObject({ total: 3, totalPages: 2, pageNo: 2, list: [expect.anything()] });
      await step(gateway(), 'hourlySalary', below.agent.token, { action: 'terminate', contractId: mine });
      await step(gateway(), 'hourlySalary', below.downline.token, { action: 'terminate', contractId: mine });
      expect((await list({ kind: 'hourlySalary' })).total).toBe(0);
      expect((await list({ kind: 'hourlySalary', scope: 'all' })).list[0]).toMatchObject({ id: mine, status: 'terminated' });
      expect((await read(gateway(), 'contractList', contractListSchema, top.agent.token)).total).toBe(1);
    });

    it('raises the offer flag for a waiting offer and the info flags for agents and parties', async () => {
      const [player11] = await gateway().db.select().from(members).where(eq(members.account, 'player11'));
      const token = await openSession(gateway().deps, player11.id);
      const flags = await read(gateway(), 'consolidatedFunds', consolidatedSchema, token);
      expect(flags).toEqual({ dailysalreqtype: 1, divtypereq: 0, contracthoursalreq: 0, realtimesalreqtype: 0, contractmrdailysalinfotype: 0, contracthoursalinfo: 0, dailysalinfotype: 1, divtypeinfo: 0 });
      const pair = await agentWithDownline(gateway());
      expect(Object.values(await read(gateway(), 'consolidatedFunds', consolidatedSchema, pair.downline.token)).every((flag) => flag === 0)).toBe(true);
      const agentFlags = await read(gateway(), 'consolidatedFunds', consolidatedSchema, pair.agent.token);
      expect(agentFlags).toMatchObject({ divtypeinfo: 1, dailysalinfotype: 1, contracthoursalinfo: 1, contractmrdailysalinfotype: 1, divtypereq: 0 });
      await gateway().db.update(switches).set({ enabled: false }).where(eq(switches.modId, 'DAILYSALCONT3'));
      try {
        expect(await read(gateway(), 'consolidatedFunds', consolidatedSchema, token)).toMatchObject({ dailysalreqtype: 0, dailysalinfotype: 0 });
        expect(await read(gateway(), 'consolidatedFunds', consolidatedSchema, pair.agent.token)).toMatchObject({ dailysalinfotype: 0, divtypeinfo: 1 });
      } finally {
        await gateway().db.update(switches).set({ enabled: true }).where(eq(switches.modId, 'DAILYSALCONT3'));
      }
    });

    it('lists settlements received by the agent and those of its team, with the total of the query', async () => {
      const clock = clockOf(kind);
      const start = clock.now();
      const top = await agentWithDownline(gateway(), { type: 1 });
      const below: Pair = { agent: top.downline, downline: await fundedMember(gateway(), '1000.00', { uplineId: top.downline.id }) };
      const terms = (rate: string) => ({ teamBetting: '100', activeMembers: 1, rate, dailyBetAmount: '50', amount: '1' });
      await activeContract(gateway(), 'dailySalary', top, terms('1'));
      await activeContract(gateway(), 'dailySalary', below, terms('2'));
      await placeRound(gateway().db, { memberId: below.downline.id, stake: 20_000n, payout: 5_000n, at: start + 60_000 });
      clock.advance(2 * day);
      const run = await operatorCall<{ settled: number; paid: number; amount: string }>(gateway(), 'POST', '/settlements/run');
      expect(run.body.value.paid).toBeGreaterThanOrEqual(2);

      const records = (token: string, role: string, endTime = clock.now() + day) =>
        read(gateway(), 'agentSettlements', settlementListSchema, token, { kind: 'dailySalary', role, startTime: start - day, endTime });
      const received = await records(top.agent.token, 'received');
      expect(received.totalAmount).toBe('3.00');
      expect(received.list.find((row) => row.status === 'paid')).toMatchObject({ upline: expect.any(String), turnover: '200.00', teamLoss: '150.00', activeMembers: 1, amount: '3.00' });
      expect(received.list.filter((row) => row.status === 'notEligible').every((row) => row.reason === 'noPlay')).toBe(true);
      expect((await records(top.agent.token, 'team')).totalAmount).toBe('5.00');
      expect((await records(below.agent.token, 'received')).totalAmount).toBe('5.00');
      expect(await records(below.agent.token, 'team')).toMatchObject({ total: 0, list: [], totalAmount: '0.00' });
      expect(await records(top.agent.token, 'received', start - 1)).toMatchObject({ total: 0, totalAmount: '0.00' });

      const refused = await send(gateway(), 'agentSettlements', { token: below.downline.token, data: { kind: 'dailySalary', startTime: start, endTime: start + day } });
      expect({ status: refused.status, code: refused.body.errorCode }).toEqual({ status: 403, code: e.forbiddenAccountType });
      const again = await operatorCall<{ settled: number }>(gateway(), 'POST', '/settlements/run');
      expect(again.body.value.settled).toBe(0);
    });
  },
  // Sessions outlive the days the clock is moved on.
  (kind) => ({ clock: clockOf(kind), config: { operatorKey, sessionTtlMs: 30 * day } }),
);
