/**
 * Opening contracts: offers, requests and the answers to them, with every
 * refusal of a party or a term, the kind switch, retries by request id and
 * the inbox message each step sends to the other party.
 */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { errorCodes as e } from '../../../src/services/error-codes';
import { contracts, messages, switches } from '../../src/db/schema';
import { describeOnBothDatabases } from '../databases';
import { fundedMember } from '../funds/support';
import { act, agentWithDownline, newRequestId, offer, refused, step, teamMember, termsOf } from './support';

describeOnBothDatabases('contract offers and requests', (gateway) => {
  const inbox = (memberId: number) => gateway().db.select().from(messages).where(eq(messages.memberId, memberId));

  it('offers to a direct downline, who accepts; each side is told in its inbox', async () => {
    const pair = await agentWithDownline(gateway());
    const offered = await offer(gateway(), 'dailySalary', pair, { ...termsOf.dailySalary, rate: '1.5' });
    expect(offered.contract).toMatchObject({ status: 'offered', role: 'upline', downlineId: pair.downline.id, acceptedAt: null });
    expect(offered.contract.terms).toEqual({ teamBetting: '500.00', activeMembers: 1, rate: '1.50', dailyBetAmount: '100.00', amount: '3.33' });
    expect((await inbox(pair.downline.id)).map((m) => m.title)).toEqual(['New contract offer']);
    const accepted = await step(gateway(), 'dailySalary', pair.downline.token, { action: 'accept', contractId: offered.contract.id });
    expect(accepted).toMatchObject({ contract: { status: 'active', role: 'downline' }, ended: [] });
    expect((await inbox(pair.agent.id)).map((m) => m.content)).toEqual([expect.stringContaining('accepted your daily salary contract at 1.50 %')]);
    const [row] = await gateway().db.select().from(contracts).where(eq(contracts.id, offered.contract.id));
    const dayStart = Math.floor(row.acceptedAt! / 86_400_000) * 86_400_000;
    expect(row.nextSettleAt).toBe(dayStart + 86_400_000);
  });

  it('writes to each party in its own language', async () => {
    const pair = await agentWithDownline(gateway(), { language: 'TY' });
    await offer(gateway(), 'dividend', pair);
    expect(await inbox(pair.downline.id)).toMatchObject([{ title: 'Bagong alok na kontrata', content: expect.stringContaining('kontratang dibidendo sa 10.00 %') }]);
  });

  it('lets the downline reject an offer, and the upline withdraw one', async () => {
    const pair = await agentWithDownline(gateway());
    const first = await offer(gateway(), 'hourlySalary', pair);
    await refused(gateway(), 'hourlySalary', pair.agent.token, { action: 'reject', contractId: first.contract.id }, 403, e.contractNotParty);
    expect((await step(gateway(), 'hourlySalary', pair.downline.token, { action: 'reject', contractId: first.contract.id })).contract.status).toBe('rejected');
    expect((await inbox(pair.agent.id)).map((m) => m.title)).toEqual(['Contract rejected']);
    const second = await offer(gateway(), 'hourlySalary', pair);
    await refused(gateway(), 'hourlySalary', pair.downline.token, { action: 'terminate', contractId: second.contract.id }, 403, e.contractNotParty);
    expect((await step(gateway(), 'hourlySalary', pair.agent.token, { action: 'terminate', contractId: second.contract.id })).contract.status).toBe('terminated');
    await refused(gateway(), 'hourlySalary', pair.downline.token, { action: 'accept', contractId: second.contract.id }, 409, e.contractWrongState);
  });

  it('answers a downline request with an offer, or rejects it', async () => {
    const pair = await agentWithDownline(gateway());
    const asked = await step(gateway(), 'realTimeSalary', pair.downline.token, { action: 'request', requestId: newRequestId(), note: 'my team plays <daily>' });
    expect(asked.contract).toMatchObject({ status: 'requested', terms: null, note: 'my team plays <daily>', role: 'downline' });
    expect((await inbox(pair.agent.id))[0].content).toContain('my team plays &#60;daily&#62;');
    await refused(gateway(), 'realTimeSalary', pair.downline.token, { action: 'request', requestId: newRequestId() }, 409, e.contractPending);
    const answered = await step(gateway(), 'realTimeSalary', pair.agent.token, { action: 'offer', requestId: newRequestId(), downlineId: pair.downline.id, contractId: asked.contract.id, terms: termsOf.realTimeSalary });
    expect(answered.contract).toMatchObject({ id: asked.contract.id, status: 'offered' });

    const other = await agentWithDownline(gateway());
    const request = await step(gateway(), 'dividend', other.downline.token, { action: 'request', requestId: newRequestId() });
    await refused(gateway(), 'dividend', other.downline.token, { action: 'reject', contractId: request.contract.id }, 403, e.contractNotParty);
    expect((await step(gateway(), 'dividend', other.agent.token, { action: 'reject', contractId: request.contract.id })).contract.status).toBe('rejected');
  });

  it('takes a request only from a downline whose upline is an agent', async () => {
    const loner = await fundedMember(gateway());
    await refused(gateway(), 'dailySalary', loner.token, { action: 'request', requestId: newRequestId() }, 403, e.notDownline);
    const player = await fundedMember(gateway());
    const below = await fundedMember(gateway(), '0', { uplineId: player.id });
    await refused(gateway(), 'dailySalary', below.token, { action: 'request', requestId: newRequestId() }, 403, e.notDownline);
  });

  it('offers only from an agent to its direct downline, one open offer per pair and kind', async () => {
    const pair = await agentWithDownline(gateway());
    const grandchild = await teamMember(gateway(), pair.downline.id);
    const stranger = await agentWithDownline(gateway());
    const offerTo = (token: string, downlineId: number) => act(gateway(), 'dailySalary', token, { action: 'offer', requestId: newRequestId(), downlineId, terms: termsOf.dailySalary });
    expect((await offerTo(pair.agent.token, grandchild.id)).body.errorCode).toBe(e.notDownline);
    expect((await offerTo(pair.agent.token, stranger.downline.id)).body.errorCode).toBe(e.notDownline);
    expect((await offerTo(pair.downline.token, grandchild.id)).body.errorCode).toBe(e.forbiddenAccountType);
    expect((await offerTo(pair.agent.token, pair.downline.id)).status).toBe(200);
    const again = await offerTo(pair.agent.token, pair.downline.id);
    expect({ status: again.status, code: again.body.errorCode }).toEqual({ status: 409, code: e.contractPending });
  });

  it('refuses rates outside (0, max] and malformed terms, naming the term', async () => {
    const pair = await agentWithDownline(gateway());
    const offerWith = (kind: 'dailySalary' | 'dividend' | 'realTimeSalary', terms: Record<string, unknown>) =>
      act(gateway(), kind, pair.agent.token, { action: 'offer', requestId: newRequestId(), downlineId: pair.downline.id, terms });
    for (const rate of ['0', '0.00', '5.01']) {
      const answer = await offerWith('dailySalary', { ...termsOf.dailySalary, rate });
      expect({ status: answer.status, code: answer.body.errorCode, value: answer.body.value, fields: answer.body.fields }).toEqual({
        status: 400,
        code: e.contractRateInvalid,
        value: { max: 5 },
        fields: { rate: e.contractRateInvalid },
      });
    }
    expect((await offerWith('dividend', { ...termsOf.dividend, rate: '50.01' })).body).toMatchObject({ errorCode: e.contractRateInvalid, value: { max: 50 } });
    expect((await offerWith('realTimeSalary', { ...termsOf.realTimeSalary, lossRate: '9' })).body.fields).toEqual({ lossRate: e.contractRateInvalid });
    const malformed = await offerWith('dailySalary', { ...termsOf.dailySalary, teamBetting: 'lots', amount: undefined });
    expect({ status: malformed.status, code: malformed.body.errorCode, fields: malformed.body.fields }).toEqual({
      status: 400,
      code: e.badRequest,
      fields: { teamBetting: 'field.invalid', amount: 'field.required' },
    });
    expect((await offerWith('dividend', { ...termsOf.dividend, rate: '50' })).status).toBe(200);
  });

  it('answers a retried offer with the first answer, creating one contract', async () => {
    const pair = await agentWithDownline(gateway());
    const data = { action: 'offer', requestId: newRequestId(), downlineId: pair.downline.id, terms: termsOf.dividend };
    const [first, second] = await Promise.all([act(gateway(), 'dividend', pair.agent.token, data), act(gateway(), 'dividend', pair.agent.token, data)]);
    expect(first.body.value).toEqual(second.body.value);
    expect(await gateway().db.select().from(contracts).where(eq(contracts.downlineId, pair.downline.id))).toHaveLength(1);
  });

  it('refuses new contracts of a kind whose whitelabel switch is off', async () => {
    const pair = await agentWithDownline(gateway());
    const pending = await offer(gateway(), 'hourlySalary', pair);
    await gateway().db.update(switches).set({ enabled: false }).where(eq(switches.modId, 'HOURSAL3'));
    try {
      await refused(gateway(), 'hourlySalary', pair.agent.token, { action: 'offer', requestId: newRequestId(), downlineId: pair.downline.id, terms: termsOf.hourlySalary }, 403, e.contractKindDisabled);
      await refused(gateway(), 'hourlySalary', pair.downline.token, { action: 'accept', contractId: pending.contract.id }, 403, e.contractKindDisabled);
      // Saying no still works: a switched-off kind leaves nothing hanging.
      expect((await step(gateway(), 'hourlySalary', pair.downline.token, { action: 'reject', contractId: pending.contract.id })).contract.status).toBe('rejected');
      expect((await offer(gateway(), 'dailySalary', pair)).contract.status).toBe('offered');
    } finally {
      await gateway().db.update(switches).set({ enabled: true }).where(eq(switches.modId, 'HOURSAL3'));
    }
  });
});
