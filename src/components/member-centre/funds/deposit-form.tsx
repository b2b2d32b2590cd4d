/**
 * The deposit amount for the chosen channel: within its limits, picked from
 * quick amounts or typed, then one submission that asks for the deposit.
 */
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MoneyRequestView } from '../../../machines/money-request/money-request.selectors';
import type { DepositChannel } from '../../../services/schemas/funds';
import { useSchemaResolver, type FormSchema } from '../../form/schema-resolver';
import { useErrorText } from '../../form/use-error-text';
import { useServerErrors } from '../../form/use-server-errors';
import { Button } from '../../ui/button';
import { AmountField, QuickAmounts } from '../kit/amount-field';
import { toCents } from '../kit/money';
import type { DepositValues } from './funds-schemas';
import { RequestNotice } from './request-notice';

const presets = ['100', '200', '500', '1000', '5000', '10000', '50000', '100000'];

/** Up to six preset amounts inside the channel's limits. */
export function quickAmountsOf(channel: Pick<DepositChannel, 'minAmount' | 'maxAmount'>): string[] {
  const min = toCents(channel.minAmount) ?? 0n;
  const max = toCents(channel.maxAmount) ?? 0n;
  return presets.filter((amount) => (toCents(amount) ?? 0n) >= min && (toCents(amount) ?? 0n) <= max).slice(0, 6);
}

const fields = ['amount'] as const;

export interface DepositFormProps {
  channel: DepositChannel;
  symbol: string;
  schema: FormSchema;
  request: MoneyRequestView<unknown>;
  onSubmit(values: DepositValues): void;
  onRetry(): void;
  onCancel(): void;
}

export function DepositForm({ channel, symbol, schema, request, onSubmit, onRetry, onCancel }: DepositFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const resolver = useSchemaResolver<DepositValues>(schema);
  const { register, handleSubmit, formState, setError, setValue, watch } = useForm<DepositValues>({ resolver, defaultValues: { amount: '' } });
  const { errors } = formState;
  useServerErrors(setError, request.fieldErrors, fields);
  const amount = watch('amount');

  return (
    <form className="mc-form" noValidate onSubmit={handleSubmit(onSubmit)} data-testid="deposit-form">
      <AmountField
        id="deposit-amount"
        label={t('memberCentre.depositv2.amount', { channel: channel.name })}
        symbol={symbol}
        limits={{ min: channel.minAmount, max: channel.maxAmount }}
        error={errorText(errors.amount?.message)}
        {...register('amount')}
      />
      <QuickAmounts amounts={quickAmountsOf(channel)} selected={amount} disabled={request.busy} onPick={(value) => setValue('amount', value, { shouldValidate: true })} />
      <div style={{ height: 'var(--space-2)' }} />
      <RequestNotice view={request} onRetry={onRetry} onCancel={onCancel} />
      <div className="mc-form__actions">
        <Button type="submit" size="lg" block disabled={request.busy || request.phase === 'failed'} data-testid="deposit-submit">
          {request.busy ? t('memberCentre.kit.sending') : t('memberCentre.depositv2.submit')}
        </Button>
      </div>
    </form>
  );
}
