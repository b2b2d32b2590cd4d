/**
 * A contract's terms in plain words: one sentence per kind, its figures
 * formatted the way the member reads amounts, and the term rows of the
 * detail view. Keys are under `agentCentre.contracts.terms`.
 */
import type { ContractKind } from '../../services/schemas/contracts';
import { formatMoney } from '../member-centre/kit/money';

export type Terms = Record<string, string | number>;

/** Term names of each kind, in the order the form and the details show them. */
export const termNamesOf: Record<ContractKind, readonly string[]> = {
  dividend: ['period', 'validBet', 'profitLoss', 'activeMembers', 'rate'],
  dailySalary: ['rate', 'teamBetting', 'activeMembers', 'dailyBetAmount', 'amount'],
  hourlySalary: ['rate', 'teamBetting', 'hourlyBetAmount'],
  realTimeSalary: ['profitRate', 'lossRate', 'singleBetAmount'],
};

export const rateTerms: readonly string[] = ['rate', 'profitRate', 'lossRate'];
export const countTerms: readonly string[] = ['activeMembers'];
export const moneyTerms: readonly string[] = ['validBet', 'profitLoss', 'teamBetting', 'dailyBetAmount', 'amount', 'hourlyBetAmount', 'singleBetAmount'];

/** A rate reads '1.5' → '1.50'; it stays as typed when it is not a number. */
export const formatRate = (value: string | number | undefined): string => {
  const number = Number(value);
  return value === undefined || value === '' || !Number.isFinite(number) ? '—' : number.toFixed(2);
};

/** One term as shown: money grouped with two decimals, rates with two places, counts as they are. */
export function formatTerm(name: string, value: string | number | undefined): string {
  if (rateTerms.includes(name)) return formatRate(value);
  if (moneyTerms.includes(name)) return formatMoney(value === undefined ? null : String(value));
  return value === undefined || value === '' ? '—' : String(value);
}

/** The values the plain-words sentence of a kind interpolates; the period is a key of its own. */
export function termsValues(terms: Terms): Record<string, string> {
  return Object.fromEntries(Object.entries(terms).map(([name, value]) => [name, formatTerm(name, value)]));
}
