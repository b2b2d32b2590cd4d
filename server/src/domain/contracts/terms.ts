/**
 * Terms as the upline typed them, checked against the kind's schema and the
 * rate limits, then stored in one normal form (money and rates with two
 * places) so comparisons and settlement read them the same way.
 */
import * as v from 'valibot';
import { errorCodes } from '../../../../src/services/error-codes';
import { maxRateOf, termsSchemaOf, type ContractKind, type ContractTerms } from '../../../../src/services/schemas/contracts';
import { DomainError } from '../../http/domain-error';
import { fromCents, toCents } from '../money';
import { rateUnits } from './settlement/pay';

export const rateFieldsOf: Record<ContractKind, readonly string[]> = {
  dividend: ['rate'],
  dailySalary: ['rate'],
  hourlySalary: ['rate'],
  realTimeSalary: ['profitRate', 'lossRate'],
};

const moneyFieldsOf: Record<ContractKind, readonly string[]> = {
  dividend: ['validBet', 'profitLoss'],
  dailySalary: ['teamBetting', 'dailyBetAmount', 'amount'],
  hourlySalary: ['teamBetting', 'hourlyBetAmount'],
  realTimeSalary: ['singleBetAmount'],
};

/** Field errors are keyed by the term's name, the way the offer form names its fields. */
function termFieldErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path?.map((item) => String(item.key)).join('.') || 'terms';
    fields[key] ??= issue.input === undefined ? 'field.required' : /^[a-z_]+(\.[a-z_]+)+$/.test(issue.message) ? issue.message : 'field.invalid';
  }
  return fields;
}

/** Valid terms in normal form, or a 400: request_param_err with fields, or contract.rate.invalid with { max }. */
export function validTerms(kind: ContractKind, raw: Record<string, unknown>): ContractTerms & Record<string, string | number> {
  const parsed = v.safeParse(termsSchemaOf[kind], raw);
  if (!parsed.success) throw new DomainError(errorCodes.badRequest, 400, null, termFieldErrors(parsed.issues));
  const terms = { ...parsed.output } as Record<string, string | number>;
  const max = rateUnits(String(maxRateOf[kind]));
  const badRates: Record<string, string> = {};
  for (const field of rateFieldsOf[kind]) {
    const units = rateUnits(String(terms[field]));
    if (units <= 0n || units > max) badRates[field] = errorCodes.contractRateInvalid;
    terms[field] = fromCents(units);
  }
  if (Object.keys(badRates).length > 0) throw new DomainError(errorCodes.contractRateInvalid, 400, { max: maxRateOf[kind] }, badRates);
  for (const field of moneyFieldsOf[kind]) terms[field] = fromCents(toCents(String(terms[field])));
  return terms as ContractTerms & Record<string, string | number>;
}
