/**
 * Rules of the agent-centre forms. The new downline's account and password
 * follow the gateway's registration rules (the same rules, and the same
 * messages, as the registration form); a transfer's amounts follow the
 * money forms' amount rule, and together they may not exceed the agent's
 * main balance. Messages are locale keys or the gateway's error codes.
 */
import * as v from 'valibot';
import { confirmationMatches, requiredField, ruleField } from '../../forms/field-rule';
import type { RegisterRules } from '../../services/schemas/system';
import { transferNoteMax } from '../../services/schemas/funds';
import { amountRule } from '../member-centre/kit/amount-rules';
import { fromCents, toCents } from '../member-centre/kit/money';

export const nicknameMax = 20;
export const introMin = 10;
export const introMax = 500;
export const contactMin = 3;
export const contactMax = 60;

// A type alias, not an interface: the password check takes any record of the form's values.
export type RegisterDownlineValues = {
  accountType: 'member' | 'agent';
  account: string;
  password: string;
  confirmPassword: string;
  nickname: string;
};

export function registerDownlineSchema(rules: RegisterRules) {
  return v.pipe(
    v.object({
      accountType: v.picklist(['member', 'agent'], 'field.required'),
      account: ruleField(rules.username, { required: true }),
      password: ruleField(rules.password, { required: true }),
      confirmPassword: requiredField(),
      nickname: v.pipe(v.optional(v.string(), ''), v.trim(), v.maxLength(nicknameMax, 'agentCentre.registerCenter.nicknameTooLong')),
    }),
    confirmationMatches<RegisterDownlineValues>('password', 'confirmPassword'),
  );
}

/** Form field of one downline's amount: `d<id>`, so react-hook-form never reads a numeric id as an array index. */
export const legField = (downlineId: number) => `d${downlineId}`;

export interface TransferFormValues {
  amounts: Record<string, string>;
  note: string;
  /** Never typed: carries the error of the amounts' sum. */
  total?: string;
}

/** Sum of typed amounts in cents; text that is not an amount counts as nothing. */
export function sumOfAmounts(amounts: Record<string, string | undefined>, ids: readonly number[]): bigint {
  return ids.reduce((sum, id) => sum + (toCents(amounts[legField(id)] ?? '') ?? 0n), 0n);
}

export const totalText = (amounts: Record<string, string | undefined>, ids: readonly number[]): string => fromCents(sumOfAmounts(amounts, ids));

/** One amount per chosen downline, and their sum at most the main balance (null while it loads: the gateway checks it). */
export function downlineTransferSchema(ids: readonly number[], available: string | null) {
  const availableCents = toCents(available);
  return v.pipe(
    v.object({
      amounts: v.object(Object.fromEntries(ids.map((id) => [legField(id), amountRule()]))),
      note: v.pipe(v.string(), v.maxLength(transferNoteMax, 'agentCentre.downlineManagement.noteTooLong')),
      total: v.optional(v.string()),
    }),
    v.forward(
      v.check((values) => availableCents === null || sumOfAmounts(values.amounts as Record<string, string>, ids) <= availableCents, 'wallet.insufficient.balance'),
      ['total'],
    ),
  );
}

export interface AffiliateApplyValues {
  intro: string;
  contact: string;
}

export const affiliateApplySchema = v.object({
  intro: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'field.required'),
    v.minLength(introMin, 'agentCentre.affiliate.introLength'),
    v.maxLength(introMax, 'agentCentre.affiliate.introLength'),
  ),
  contact: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'field.required'),
    v.minLength(contactMin, 'agentCentre.affiliate.contactLength'),
    v.maxLength(contactMax, 'agentCentre.affiliate.contactLength'),
  ),
});
