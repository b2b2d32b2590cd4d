/** Balance and unread count: token calls reading the wallet and inbox tables. */
import * as v from 'valibot';
import { expect, it } from 'vitest';
import { balanceSchema, unreadCountSchema } from '../../src/services/schemas/account';
import { messages, wallets } from '../src/db/schema';
import { describeOnBothDatabases } from './databases';
import { callGateway, memberWithSession } from './http';

describeOnBothDatabases('balance and unread count', (gateway) => {
  it('sums every sub-wallet without floating-point drift', async () => {
    const { id, token } = await memberWithSession(gateway());
    await gateway().db.insert(wallets).values([
      { memberId: id, accountTypeId: 0, balance: '1000.10' },
      { memberId: id, accountTypeId: 7, balance: '0.20' },
    ]);
    const balance = v.parse(balanceSchema, (await callGateway(gateway(), 'balance', { token, query: { typeId: '0' } })).body.value);
    expect(balance).toEqual({
      sumBalance: 1000.3,
      currency: 'VND',
      currencySymbol: '₫',
      balance: [
        { accountTypeId: 0, availBalance: 1000.1 },
        { accountTypeId: 7, availBalance: 0.2 },
      ],
    });
  });

  it('shows an empty main wallet for a member without one', async () => {
    const { token } = await memberWithSession(gateway());
    const balance = v.parse(balanceSchema, (await callGateway(gateway(), 'balance', { token })).body.value);
    expect(balance.sumBalance).toBe(0);
    expect(balance.balance).toEqual([{ accountTypeId: 0, availBalance: 0 }]);
  });

  it('counts only the member’s own unread messages', async () => {
    const first = await memberWithSession(gateway());
    const second = await memberWithSession(gateway());
    const now = Date.now();
    await gateway().db.insert(messages).values([
      { memberId: first.id, title: 'a', content: 'a', sentAt: now },
      { memberId: first.id, title: 'b', content: 'b', sentAt: now },
      { memberId: first.id, title: 'c', content: 'c', sentAt: now, readAt: now },
      { memberId: second.id, title: 'd', content: 'd', sentAt: now },
    ]);
    const count = async (token: string) => v.parse(unreadCountSchema, (await callGateway(gateway(), 'unreadCount', { token })).body.value);
    expect(await count(first.token)).toBe(2);
    expect(await count(second.token)).toBe(1);
  });
});
