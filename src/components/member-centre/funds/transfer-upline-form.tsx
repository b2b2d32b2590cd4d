/**
 * Sends money from the main wallet to the member's upline, with a note of
 * at most 100 characters the upline reads in the inbox. The upline's
 * account shows in the answer.
 */
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MoneyRequestView } from '../../../machines/money-request/money-request.selectors';
import { transferNoteMax, type TransferUpline } from '../../../services/schemas/funds';
import { useSchemaResolver, type FormSchema } from '../../form/schema-resolver';
import { errorIdOf } from '../../form/form-field';
import { useErrorText } from '../../form/use-error-text';
import { useServerErrors } from '../../form/use-server-errors';
import { Button } from '../../ui/button';
import { AmountField } from '../kit/amount-field';
import { CentreField } from '../kit/field';
import { formatMoney } from '../kit/money';
import { Notice } from '../kit/notice';
import type { TransferUplineValues } from './funds-schemas';
import { RequestNotice } from './request-notice';
import './funds.css';

const fields = ['amount', 'note'] as const;

export interface TransferUplineFormProps {
  /** Main-wallet balance, or null while it loads. */
  available: string | null;
  symbol: string;
  schema: FormSchema;
  request: MoneyRequestView<TransferUpline>;
  onSubmit(values: TransferUplineValues): void;
  onRetry(): void;
  onCancel(): void;
}

export function TransferUplineForm({ available, symbol, schema, request, onSubmit, onRetry, onCancel }: TransferUplineFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const resolver = useSchemaResolver<TransferUplineValues>(schema);
  const { register, handleSubmit, formState, setError, setValue, watch } = useForm<TransferUplineValues>({ resolver, defaultValues: { amount: '', note: '' } });
  const { errors } = formState;
  useServerErrors(setError, request.fieldErrors, fields);
  const note = watch('note');

  useEffect(() => {
    if (request.phase !== 'done') return;
    setValue('amount', '');
    setValue('note', '');
  }, [request.phase, request.answer, setValue]);

  return (
    <form className="mc-form" noValidate onSubmit={handleSubmit(onSubmit)} data-testid="transfer-upline-form">
      <AmountField
        id="upline-amount"
        label={t('memberCentre.transferUpline.amount', { balance: formatMoney(available) })}
        symbol={symbol}
        error={errorText(errors.amount?.message)}
        onAll={available ? () => setValue('amount', available, { shouldValidate: true }) : undefined}
        {...register('amount')}
      />
      <CentreField
        id="upline-note"
        label={t('memberCentre.transferUpline.note')}
        hint={<span className="mc-counter">{`${[...note].length} / ${transferNoteMax}`}</span>}
        error={errorText(errors.note?.message)}
      >
        <div className="form-input mc-textarea">
          <textarea id="upline-note" aria-describedby={errorIdOf('upline-note')} placeholder={t('memberCentre.transferUpline.notePlaceholder')} data-testid="upline-note" {...register('note')} />
        </div>
      </CentreField>
      <RequestNotice view={request} onRetry={onRetry} onCancel={onCancel} />
      {request.phase === 'done' && request.answer ? (
        <Notice tone="success" testId="transfer-upline-done" title={t('memberCentre.transferUpline.done', { amount: formatMoney(request.answer.amount), upline: request.answer.upline })}>
          {t('memberCentre.kit.reference', { reference: request.answer.reference })} · {t('memberCentre.transferUpline.balanceAfter', { balance: formatMoney(request.answer.balance) })}
        </Notice>
      ) : null}
      <div className="mc-form__actions">
        <Button type="submit" size="lg" disabled={request.busy || request.phase === 'failed'} data-testid="transfer-upline-submit">
          {request.busy ? t('memberCentre.kit.sending') : t('memberCentre.transferUpline.submit')}
        </Button>
      </div>
    </form>
  );
}
