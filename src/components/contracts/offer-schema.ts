/**
 * Rules of the offer form, per kind: money thresholds as amounts, counts as
 * whole numbers, rates above 0 and at most the kind's maximum (the gateway
 * checks the same and answers `contract.rate.invalid` with the maximum).
 * Every value is typed as text; `proposalOf` turns them into the terms.
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import type { Resolver } from 'react-hook-form';
import * as v from 'valibot';
import { encodeFieldMessage } from '../../forms/field-message';
import { moneyInputSchema } from '../../services/schemas/funds';
import { dividendPeriods, maxRateOf, rateInputSchema, type ContractKind } from '../../services/schemas/contracts';
import { countTerms, moneyTerms, rateTerms, termNamesOf, type Terms } from './terms-text';

export type OfferValues = { kind: ContractKind } & Record<string, string>;

const required = v.pipe(v.string(), v.trim(), v.minLength(1, 'field.required'));

function termRule(kind: ContractKind, name: string) {
  if (rateTerms.includes(name)) {
    const max = maxRateOf[kind];
    return v.pipe(
      required,
      rateInputSchema,
      v.check((text) => Number(text) > 0 && Number(text) <= max, encodeFieldMessage('contract.rate.invalid', { max })),
    );
  }
  if (moneyTerms.includes(name)) return v.pipe(required, moneyInputSchema);
  if (countTerms.includes(name)) return v.pipe(required, v.regex(/^\d{1,6}$/, 'field.invalid'));
  return v.pipe(required, v.picklist(dividendPeriods, 'field.invalid'));
}

export function offerSchemaOf(kind: ContractKind) {
  return v.looseObject({
    kind: v.string(),
    ...Object.fromEntries(termNamesOf[kind].map((name) => [name, termRule(kind, name)])),
  });
}

/** Blank values of every term of every kind, so switching kind keeps what was typed for each. */
export const blankOffer = (kind: ContractKind): OfferValues => ({
  kind,
  period: 'W',
  validBet: '',
  profitLoss: '',
  activeMembers: '',
  rate: '',
  teamBetting: '',
  dailyBetAmount: '',
  amount: '0.00',
  hourlyBetAmount: '',
  profitRate: '',
  lossRate: '',
  singleBetAmount: '',
});

/** The terms of the chosen kind only, counts as numbers. */
export function proposalOf(values: OfferValues): { kind: ContractKind; terms: Terms } {
  const terms: Terms = {};
  for (const name of termNamesOf[values.kind]) terms[name] = countTerms.includes(name) ? Number(values[name]) : String(values[name] ?? '').trim();
  return { kind: values.kind, terms };
}

/** Validates with the rules of the kind being typed; every bad term shows at once. */
export const offerResolver: Resolver<OfferValues> = (values, context, options) =>
  (valibotResolver(offerSchemaOf(values.kind)) as unknown as Resolver<OfferValues>)(values, context, { ...options, criteriaMode: 'all' });
