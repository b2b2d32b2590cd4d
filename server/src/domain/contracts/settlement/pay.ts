/**
 * What one period pays under a contract's terms, from the team's figures.
 * Pure and in whole cents (BigInt): a rate is a percent with two places, so
 * '1.25' is 125 ten-thousandths and a share is cents × 125 / 10000, rounded
 * down to the cent once per period, so the sum paid never exceeds the terms.
 */
import type {
  ContractKind,
  ContractTerms,
  DailySalaryTerms,
  DividendTerms,
  HourlySalaryTerms,
  RealTimeSalaryTerms,
} from '../../../../../src/services/schemas/contracts';
import { toCents } from '../../money';

/** One team member's settled bets in the period (only bets of the counted size). */
export interface MemberFigures {
  stake: bigint;
  payout: bigint;
  /** Stake of the rounds the member lost (payout below stake). */
  lostStake: bigint;
  bets: number;
}

export interface SettlementOutcome {
  /** Team turnover counted by the terms. */
  turnover: bigint;
  /** Σ stake − Σ payout of the counted bets; negative when the team won. */
  teamLoss: bigint;
  activeMembers: number;
  amount: bigint;
  status: 'paid' | 'notEligible';
  /** The first unmet term, or 'noPlay'; empty when paid. */
  reason: string;
}

/** The reason of a period in which no counted bet was placed: settled without a row (settle-period.ts). */
export const noPlay = 'noPlay';

/** Rate text ('1.25') in ten-thousandths: the same two-place decimal as money, so the same parser. */
export const rateUnits = (rate: string): bigint => toCents(rate);
const shareOf = (cents: bigint, rate: string): bigint => (cents * rateUnits(rate)) / 10_000n;

/** Bets below this stake do not count for the kind (hourly and real-time salary terms). */
export function minStakeOf(kind: ContractKind, terms: ContractTerms): bigint {
  if (kind === 'hourlySalary') return toCents((terms as HourlySalaryTerms).hourlyBetAmount);
  if (kind === 'realTimeSalary') return toCents((terms as RealTimeSalaryTerms).singleBetAmount);
  return 0n;
}

export function outcomeOf(kind: ContractKind, terms: ContractTerms, members: MemberFigures[]): SettlementOutcome {
  const played = members.filter((member) => member.bets > 0);
  const turnover = played.reduce((sum, member) => sum + member.stake, 0n);
  const teamLoss = played.reduce((sum, member) => sum + member.stake - member.payout, 0n);
  const base = { turnover, teamLoss, activeMembers: played.length };
  const refuse = (reason: string, activeMembers = base.activeMembers): SettlementOutcome => ({ ...base, activeMembers, amount: 0n, status: 'notEligible', reason });
  const pay = (amount: bigint, activeMembers = base.activeMembers, zeroReason = noPlay): SettlementOutcome =>
    amount > 0n ? { ...base, activeMembers, amount, status: 'paid', reason: '' } : refuse(zeroReason, activeMembers);
  if (played.length === 0) return refuse(noPlay);

  switch (kind) {
    case 'dailySalary': {
      const daily = terms as DailySalaryTerms;
      // Active here is a member whose own turnover reached the daily bet amount.
      const active = played.filter((member) => member.stake >= toCents(daily.dailyBetAmount)).length;
      if (turnover < toCents(daily.teamBetting)) return refuse('teamBetting', active);
      if (active < daily.activeMembers) return refuse('activeMembers', active);
      return pay(shareOf(turnover, daily.rate) + toCents(daily.amount), active, 'teamBetting');
    }
    case 'hourlySalary': {
      const hourly = terms as HourlySalaryTerms;
      if (turnover < toCents(hourly.teamBetting)) return refuse('teamBetting');
      return pay(shareOf(turnover, hourly.rate), base.activeMembers, 'teamBetting');
    }
    case 'realTimeSalary': {
      const realTime = terms as RealTimeSalaryTerms;
      const lost = played.reduce((sum, member) => sum + member.lostStake, 0n);
      // One rounding for the whole slot: the two shares are added in ten-thousandths first.
      const units = lost * rateUnits(realTime.lossRate) + (turnover - lost) * rateUnits(realTime.profitRate);
      return pay(units / 10_000n, base.activeMembers, 'singleBetAmount');
    }
    case 'dividend': {
      const dividend = terms as DividendTerms;
      if (turnover < toCents(dividend.validBet)) return refuse('validBet');
      if (teamLoss < toCents(dividend.profitLoss)) return refuse('profitLoss');
      if (played.length < dividend.activeMembers) return refuse('activeMembers');
      return pay(shareOf(teamLoss, dividend.rate), base.activeMembers, 'profitLoss');
    }
  }
}
