/**
 * Moves money between two wallets: from, to (a swap button between them),
 * the amount with "all" (everything in the source wallet), and the result
 * of the last transfer. Wallets under maintenance cannot be picked.
 */
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MoneyRequestView } from '../../../machines/money-request/money-request.selectors';
import type { WalletItem, WalletMove } from '../../../services/schemas/funds';
import { useSchemaResolver, type FormSchema } from '../../form/schema-resolver';
import { useErrorText } from '../../form/use-error-text';
import { useServerErrors } from '../../form/use-server-errors';
import { Button } from '../../ui/button';
import { Icon } from '../../ui/icons';
import { AmountField } from '../kit/amount-field';
import { SelectField } from '../kit/field';
import { formatMoney } from '../kit/money';
import { Notice } from '../kit/notice';
import type { TransferValues } from './funds-schemas';
import { RequestNotice } from './request-notice';
import './funds.css';

export interface TransferFormProps {
  wallets: WalletItem[];
  symbol: string;
  schema: FormSchema;
  request: MoneyRequestView<WalletMove>;
  /** A wallet card clicked above: it becomes the destination. */
  pickedTo: number | null;
  onSubmit(values: TransferValues): void;
  onRetry(): void;
  onCancel(): void;
}

const fields = ['from', 'to', 'amount'] as const;
const serverFields: Record<string, (typeof fields)[number]> = { fromAccountTypeId: 'from', toAccountTypeId: 'to', amount: 'amount' };

export function TransferForm({ wallets, symbol, schema, request, pickedTo, onSubmit, onRetry, onCancel }: TransferFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const resolver = useSchemaResolver<TransferValues>(schema);
  const firstGame = wallets.find((wallet) => wallet.accountTypeId !== 0 && !wallet.maintenance);
  const { register, handleSubmit, formState, setError, setValue, getValues, watch } = useForm<TransferValues>({
    resolver,
    defaultValues: { from: '0', to: firstGame ? String(firstGame.accountTypeId) : '', amount: '' },
  });
  const { errors } = formState;
  const fieldErrors = useMemo(
    () => (request.fieldErrors ? Object.fromEntries(Object.entries(request.fieldErrors).map(([name, code]) => [serverFields[name] ?? name, code])) : null),
    [request.fieldErrors],
  );
  useServerErrors(setError, fieldErrors, fields);

  useEffect(() => {
    if (pickedTo === null) return;
    setValue('to', String(pickedTo));
    if (getValues('from') === String(pickedTo)) setValue('from', '0');
  }, [pickedTo, setValue, getValues]);

  // A transfer that went through empties the amount, so the next one is typed on purpose.
  useEffect(() => {
    if (request.phase === 'done') setValue('amount', '');
  }, [request.phase, request.answer, setValue]);

  const from = watch('from');
  const source = wallets.find((wallet) => String(wallet.accountTypeId) === from);
  const swap = () => {
    const { from: a, to: b } = getValues();
    setValue('from', b);
    setValue('to', a);
  };
  const options = wallets.map((wallet) => (
    <option key={wallet.accountTypeId} value={String(wallet.accountTypeId)} disabled={wallet.maintenance}>
      {wallet.name} · {formatMoney(wallet.balance)}
    </option>
  ));

  return (
    <form className="mc-form" noValidate onSubmit={handleSubmit(onSubmit)} data-testid="transfer-form">
      <div className="mc-transfer-route">
        <SelectField id="transfer-from" label={t('memberCentre.transferFund.from')} error={errorText(errors.from?.message)} {...register('from')}>
          {options}
        </SelectField>
        <button type="button" className="mc-swap" onClick={swap} aria-label={t('memberCentre.transferFund.swap')} title={t('memberCentre.transferFund.swap')} data-testid="transfer-swap">
          <Icon name="refresh" size={18} />
        </button>
        <SelectField id="transfer-to" label={t('memberCentre.transferFund.to')} error={errorText(errors.to?.message)} {...register('to')}>
          <option value="" disabled>
            {t('memberCentre.transferFund.choose')}
          </option>
          {options}
        </SelectField>
      </div>
      <AmountField
        id="transfer-amount"
        label={t('memberCentre.kit.amount')}
        symbol={symbol}
        error={errorText(errors.amount?.message)}
        onAll={() => source && setValue('amount', source.balance, { shouldValidate: true })}
        {...register('amount')}
      />
      <RequestNotice view={request} onRetry={onRetry} onCancel={onCancel} />
      {request.phase === 'done' && request.answer ? (
        <Notice tone="success" testId="transfer-done" title={t('memberCentre.transferFund.done', { amount: formatMoney(request.answer.moved) })}>
          {t('memberCentre.kit.reference', { reference: request.answer.reference })}
        </Notice>
      ) : null}
      <div className="mc-form__actions">
        <Button type="submit" size="lg" disabled={request.busy || request.phase === 'failed'} data-testid="transfer-submit">
          {request.busy ? t('memberCentre.kit.sending') : t('memberCentre.transferFund.submit')}
        </Button>
      </div>
    </form>
  );
}
