/**
 * A withdrawal: the bank account, the amount with the live charge ("charge
 * 1.50 % = X, you receive Y", both leaving the wallet), and the withdrawal
 * password. Without a password yet the form says where to set one.
 */
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MoneyRequestView } from '../../../machines/money-request/money-request.selectors';
import type { BankAccount, WithdrawRecord, WithdrawSettings } from '../../../services/schemas/funds';
import { useSchemaResolver, type FormSchema } from '../../form/schema-resolver';
import { useErrorText } from '../../form/use-error-text';
import { useServerErrors } from '../../form/use-server-errors';
import { Button } from '../../ui/button';
import { Icon } from '../../ui/icons';
import { AmountField } from '../kit/amount-field';
import { CentreField, InputField } from '../kit/field';
import { formatCents, fromCents } from '../kit/money';
import { Notice } from '../kit/notice';
import type { WithdrawValues } from './funds-schemas';
import { PaymentPasswordPrompt } from './payment-password-prompt';
import { RequestNotice } from './request-notice';
import { breakdownOf, maxWithdrawable } from './withdraw-rules';
import './funds.css';

const fields = ['amount', 'bankAccountId', 'paymentPassword'] as const;

export interface WithdrawFormProps {
  settings: WithdrawSettings;
  accounts: BankAccount[];
  symbol: string;
  schema: FormSchema;
  request: MoneyRequestView<WithdrawRecord>;
  canAddAccount: boolean;
  /** An account just added: it becomes the choice. */
  preferredAccountId: number | null;
  onAddAccount(): void;
  onSetPassword(): void;
  onSubmit(values: WithdrawValues): void;
  onRetry(): void;
  onCancel(): void;
}

export function WithdrawForm({ settings, accounts, symbol, schema, request, canAddAccount, preferredAccountId, onAddAccount, onSetPassword, onSubmit, onRetry, onCancel }: WithdrawFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const resolver = useSchemaResolver<WithdrawValues>(schema);
  const { register, handleSubmit, formState, setError, setValue, watch } = useForm<WithdrawValues>({
    resolver,
    defaultValues: { amount: '', bankAccountId: accounts[0] ? String(accounts[0].id) : '', paymentPassword: '' },
  });
  const { errors } = formState;
  useServerErrors(setError, request.fieldErrors, fields);

  useEffect(() => {
    if (preferredAccountId !== null) setValue('bankAccountId', String(preferredAccountId));
  }, [preferredAccountId, setValue]);

  useEffect(() => {
    if (request.phase !== 'done') return;
    setValue('amount', '');
    setValue('paymentPassword', '');
  }, [request.phase, request.answer, setValue]);

  const breakdown = breakdownOf(watch('amount'), settings.withdrawPenaltyCharge);
  const fillAll = () => setValue('amount', fromCents(maxWithdrawable(settings.availableBalance, settings.withdrawPenaltyCharge, settings.maxAmount)), { shouldValidate: true });

  return (
    <form className="mc-form" noValidate onSubmit={handleSubmit(onSubmit)} data-testid="withdraw-form">
      <CentreField id="withdraw-account" label={t('memberCentre.withdraw.account')} error={errorText(errors.bankAccountId?.message)}>
        <div className="mc-accounts" role="radiogroup" aria-label={t('memberCentre.withdraw.account')} id="withdraw-account">
          {accounts.length ? null : <p className="mc-counter" data-testid="withdraw-no-accounts">{t('memberCentre.withdraw.noAccounts')}</p>}
          {accounts.map((account) => (
            <label key={account.id} className="mc-account" data-testid={`withdraw-account-${account.id}`}>
              <input type="radio" value={String(account.id)} {...register('bankAccountId')} />
              <span className="mc-account__text">
                <span className="mc-account__bank">{account.bankName}</span>
                <span className="mc-account__meta">
                  {account.accountName} · {account.accountNumberMasked}
                </span>
              </span>
            </label>
          ))}
          {canAddAccount ? (
            <button type="button" className="mc-account mc-account--add" onClick={onAddAccount} data-testid="withdraw-add-account">
              <Icon name="briefcase" size={16} />
              {t('memberCentre.withdraw.addAccount')}
            </button>
          ) : null}
        </div>
      </CentreField>
      <AmountField
        id="withdraw-amount"
        label={t('memberCentre.kit.amount')}
        symbol={symbol}
        limits={{ min: settings.minAmount, max: settings.maxAmount }}
        error={errorText(errors.amount?.message)}
        onAll={fillAll}
        {...register('amount')}
      />
      <dl className="mc-breakdown" data-testid="withdraw-breakdown" aria-live="polite">
        <div>
          <dt>{t('memberCentre.withdraw.charge', { percent: settings.withdrawPenaltyCharge })}</dt>
          <dd data-testid="withdraw-charge">{breakdown ? formatCents(breakdown.charge) : '0.00'}</dd>
        </div>
        <div>
          <dt>{t('memberCentre.withdraw.deducted')}</dt>
          <dd data-testid="withdraw-total">{breakdown ? formatCents(breakdown.total) : '0.00'}</dd>
        </div>
        <div className="is-total">
          <dt>{t('memberCentre.withdraw.receive')}</dt>
          <dd data-testid="withdraw-receive">{breakdown ? formatCents(breakdown.received) : '0.00'}</dd>
        </div>
      </dl>
      {settings.hasPaymentPassword ? (
        <InputField
          id="withdraw-password"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          label={t('memberCentre.withdraw.password')}
          placeholder={t('memberCentre.withdraw.passwordPlaceholder')}
          error={errorText(errors.paymentPassword?.message)}
          {...register('paymentPassword')}
        />
      ) : (
        <PaymentPasswordPrompt onSet={onSetPassword} />
      )}
      <RequestNotice view={request} onRetry={onRetry} onCancel={onCancel} />
      {request.phase === 'done' && request.answer ? (
        <Notice tone="success" testId="withdraw-done" title={t('memberCentre.withdraw.done')}>
          {t('memberCentre.kit.reference', { reference: request.answer.reference })}
        </Notice>
      ) : null}
      <div className="mc-form__actions">
        <Button type="submit" size="lg" block disabled={!settings.hasPaymentPassword || !accounts.length || request.busy || request.phase === 'failed'} data-testid="withdraw-submit">
          {request.busy ? t('memberCentre.kit.sending') : t('memberCentre.withdraw.submit')}
        </Button>
      </div>
    </form>
  );
}
