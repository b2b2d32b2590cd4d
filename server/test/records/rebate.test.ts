/**
 * The manual rebate on real bets: seeded rates, claimable amounts computed
 * by hand (rounded down to the cent, an open ticket stopping the run), one
 * ledger credit and one claim row per type, replayed retries, and claims
 * racing each other paying once.
 */
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { expect, it } from 'vitest';
import { errorCodes } from '../../../src/services/error-codes';
import { claimableRebateSchema, rebateClaimSchema, rebateSettingsSchema, type ClaimableRebate } from '../../../src/services/schemas/records';
import { bets, ledgerEntries, rebateClaims, wallets } from '../../src/db/schema';
import { ledgerSum } from '../../src/domain/ledger';
import { movableClocks } from '../access/support';
import { describeOnBothDatabases } from '../databases';
import type { TestGateway } from '../harness';
import { callGateway, memberWithSession } from '../http';
import { answerOf, insertBet, refusalOf, requestId } from './support';

const clocks = movableClocks();

const entryOf = (claimable: ClaimableRebate, productType: string) => claimable.list.find((entry) => entry.productType === productType);

async function moneyOf(gateway: TestGateway, memberId: number) {
  const [wallet] = await gateway.db.select().from(wallets).where(and(eq(wallets.memberId, memberId), eq(wallets.accountTypeId, 0)));
  const rebates = await gateway.db.select().from(ledgerEntries).where(and(eq(ledgerEntries.memberId, memberId), eq(ledgerEntries.kind, 'rebate')));
  const claims = await gateway.db.select().from(rebateClaims).where(eq(rebateClaims.memberId, memberId));
  return { balance: wallet?.balance ?? '0.00', ledger: await ledgerSum(gateway.db, memberId), rebates: rebates.map((row) => row.amount).sort(), claims };
}

