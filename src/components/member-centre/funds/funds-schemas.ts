/**
 * Rules of the money forms, built from what the page loaded: limits of the
 * chosen channel or of withdrawals, the balance the amount is taken from.
 * Messages are locale keys or the gateway's error codes.
 */
import * as v from 'valibot';
import { paymentPasswordPattern, transferNoteMax, type WalletItem } from '../../../services/schemas/funds';
import { amountRule, type AmountLimits } from '../kit/amount-rules';
import { percentOf, toCents } from '../kit/money';

const required = (message = 'field.required') => v.pipe(v.string(), v.trim(), v.minLength(1, message));

export interface TransferValues {
  from: string;
  to: string;
  amount: string;
}

/** Wallets are picked by their accountTypeId (as text in the selects); the amount may not exceed the source wallet. */
export function transferSchema(wallets: WalletItem[]) {
  const balanceOf = (id: string) => toCents(wallets.find((wallet) => String(wallet.accountTypeId) === id)?.balance ?? null);
  return v.pipe(
    v.object({ from: required(), to: required(), amount: amountRule() }),
    v.forward(
      v.partialCheck([['from'], ['to']], (values) => values.from !== values.to, 'wallet.transfer.same'),
      ['to'],
    ),
    v.forward(
      v.partialCheck([['from'], ['amount']], (values) => {
        const balance = balanceOf(values.from);
        const amount = toCents(values.amount);
        return balance === null || amount === null || amount <= balance;
      }, 'wallet.insufficient.balance'),
      ['amount'],
    ),
  );
}

export interface DepositValues {
  amount: string;
}

export const depositSchema = (limits: AmountLimits) => v.object({ amount: amountRule({ min: limits.min, max: limits.max }) });

export interface WithdrawValues {
  amount: string;
  bankAccountId: string;
  paymentPassword: string;
}

export interface WithdrawLimits {
  min: string;
  max: string;
  available: string;
  /** Percent of the amount taken on top of it. */
  chargePercent: string;
}

/** The amount and its charge both leave the main wallet, so together they may not exceed it. */
export function withdrawSchema(limits: WithdrawLimits) {
  const available = toCents(limits.available) ?? 0n;
  return v.object({
    amount: v.pipe(
      amountRule({ min: limits.min, max: limits.max }),
      v.check((text) => {
        const cents = toCents(text) ?? 0n;
        return cents + percentOf(cents, limits.chargePercent) <= available;
      }, 'wallet.insufficient.balance'),
    ),
    bankAccountId: required('bank.account.not.found'),
    paymentPassword: v.pipe(v.string(), v.minLength(1, 'field.required'), v.regex(paymentPasswordPattern, 'memberCentre.withdraw.passwordFormat')),
  });
}

export interface BankAccountValues {
  bankName: string;
  accountName: string;
  accountNumber: string;
}

export const bankAccountSchema = v.object({
  bankName: required(),
  accountName: v.pipe(v.string(), v.trim(), v.minLength(1, 'field.required'), v.minLength(2, 'field.invalid'), v.maxLength(60, 'field.invalid')),
  accountNumber: v.pipe(v.string(), v.trim(), v.minLength(1, 'field.required'), v.regex(/^\d{6,20}$/, 'memberCentre.withdraw.accountNumberFormat')),
});

export interface TransferUplineValues {
  amount: string;
  note: string;
}

export const transferUplineSchema = (available: string | null) =>
  v.object({
    amount: amountRule({ available }),
    note: v.pipe(v.string(), v.maxLength(transferNoteMax, 'memberCentre.transferUpline.noteTooLong')),
  });
