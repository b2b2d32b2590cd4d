/**
 * Money calls of the original portal family carry no requestId. The gateway
 * derives the idempotency key (src/http/derived-request-id.ts): an encrypted
 * request is named by its one-time `Encryption` key, so its replay never
 * moves money again however late it comes; a plain request by its session
 * and body within a minute's sliding window. Checked on the main wallet and
 * the ledger, on both databases.
 */
import { and, eq, ne } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { calls } from '../../../src/services/calls';
import { ledgerEntries, wallets } from '../../src/db/schema';
import { replayWindowMs } from '../../src/http/derived-request-id';
import { movableClocks } from '../access/support';
import { describeOnBothDatabases } from '../databases';
import type { TestGateway } from '../harness';
import { OriginalClient } from './original-client';
import { callerOf, type Caller } from './world';

vi.spyOn(console, 'info').mockImplementation(() => undefined);

const clocks = movableClocks();

/** The member's main balance and how many movements of it the ledger holds besides the opening credit. */
async function moneyOf(gateway: TestGateway, memberId: number): Promise<{ balance: string; moves: number }> {
  const [wallet] = await gateway.db.select({ balance: wallets.balance }).from(wallets).where(and(eq(wallets.memberId, memberId), eq(wallets.accountTypeId, 0)));
  const moves = await gateway.db.select({ id: ledgerEntries.id }).from(ledgerEntries).where(and(eq(ledgerEntries.memberId, memberId), eq(ledgerEntries.accountTypeId, 0), ne(ledgerEntries.kind, 'adjustment')));
  return { balance: Number(wallet.balance).toFixed(2), moves: moves.length };
}

const clientOf = (gateway: TestGateway, caller: Caller, scheme: 'legacy' | 'v2' = 'legacy') => new OriginalClient(gateway, { scheme, extras: false, token: caller.token });

describeOnBothDatabases(
  'money calls without a requestId',
  (gateway, kind) => {
    const clock = clocks[kind];
    const transfer = { fromAccountTypeId: 0, toAccountTypeId: 1, amount: '10.00' };

    it('moves a plain transfer once however often the same HTTP request is replayed, and answers every replay alike', async () => {
      const member = await callerOf(gateway(), 'member');
      const client = clientOf(gateway(), member);
      const first = await client.send(calls.walletTransfer, transfer);
      expect(first.body?.success, first.text).toBe(true);
      const request = client.last!;
      const replays = await Promise.all([1, 2, 3, 4].map(() => client.replay(request)));
      for (const replay of replays) expect(replay.body).toEqual(first.body);
      expect(await moneyOf(gateway(), member.id!)).toEqual({ balance: '990.00', moves: 1 });
    });

    it('moves once when copies of one request race each other', async () => {
      const member = await callerOf(gateway(), 'member');
      const client = clientOf(gateway(), member);
      const racing = await Promise.all([1, 2, 3, 4, 5].map(() => client.send(calls.walletTransfer, transfer)));
      expect(racing.every((answer) => answer.body?.success)).toBe(true);
      for (const answer of racing) expect(answer.body).toEqual(racing[0].body);
      expect(await moneyOf(gateway(), member.id!)).toEqual({ balance: '990.00', moves: 1 });
    });

    it('takes the same plain request within the window for a replay, across a window edge too, and moves again after it', async () => {
      const member = await callerOf(gateway(), 'member');
      const client = clientOf(gateway(), member);
      // Just before a window ends: the copy half a minute later falls into the next window and must still find it.
      clock.advance(replayWindowMs - (clock.now() % replayWindowMs) - 1_000);
      expect((await client.send(calls.walletTransfer, transfer)).body?.success).toBe(true);
      clock.advance(replayWindowMs / 2);
      expect((await client.send(calls.walletTransfer, transfer)).body?.success).toBe(true);
      expect(await moneyOf(gateway(), member.id!)).toEqual({ balance: '990.00', moves: 1 });
      clock.advance(replayWindowMs);
      expect((await client.send(calls.walletTransfer, transfer)).body?.success).toBe(true);
      expect(await moneyOf(gateway(), member.id!)).toEqual({ balance: '980.00', moves: 2 });
      // Another amount is another request at once.
      expect((await client.send(calls.walletTransfer, { ...transfer, amount: '1.00' })).body?.success).toBe(true);
      expect(await moneyOf(gateway(), member.id!)).toEqual({ balance: '979.00', moves: 3 });
    });

    it('tells a plain request of one session from the same request of another session', async () => {
      const member = await callerOf(gateway(), 'member');
      const { openSession } = await import('../../src/domain/sessions');
      const secondSession = await openSession(gateway().deps, member.id!);
      expect((await clientOf(gateway(), member).send(calls.walletTransfer, transfer)).body?.success).toBe(true);
      expect((await clientOf(gateway(), { ...member, token: secondSession }).send(calls.walletTransfer, transfer)).body?.success).toBe(true);
      expect(await moneyOf(gateway(), member.id!)).toEqual({ balance: '980.00', moves: 2 });
    });

    it.each(['legacy', 'v2'] as const)('names an encrypted withdrawal (%s) by its one-time key: a replay never moves again, a new request always does', async (scheme) => {
      const member = await callerOf(gateway(), 'withdrawer');
      const client = clientOf(gateway(), member, scheme);
      const withdrawal = { amount: '100.00', bankAccountId: member.facts.bankAccountId, paymentPassword: member.facts.paymentPassword };
      const first = await client.send(calls.withdraw, withdrawal);
      expect(first.body?.success, first.text).toBe(true);
      const request = client.last!;
      clock.advance(10 * replayWindowMs);
      const late = await client.replay(request);
      expect(late.body).toEqual(first.body);
      expect((await moneyOf(gateway(), member.id!)).moves).toBe(1);
      // The same payload sealed again is another request (a person withdrawing twice), even at once.
      expect((await client.send(calls.withdraw, withdrawal)).body?.success).toBe(true);
      expect((await moneyOf(gateway(), member.id!)).moves).toBe(2);
    });

    it('keeps a requestId, when sent, as the key: two ids move twice, one id once', async () => {
      const member = await callerOf(gateway(), 'member');
      const client = clientOf(gateway(), member);
      for (const requestId of ['portal-request-0001', 'portal-request-0002', 'portal-request-0001']) {
        expect((await client.send(calls.walletTransfer, { ...transfer, requestId })).body?.success).toBe(true);
      }
      expect(await moneyOf(gateway(), member.id!)).toEqual({ balance: '980.00', moves: 2 });
    });
  },
  (kind) => ({ clock: clocks[kind], encryption: 'legacy' }),
);
