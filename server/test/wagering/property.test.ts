/**
 * Bonus wagering under random sequences of claims (three bonuses with
 * different terms), settled rounds in weighted categories, deposits,
 * withdrawals, transfers out to a game wallet and forfeits, checked step by
 * step against a plain model of the rules written here from their
 * description (README, "Bonus wagering"): stakes are paid with bonus money
 * first, oldest bonus first; a win while a requirement is open is bonus
 * money of the oldest open one; a requirement whose weighted turnover is
 * reached is met and its money is cash; one whose money is spent closes as
 * lost at the next stake; nothing may leave the wallet below the open bonus
 * money. After every step the wallet equals its ledger, the gateway agrees
 * with the model on every answer, balance and bonus money, and the bonus
 * money never exceeds the balance.
 */
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { errorCodes } from '../../../src/services/error-codes';
import type { WageringTerms } from '../../../src/services/schemas/wagering';
import { bonusRequirements } from '../../src/db/schema';
import { penaltyCents } from '../../src/domain/funds/withdrawals';
import { fromCents, toCents } from '../../src/domain/money';
import { movableClocks, send } from '../access/support';
import { describeOnBothDatabases } from '../databases';
import { changeWithdrawConfig, walletsAgainstLedger, withdraw, withdrawingMember } from '../funds/support';
import { insertDeposit } from '../rewards/support';
import { forfeit, newRequestId, playRound, requirements, wageringPromotion } from './support';

const clocks = movableClocks();
const chargePercent = '1.50';

interface Offer {
  bonus: bigint;
  terms: WageringTerms;
}

const offers: Offer[] = [
  { bonus: 10000n, terms: { multiple: '2', base: 'bonus', weights: {} } },
  { bonus: 25000n, terms: { multiple: '1.5', base: 'bonus_plus_deposit', weights: { LIVE: 50, LOTT: 0 } } },
  { bonus: 4000n, terms: { multiple: '3', base: 'bonus', weights: { RNG: 100, LIVE: 10 } } },
];

interface ModelRequirement {
  id: number;
  status: 'open' | 'met' | 'lost' | 'forfeited';
  locked: bigint;
  wagered: bigint;
  required: bigint;
  weights: Record<string, number>;
}

/** The rules as the README states them, on plain numbers. */
class Model {
  balance: bigint;
  deposits = 0n;
  claimed = new Set<number>();
  requirements: ModelRequirement[] = [];

  constructor(opening: bigint) {
    this.balance = opening;
  }

  get open() {
    return this.requirements.filter((requirement) => requirement.status === 'open');
  }

  get locked() {
    return this.open.reduce((sum, requirement) => sum + requirement.locked, 0n);
  }

  closeMet() {
    for (const requirement of this.open) if (requirement.wagered >= requirement.required) requirement.status = 'met';
  }

  claim(offer: Offer, id: number) {
    const base = offer.terms.base === 'bonus' ? offer.bonus : offer.bonus + this.deposits;
    this.balance += offer.bonus;
    this.requirements.push({ id, status: 'open', locked: offer.bonus, wagered: 0n, required: (base * toCents(offer.terms.multiple)) / 100n, weights: offer.terms.weights });
  }

  round(category: string, stake: bigint, payout: bigint): boolean {
    if (stake > this.balance) return false;
    for (const requirement of this.open) requirement.wagered += (stake * BigInt(requirement.weights[category] ?? 100)) / 100n;
    this.closeMet();
    for (const requirement of this.open) if (requirement.locked === 0n) requirement.status = 'lost';
    let left = stake;
    for (const requirement of this.open) {
      const taken = left < requirement.locked ? left : requirement.locked;
      requirement.locked -= taken;
      left -= taken;
    }
    this.balance -= stake;
    if (payout > 0n) {
      this.closeMet();
      const [oldest] = this.open;
      if (oldest) oldest.locked += payout;
      this.balance += payout;
    }
    return true;
  }

  /** What leaving with `cents` answers: ok, or the refusal's code. */
  out(cents: bigint): 'ok' | 'insufficient' | 'wagering' {
    if (cents > this.balance) return 'insufficient';
    this.closeMet();
    if (this.balance - cents < this.locked) return 'wagering';
    this.balance -= cents;
    return 'ok';
  }

  forfeit(requirement: ModelRequirement): 'ok' | 'closed' {
    this.closeMet();
    if (requirement.status !== 'open') return 'closed';
    const cents = requirement.locked < this.balance ? requirement.locked : this.balance;
    this.balance -= cents;
    requirement.status = 'forfeited';
    return 'ok';
  }
}

const money = fc.integer({ min: 1, max: 400 }).map((whole) => BigInt(whole) * 100n);
/** Percent of the balance at the time of the step (above 100: more than the wallet holds). */
const share = fc.integer({ min: 1, max: 105 }).map(BigInt);
const operation = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('claim' as const), offer: fc.integer({ min: 0, max: offers.length - 1 }) }), weight: 2 },
  {
    arbitrary: fc.record({
      kind: fc.constant('round' as const),
      category: fc.constantFrom('RNG', 'LIVE', 'LOTT'),
      share,
      payoutPercent: fc.constantFrom(0n, 0n, 50n, 100n, 200n, 350n),
    }),
    weight: 6,
  },
  { arbitrary: fc.record({ kind: fc.constant('deposit' as const), amount: money }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('withdraw' as const), share }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('transfer' as const), share }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('forfeit' as const), pick: fc.nat() }), weight: 1 },
);