describeOnBothDatabases(
  'manual rebate',
  (gateway, kind) => {
    const clock = clocks[kind];
    const claim = (token: string, body: Record<string, unknown>) => callGateway(gateway(), 'rebateClaim', { token, body });

    it('lists the seeded rate of every product type, in category order', async () => {
      const { token } = await memberWithSession(gateway());
      const settings = await answerOf(gateway(), 'rebateSettings', rebateSettingsSchema, { token });
      expect(settings.list).toEqual(
        [
          ['RNG', '0.80'],
          ['LIVE', '0.60'],
          ['FISH', '0.70'],
          ['PVP', '0.50'],
          ['SPORTS', '0.50'],
          ['ESPORTS', '0.50'],
          ['COCKFIGHT', '0.40'],
          ['LOTT', '0.30'],
          ['ELOTT', '0.30'],
        ].map(([productType, rate]) => ({ productType, rate, minClaim: '1.00' })),
      );
    });

    it('claims what settled bets earned, once: ledger credits and claim rows, retries replayed, later bets claimable later', async () => {
      const member = await memberWithSession(gateway());
      const other = await memberWithSession(gateway());
      const now = clock.now();
      const bet = (code: string, stake: string, status: 'open' | 'settled' = 'settled') => insertBet(gateway(), { memberId: member.id, code, stake, createdAt: now, status });
      await bet('PG_AZTEC_GOLD', '333.33');
      const lastSlot = await bet('PG_AZTEC_GOLD', '100.00');
      await bet('EVO_LOBBY', '100.00');
      const firstLotto = await bet('LOTT_LOTTO_645', '1000.00');
      const ticket = await bet('LOTT_LOTTO_645', '200.00', 'open');
      await bet('LOTT_LOTTO_645', '500.00');
      await insertBet(gateway(), { memberId: other.id, code: 'PG_AZTEC_GOLD', stake: '10000.00', createdAt: now });

      const before = await answerOf(gateway(), 'rebateClaimable', claimableRebateSchema, { token: member.token });
      // 433.33 × 0.8 % = 3.46664 → 3.46; 100 × 0.6 % = 0.60 is below the minimum; the open ticket holds back the 500.
      expect(entryOf(before, 'RNG')).toEqual({ productType: 'RNG', rate: '0.80', validStake: '433.33', amount: '3.46', minClaim: '1.00', claimable: true });
      expect(entryOf(before, 'LIVE')).toMatchObject({ validStake: '100.00', amount: '0.60', claimable: false });
      expect(entryOf(before, 'LOTT')).toMatchObject({ validStake: '1000.00', amount: '3.00', claimable: true });
      expect(entryOf(before, 'FISH')).toMatchObject({ validStake: '0.00', amount: '0.00', claimable: false });
      expect(before).toMatchObject({ total: '6.46', lastClaimAt: null });

      const id = requestId();
      const first = await claim(member.token, { requestId: id });
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(v.parse(rebateClaimSchema, first.body.value)).toEqual({
        claimed: [
          { productType: 'RNG', amount: '3.46' },
          { productType: 'LOTT', amount: '3.00' },
        ],
        total: '6.46',
        balance: '6.46',
      });
      const retried = await claim(member.token, { requestId: id });
      expect(retried.body.value).toEqual(first.body.value);
      const paid = await moneyOf(gateway(), member.id);
      expect(paid).toMatchObject({ balance: '6.46', ledger: '6.46', rebates: ['3.00', '3.46'] });
      expect(paid.claims.map((row) => [row.productType, row.throughBetId, row.validStake, row.amount]).sort()).toEqual([
        ['LOTT', firstLotto, '1000.00', '3.00'],
        ['RNG', lastSlot, '433.33', '3.46'],
      ]);

      const again = await refusalOf(gateway(), 'rebateClaim', { token: member.token, body: { requestId: requestId() } });
      expect([again.status, again.code]).toEqual([400, errorCodes.rebateNothing]);
      const after = await answerOf(gateway(), 'rebateClaimable', claimableRebateSchema, { token: member.token });
      expect(after).toMatchObject({ total: '0.00', lastClaimAt: now });

      // The ticket's draw settles it: it and the bet after it become claimable together.
      await gateway().db.update(bets).set({ status: 'settled', settledAt: now }).where(eq(bets.id, ticket));
      await bet('EVO_LOBBY', '100.00');
      clock.advance(1000);
      const lotto = await claim(member.token, { requestId: requestId(), productType: 'LOTT' });
      expect(lotto.body.value).toEqual({ claimed: [{ productType: 'LOTT', amount: '2.10' }], total: '2.10', balance: '8.56' });
      const live = await claim(member.token, { requestId: requestId(), productType: 'LIVE' });
      expect(live.body.value).toEqual({ claimed: [{ productType: 'LIVE', amount: '1.20' }], total: '1.20', balance: '9.76' });
      expect(await moneyOf(gateway(), member.id)).toMatchObject({ balance: '9.76', ledger: '9.76' });
      expect((await moneyOf(gateway(), other.id)).claims).toEqual([]);
    });

    it('refuses an unknown product type and a bad or missing request id with field codes, and a claim of nothing', async () => {
      const { token } = await memberWithSession(gateway());
      expect((await refusalOf(gateway(), 'rebateClaim', { token, body: { requestId: requestId(), productType: 'CASINO' } })).fields).toEqual({
        productType: errorCodes.fieldInvalid,
      });
      expect((await refusalOf(gateway(), 'rebateClaim', { token, body: { requestId: 'x' } })).fields).toEqual({ requestId: errorCodes.fieldInvalid });
      // A missing id is derived by the gateway (src/http/derived-request-id.ts), so the claim is judged on its merits.
      expect((await refusalOf(gateway(), 'rebateClaim', { token, body: {} })).code).toBe(errorCodes.rebateNothing);
      expect((await refusalOf(gateway(), 'rebateClaim', { token, body: { requestId: requestId(), productType: 'FISH' } })).code).toBe(errorCodes.rebateNothing);
    });

    it('pays once when claims race, with different request ids or with one id sent many times', async () => {
      const member = await memberWithSession(gateway());
      await insertBet(gateway(), { memberId: member.id, code: 'PG_AZTEC_GOLD', stake: '1000.00', createdAt: clock.now() });
      const racing = await Promise.all(Array.from({ length: 6 }, () => claim(member.token, { requestId: requestId() })));
      const statuses = racing.map((answer) => answer.status).sort();
      expect(statuses).toEqual([200, 400, 400, 400, 400, 400]);
      expect(racing.filter((answer) => answer.status === 400).every((answer) => answer.body.errorCode === errorCodes.rebateNothing)).toBe(true);
      expect(racing.find((answer) => answer.status === 200)?.body.value).toMatchObject({ total: '8.00', balance: '8.00' });

      await insertBet(gateway(), { memberId: member.id, code: 'PG_AZTEC_GOLD', stake: '500.00', createdAt: clock.now() });
      const id = requestId();
      const copies = await Promise.all(Array.from({ length: 4 }, () => claim(member.token, { requestId: id })));
      expect(copies.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      for (const copy of copies) expect(copy.body.value).toEqual(copies[0].body.value);
      expect(copies[0].body.value).toMatchObject({ total: '4.00', balance: '12.00' });
      const money = await moneyOf(gateway(), member.id);
      expect(money).toMatchObject({ balance: '12.00', ledger: '12.00', rebates: ['4.00', '8.00'] });
      expect(money.claims).toHaveLength(2);
    });
  },
  (kind) => ({ clock: clocks[kind] }),
);
