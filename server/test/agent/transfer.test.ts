/**
 * Transfer to downlines: several legs in one transaction through the
 * ledger, an inbox message per downline in its language, a retried request
 * moving once, a balance too small for the total moving nothing, and a
 * downline outside the caller's tree refused.
 */
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, expect, it } from 'vitest';
import { errorCodes } from '../../../src/services/error-codes';
import { downlineTransferSchema } from '../../../src/services/schemas/agent';
import { ledgerEntries, messages } from '../../src/db/schema';
import { describeOnBothDatabases } from '../databases';
import { balanceOf, walletsAgainstLedger } from '../funds/support';
import { callGateway } from '../http';
import { agentTree, move, requestId, type Tree } from './support';

describeOnBothDatabases('agent transfer to downlines', (gateway) => {
  let tree: Tree;
  beforeAll(async () => {
    tree = await agentTree(gateway());
    await move(gateway(), { memberId: tree.agent.id, amount: '1000.00', kind: 'deposit', at: gateway().deps.clock.now() });
  });

  const transfer = (body: Record<string, unknown>, token = tree.agent.token) => callGateway(gateway(), 'agentDownlineTransfer', { token, body: { requestId: requestId(), ...body } });
  const inbox = (memberId: number) => gateway().db.select().from(messages).where(eq(messages.memberId, memberId));
  const balances = async () => Promise.all([tree.agent, tree.d1, tree.d21, tree.b1].map((member) => balanceOf(gateway(), member.id)));

  it('moves every leg at once, tells each downline in its language, and replays a retried request', async () => {
    const body = { requestId: requestId(), transfers: [{ downlineId: tree.d1.id, amount: '100.50' }, { downlineId: tree.d21.id, amount: '50' }], note: 'for <b>you</b>' };
    const answer = await callGateway(gateway(), 'agentDownlineTransfer', { token: tree.agent.token, body });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const done = v.parse(downlineTransferSchema, answer.body.value);
    expect(done).toMatchObject({ total: '150.50', balance: '849.50', transfers: [{ account: tree.d1.account, amount: '100.50' }, { account: tree.d21.account, amount: '50.00' }] });
    expect(done.reference).toMatch(/^A\d{10,}$/);
    expect(await balances()).toEqual(['849.50', '100.50', '50.00', '0.00']);

    const [toD1] = await inbox(tree.d1.id);
    expect(toD1.title).toBe('Transfer from your upline');
    expect(toD1.content).toContain(`${tree.agent.account} transferred 100.50`);
    expect(toD1.content).toContain(`to ${tree.d1.account}`);
    expect(toD1.content).toContain('for &#60;b&#62;you&#60;/b&#62;');
    const [toD21] = await inbox(tree.d21.id);
    expect(toD21.title).toBe('Paglipat mula sa iyong upline');
    expect(toD21.content).toContain('50.00');

    const again = await callGateway(gateway(), 'agentDownlineTransfer', { token: tree.agent.token, body });
    expect(again.body.value).toEqual(answer.body.value);
    expect(await balances()).toEqual(['849.50', '100.50', '50.00', '0.00']);
    expect(await inbox(tree.d1.id)).toHaveLength(1);
    const legs = await gateway().db.select().from(ledgerEntries).where(eq(ledgerEntries.reference, done.reference));
    expect(legs.map((row) => [row.memberId, row.kind, row.amount]).sort()).toEqual(
      [
        [tree.agent.id, 'transfer_out', '-100.50'],
        [tree.agent.id, 'transfer_out', '-50.00'],
        [tree.d1.id, 'transfer_in', '100.50'],
        [tree.d21.id, 'transfer_in', '50.00'],
      ].sort(),
    );
    for (const member of [tree.agent, tree.d1, tree.d21]) {
      for (const wallet of await walletsAgainstLedger(gateway(), member.id)) expect(wallet.balance).toBe(wallet.ledger);
    }
  });

  it('moves nothing when the balance does not cover every leg', async () => {
    const before = await balances();
    const answer = await transfer({ transfers: [{ downlineId: tree.d1.id, amount: '800.00' }, { downlineId: tree.d21.id, amount: '100.00' }] });
    expect(answer.status).toBe(400);
    expect(answer.body.errorCode).toBe(errorCodes.insufficientBalance);
    expect(await balances()).toEqual(before);
    expect(await inbox(tree.d1.id)).toHaveLength(1);
  });

  it('refuses a downline outside the tree, even beside one inside it, and moves nothing', async () => {
    const before = await balances();
    for (const stranger of [tree.b1.id, tree.other.id, tree.agent.id, 999_999]) {
      const answer = await transfer({ transfers: [{ downlineId: tree.d1.id, amount: '1.00' }, { downlineId: stranger, amount: '1.00' }] });
      expect(answer.status).toBe(403);
      expect(answer.body.errorCode).toBe(errorCodes.notDownline);
    }
    // A sub-agent can send to its own downlines but not up to its upline's other players.
    expect((await transfer({ transfers: [{ downlineId: tree.d1.id, amount: '1.00' }] }, tree.d2.token)).body.errorCode).toBe(errorCodes.notDownline);
    expect(await balances()).toEqual(before);
  });

  it('two copies of one request sent at once move once; racing requests never overdraw', async () => {
    const before = await balances();
    const body = { requestId: requestId(), transfers: [{ downlineId: tree.d1.id, amount: '10.00' }] };
    const copies = await Promise.all([1, 2, 3].map(() => callGateway(gateway(), 'agentDownlineTransfer', { token: tree.agent.token, body })));
    expect(copies.map((copy) => copy.status)).toEqual([200, 200, 200]);
    expect(copies[1].body.value).toEqual(copies[0].body.value);
    expect(copies[2].body.value).toEqual(copies[0].body.value);
    const [agentBalance] = await balances();
    expect(agentBalance).toBe('839.50');
    expect((await balances())[1]).toBe((Number(before[1]) + 10).toFixed(2));

    // 839.50 covers two legs of 400.00, not three.
    const racing = await Promise.all([1, 2, 3].map(() => transfer({ transfers: [{ downlineId: tree.d21.id, amount: '400.00' }] })));
    expect(racing.filter((answer) => answer.status === 200)).toHaveLength(2);
    expect(racing.filter((answer) => answer.body.errorCode === errorCodes.insufficientBalance)).toHaveLength(1);
    expect(await balances()).toEqual(['39.50', (Number(before[1]) + 10).toFixed(2), '850.00', '0.00']);
    for (const member of [tree.agent, tree.d21]) {
      for (const wallet of await walletsAgainstLedger(gateway(), member.id)) expect(wallet.balance).toBe(wallet.ledger);
    }
  });

  it('refuses bad input per field', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ transfers: [] }, { transfers: errorCodes.fieldRequired }],
      [{ transfers: [{ downlineId: tree.d1.id, amount: '0' }] }, { 'transfers.0.amount': errorCodes.amountBelowMin }],
      [{ transfers: [{ downlineId: tree.d1.id, amount: '1.234' }] }, { 'transfers.0.amount': errorCodes.fieldInvalid }],
      [{ transfers: [{ downlineId: 0, amount: '1' }] }, { 'transfers.0.downlineId': errorCodes.fieldInvalid }],
      [{ transfers: [{ downlineId: tree.d1.id, amount: '1' }, { downlineId: tree.d1.id, amount: '2' }] }, { 'transfers.1.downlineId': errorCodes.fieldInvalid }],
      [{ transfers: [{ downlineId: tree.d1.id, amount: '1' }], note: 'x'.repeat(101) }, { note: errorCodes.fieldInvalid }],
    ];
    for (const [body, fields] of cases) {
      const answer = await transfer(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.fields).toEqual(fields);
    }
    const noId = await callGateway(gateway(), 'agentDownlineTransfer', { token: tree.agent.token, body: { transfers: [{ downlineId: tree.d1.id, amount: '1' }] } });
    // A missing id is derived by the gateway (src/http/derived-request-id.ts): the transfer is judged on its merits.
    expect(noId.body.fields).toBeUndefined();
  });
});
