/**
 * A running contract: who may see and move it, termination asked by one
 * party and confirmed or declined by the other, a new contract replacing the
 * pair's old one, and two concurrent accepts of one offer.
 */
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { errorCodes as e } from '../../../src/services/error-codes';
import { contracts, messages } from '../../src/db/schema';
import { describeOnBothDatabases } from '../databases';
import { act, activeContract, agentWithDownline, offer, refused, step } from './support';

describeOnBothDatabases('contract lifecycle', (gateway) => {
  it('refuses strangers, the wrong call for the kind and unknown contracts', async () => {
    const pair = await agentWithDownline(gateway());
    const stranger = await agentWithDownline(gateway());
    const offered = await offer(gateway(), 'dailySalary', pair);
    await refused(gateway(), 'dailySalary', stranger.agent.token, { action: 'accept', contractId: offered.contract.id }, 403, e.contractNotParty);
    await refused(gateway(), 'dailySalary', stranger.downline.token, { action: 'reject', contractId: offered.contract.id }, 403, e.contractNotParty);
    await refused(gateway(), 'dailySalary', pair.agent.token, { action: 'accept', contractId: offered.contract.id }, 403, e.contractNotParty);
    await refused(gateway(), 'hourlySalary', pair.downline.token, { action: 'accept', contractId: offered.contract.id }, 404, e.contractNotFound);
    await refused(gateway(), 'dailySalary', pair.downline.token, { action: 'accept', contractId: 999_999 }, 404, e.contractNotFound);
    const anonymous = await act(gateway(), 'dailySalary', '', { action: 'accept', contractId: offered.contract.id });
    expect(anonymous.status).toBe(401);
  });

  it('ends a contract only when both parties agree; keep declines a termination request', async () => {
    const pair = await agentWithDownline(gateway());
    const id = await activeContract(gateway(), 'realTimeSalary', pair);
    await refused(gateway(), 'realTimeSalary', pair.downline.token, { action: 'keep', contractId: id }, 409, e.contractWrongState);
    const asked = await step(gateway(), 'realTimeSalary', pair.downline.token, { action: 'terminate', contractId: id });
    expect(asked.contract).toMatchObject({ status: 'terminationRequested', terminationRequestedBy: 'downline', endedAt: null });
    await refused(gateway(), 'realTimeSalary', pair.downline.token, { action: 'terminate', contractId: id }, 409, e.contractWrongState);
    await refused(gateway(), 'realTimeSalary', pair.downline.token, { action: 'keep', contractId: id }, 409, e.contractWrongState);
    const kept = await step(gateway(), 'realTimeSalary', pair.agent.token, { action: 'keep', contractId: id });
    expect(kept.contract).toMatchObject({ status: 'active', terminationRequestedBy: null });

    expect((await step(gateway(), 'realTimeSalary', pair.agent.token, { action: 'terminate', contractId: id })).contract.terminationRequestedBy).toBe('upline');
    const ended = await step(gateway(), 'realTimeSalary', pair.downline.token, { action: 'terminate', contractId: id });
    expect(ended.contract).toMatchObject({ status: 'terminated', role: 'downline' });
    expect(ended.contract.endedAt).not.toBeNull();
    await refused(gateway(), 'realTimeSalary', pair.agent.token, { action: 'terminate', contractId: id }, 409, e.contractWrongState);
    await refused(gateway(), 'realTimeSalary', pair.downline.token, { action: 'reject', contractId: id }, 409, e.contractWrongState);

    const titles = async (memberId: number) => (await gateway().db.select().from(messages).where(eq(messages.memberId, memberId))).map((m) => m.title);
    expect(await titles(pair.agent.id)).toEqual(['Contract accepted', 'Termination requested', 'Contract ended']);
    expect(await titles(pair.downline.id)).toEqual(['New contract offer', 'Termination requested']);
  });

  it('lets a new accepted offer replace the pair’s running contract of that kind', async () => {
    const pair = await agentWithDownline(gateway());
    const first = await activeContract(gateway(), 'dailySalary', pair);
    const second = await activeContract(gateway(), 'dailySalary', pair, { teamBetting: '10', activeMembers: 0, rate: '2', dailyBetAmount: '0', amount: '0' });
    const rows = await gateway().db.select().from(contracts).where(eq(contracts.downlineId, pair.downline.id));
    expect(Object.fromEntries(rows.map((row) => [row.id, row.status]))).toEqual({ [first]: 'terminated', [second]: 'active' });
    // The old contract's last, partial period is still to be settled.
    expect(rows.find((row) => row.id === first)?.nextSettleAt).not.toBeNull();
  });

  it('lets exactly one of two concurrent accepts win', async () => {
    for (let round = 0; round < 5; round += 1) {
      const pair = await agentWithDownline(gateway());
      await activeContract(gateway(), 'hourlySalary', pair);
      const offered = await offer(gateway(), 'hourlySalary', pair, { teamBetting: '1', rate: '2', hourlyBetAmount: '1' });
      const answers = await Promise.all([0, 1].map(() => act(gateway(), 'hourlySalary', pair.downline.token, { action: 'accept', contractId: offered.contract.id })));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.status === 409)?.body.errorCode).toBe(e.contractWrongState);
      const running = await gateway()
        .db.select()
        .from(contracts)
        .where(and(eq(contracts.downlineId, pair.downline.id), eq(contracts.status, 'active')));
      expect(running.map((row) => row.id)).toEqual([offered.contract.id]);
    }
  });
});