/** `share` percent of the balance, in steps of ten cents (so every category's weight divides a stake exactly), at least `floor`. */
const partOf = (balance: bigint, percent: bigint, floor: bigint) => {
  const cents = ((balance * percent) / 100n / 10n) * 10n;
  return cents < floor ? floor : cents;
};

describeOnBothDatabases(
  'bonus wagering against its model',
  (gateway, kind) => {
    it('never lets bonus money out before its turnover, and keeps every wallet equal to its ledger', async () => {
      const clock = clocks[kind];
      await changeWithdrawConfig(gateway(), { dailyCountLimit: 100_000, minAmount: '1.00', withdrawPenaltyCharge: chargePercent });
      const promotionIds = await Promise.all(offers.map((offer) => wageringPromotion(gateway(), fromCents(offer.bonus), offer.terms)));

      await fc.assert(
        // Every sequence starts with a claim: one without a bonus has nothing to check.
        fc.asyncProperty(
          fc.integer({ min: 0, max: offers.length - 1 }),
          fc.array(operation, { minLength: 1, maxLength: 30, size: 'medium' }),
          fc.constantFrom(0n, 0n, 5000n, 30000n),
          async (first, rest, opening) => {
            const operations = [{ kind: 'claim' as const, offer: first }, ...rest];
            const member = await withdrawingMember(gateway(), fromCents(opening));
            const model = new Model(opening);
            for (const op of operations) {
              clock.advance(1);
              if (op.kind === 'claim') {
                const answer = await send<{ claim: { id: number } }>(gateway(), 'promotionClaim', {
                  token: member.token,
                  data: { requestId: newRequestId(), promotionId: promotionIds[op.offer] },
                });
                if (model.claimed.has(op.offer)) {
                  expect(answer.body.errorCode).toBe(errorCodes.promotionClaimed);
                  continue;
                }
                expect(answer.body.success, JSON.stringify(answer.body)).toBe(true);
                model.claimed.add(op.offer);
                const [row] = await gateway().db.select({ id: bonusRequirements.id }).from(bonusRequirements).where(eq(bonusRequirements.claimId, answer.body.value.claim.id));
                model.claim(offers[op.offer]!, row!.id);
              } else if (op.kind === 'round') {
                const stake = partOf(model.balance, op.share, 10n);
                const payout = (stake * op.payoutPercent) / 100n;
                const expected = model.round(op.category, stake, payout);
                const played = await playRound(gateway(), member.id, { category: op.category, stake: fromCents(stake), payout: fromCents(payout) }).then(
                  () => true,
                  (error: { code?: string }) => {
                    expect(error.code).toBe(errorCodes.insufficientBalance);
                    return false;
                  },
                );
                expect(played).toBe(expected);
              } else if (op.kind === 'deposit') {
                await insertDeposit(gateway(), member.id, fromCents(op.amount), clock.now());
                model.balance += op.amount;
                model.deposits += op.amount;
              } else if (op.kind === 'withdraw' || op.kind === 'transfer') {
                const amount = partOf(model.balance, op.share, 100n);
                const total = op.kind === 'withdraw' ? amount + penaltyCents(amount, chargePercent) : amount;
                const expected = model.out(total);
                const answer =
                  op.kind === 'withdraw'
                    ? await withdraw(gateway(), member, fromCents(amount))
                    : await send(gateway(), 'walletTransfer', {
                        token: member.token,
                        data: { requestId: newRequestId(), fromAccountTypeId: 0, toAccountTypeId: 1, amount: fromCents(amount) },
                      });
                const code = { ok: null, insufficient: errorCodes.insufficientBalance, wagering: errorCodes.bonusWageringOpen }[expected];
                expect(answer.body.errorCode, `${op.kind} ${fromCents(total)}`).toBe(code);
              } else if (model.requirements.length > 0) {
                const requirement = model.requirements[op.pick % model.requirements.length]!;
                const expected = model.forfeit(requirement);
                const answer = await forfeit(gateway(), member.token, requirement.id);
                expect(answer.body.errorCode).toBe(expected === 'ok' ? null : errorCodes.bonusRequirementClosed);
              }

              const wallets = await walletsAgainstLedger(gateway(), member.id);
              for (const wallet of wallets) expect(wallet.balance).toBe(wallet.ledger);
              const seen = await requirements(gateway(), member.token);
              model.closeMet();
              expect(toCents(seen.balance)).toBe(model.balance);
              expect(toCents(seen.locked)).toBe(model.locked);
              expect(toCents(seen.locked)).toBeLessThanOrEqual(toCents(seen.balance));
              const byId = new Map(seen.list.map((requirement) => [requirement.id, requirement]));
              for (const requirement of model.requirements) {
                const real = byId.get(requirement.id);
                if (!real) continue;
                expect(real.status, `requirement ${requirement.id}`).toBe(requirement.status);
                if (requirement.status === 'open') expect([real.locked, real.wagered]).toEqual([fromCents(requirement.locked), fromCents(requirement.wagered)]);
              }
            }
          },
        ),
        { numRuns: 20 },
      );
    });
  },
  (kind) => ({ clock: clocks[kind] }),
);
