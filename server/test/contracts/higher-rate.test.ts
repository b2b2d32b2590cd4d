/**
 * The higher_rate rule on the seeded team: agent3 pays player31 2.00 % daily
 * salary; accepting 1.50 % from agent1 is refused with the contract it would
 * end, and accepting with confirmHigherRate ends it in the same step.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { errorCodes as e } from '../../../src/services/error-codes';
import { contracts, members, messages } from '../../src/db/schema';
import { openSession } from '../../src/domain/sessions';
import { describeOnBothDatabases } from '../databases';
import type { TestGateway } from '../harness';
import { act, newRequestId, refused, step } from './support';

async function seededParty(gateway: TestGateway, account: string) {
  const [member] = await gateway.db.select().from(members).where(eq(members.account, account));
  return { id: member.id, token: await openSession(gateway.deps, member.id) };
}

describeOnBothDatabases('the higher_rate rule', (gateway) => {
  it('warns first, then ends the downline contract in the same step as the acceptance', async () => {
    const [agent1, agent3, player31] = await Promise.all(['agent1', 'agent3', 'player31'].map((account) => seededParty(gateway(), account)));
    const [seeded] = await gateway()
      .db.select()
      .from(contracts)
      .where(and(eq(contracts.uplineId, agent3.id), eq(contracts.downlineId, player31.id), eq(contracts.status, 'active')));
    expect(seeded.terms?.rate).toBe('2.00');

    const terms = { teamBetting: '100', activeMembers: 1, rate: '1.50', dailyBetAmount: '10', amount: '0' };
    const offered = await step(gateway(), 'dailySalary', agent1.token, { action: 'offer', requestId: newRequestId(), downlineId: agent3.id, terms });
    const warned = await refused(gateway(), 'dailySalary', agent3.token, { action: 'accept', contractId: offered.contract.id }, 200, e.higherRate);
    expect(warned.body.value).toEqual({ contracts: [{ id: seeded.id, downline: 'player31', rate: '2.00' }] });
    expect(warned.body.fields).toBeUndefined();
    const untouched = await gateway().db.select().from(contracts).where(inArray(contracts.id, [seeded.id, offered.contract.id]));
    expect(untouched.map((row) => row.status).sort()).toEqual(['active', 'offered']);

    const accepted = await step(gateway(), 'dailySalary', agent3.token, { action: 'accept', contractId: offered.contract.id, confirmHigherRate: true });
    expect(accepted.ended).toEqual([{ id: seeded.id, downline: 'player31', rate: '2.00' }]);
    expect(accepted.contract).toMatchObject({ status: 'active', role: 'downline', upline: 'agent1' });
    const [ended] = await gateway().db.select().from(contracts).where(eq(contracts.id, seeded.id));
    expect(ended).toMatchObject({ status: 'terminated', endedAt: accepted.contract.acceptedAt });
    const told = await gateway().db.select().from(messages).where(eq(messages.memberId, player31.id));
    expect(told.map((m) => m.content)).toContainEqual(expect.stringContaining('daily salary contract with agent3 has ended'));
  });

  it('does not warn when the offered rate is equal or higher, nor across kinds', async () => {
    const [agent1, agent3, player31] = await Promise.all(['agent1', 'agent3', 'player31'].map((account) => seededParty(gateway(), account)));
    const downlineTerms = { profitRate: '1.00', lossRate: '2.00', singleBetAmount: '1' };
    const own = await step(gateway(), 'realTimeSalary', agent3.token, { action: 'offer', requestId: newRequestId(), downlineId: player31.id, terms: downlineTerms });
    await step(gateway(), 'realTimeSalary', player31.token, { action: 'accept', contractId: own.contract.id });
    // Real-time contracts compare by profit rate: 1.00 against 1.00 is not lower, whatever the loss rates.
    const equal = await step(gateway(), 'realTimeSalary', agent1.token, { action: 'offer', requestId: newRequestId(), downlineId: agent3.id, terms: { ...downlineTerms, lossRate: '0.10' } });
    expect((await step(gateway(), 'realTimeSalary', agent3.token, { action: 'accept', contractId: equal.contract.id })).ended).toEqual([]);
    const hourly = await step(gateway(), 'hourlySalary', agent1.token, { action: 'offer', requestId: newRequestId(), downlineId: agent3.id, terms: { teamBetting: '1', rate: '0.01', hourlyBetAmount: '1' } });
    expect((await act(gateway(), 'hourlySalary', agent3.token, { action: 'accept', contractId: hourly.contract.id })).status).toBe(200);
  });
});
