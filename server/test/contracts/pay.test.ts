/** Pay formulas per kind, in cents, with the reason a period pays nothing. */
import { describe, expect, it } from 'vitest';
import { outcomeOf, type MemberFigures } from '../../src/domain/contracts/settlement/pay';

const member = (stake: bigint, payout: bigint, lostStake = 0n, bets = 1): MemberFigures => ({ stake, payout, lostStake, bets });

describe('settlement pay', () => {
  it('daily salary: turnover × rate + amount once the team and its active members qualify', () => {
    const terms = { teamBetting: '500.00', activeMembers: 2, rate: '1.50', dailyBetAmount: '100.00', amount: '3.33' };
    const team = [member(40_000n, 10_000n), member(12_345n, 0n)];
    // 523.45 × 1.5 % = 7.85175 → 7.85, plus 3.33.
    expect(outcomeOf('dailySalary', terms, team)).toMatchObject({ amount: 1_118n, status: 'paid', activeMembers: 2, turnover: 52_345n, teamLoss: 42_345n });
    expect(outcomeOf('dailySalary', { ...terms, activeMembers: 3 }, team)).toMatchObject({ amount: 0n, status: 'notEligible', reason: 'activeMembers' });
    expect(outcomeOf('dailySalary', { ...terms, teamBetting: '600.00' }, team)).toMatchObject({ reason: 'teamBetting' });
    expect(outcomeOf('dailySalary', terms, [member(5_000n, 0n), member(10_000n, 0n)])).toMatchObject({ reason: 'teamBetting', activeMembers: 1 });
    expect(outcomeOf('dailySalary', terms, [])).toMatchObject({ status: 'notEligible', reason: 'noPlay' });
  });

  it('hourly salary: counted turnover × rate when it reaches team betting', () => {
    const terms = { teamBetting: '50.00', rate: '1.10', hourlyBetAmount: '5.00' };
    expect(outcomeOf('hourlySalary', terms, [member(9_999n, 0n)])).toMatchObject({ amount: 109n, status: 'paid' });
    expect(outcomeOf('hourlySalary', terms, [member(4_999n, 0n)])).toMatchObject({ amount: 0n, reason: 'teamBetting' });
  });

  it('real-time salary: lost stakes at the loss rate, the rest at the profit rate, rounded down once', () => {
    const terms = { profitRate: '0.50', lossRate: '1.25', singleBetAmount: '2.00' };
    // 1.25 % of 10.00 + 0.50 % of 3.33 = 0.125 + 0.01665 = 0.14165 → 0.14.
    expect(outcomeOf('realTimeSalary', terms, [member(1_333n, 333n, 1_000n, 2)])).toMatchObject({ amount: 14n, status: 'paid' });
    expect(outcomeOf('realTimeSalary', terms, [member(10n, 0n, 10n)])).toMatchObject({ amount: 0n, status: 'notEligible', reason: 'singleBetAmount' });
    expect(outcomeOf('realTimeSalary', terms, [])).toMatchObject({ reason: 'noPlay' });
  });

  it('dividend: the team loss × rate once valid bet, loss and active members qualify', () => {
    const terms = { period: 'W' as const, validBet: '100.00', profitLoss: '50.00', activeMembers: 2, rate: '10.00' };
    const team = [member(20_000n, 5_000n), member(1_000n, 0n)];
    expect(outcomeOf('dividend', terms, team)).toMatchObject({ amount: 1_600n, status: 'paid', teamLoss: 16_000n });
    expect(outcomeOf('dividend', terms, [member(20_000n, 30_000n), member(1_000n, 0n)])).toMatchObject({ reason: 'profitLoss', teamLoss: -9_000n });
    expect(outcomeOf('dividend', { ...terms, validBet: '300.00' }, team)).toMatchObject({ reason: 'validBet' });
    expect(outcomeOf('dividend', { ...terms, activeMembers: 3 }, team)).toMatchObject({ reason: 'activeMembers' });
  });
});
