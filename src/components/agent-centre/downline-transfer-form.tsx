/**
 * Sends money from the agent's main wallet to one or several downlines at
 * once (transfer to downline; red envelope): one amount per ticked
 * downline, an optional note every downline reads, and the sum, which may
 * not exceed the main balance. The gateway moves every leg in one
 * transaction or none; a lost answer is retried with the same request id.
 */
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MoneyRequestView } from '../../machines/money-request/money-request.selectors';
import type { Downline, DownlineTransfer } from '../../services/schemas/agent';
import { transferNoteMax } from '../../services/schemas/funds';
import { errorIdOf } from '../form/form-field';
import { useSchemaResolver, type FormSchema } from '../form/schema-resolver';
import { useErrorText } from '../form/use-error-text';
import { Button } from '../ui/button';
import { Icon } from '../ui/icons';
import { AmountField } from '../member-centre/kit/amount-field';
import { CentreField } from '../member-centre/kit/field';
import { formatMoney } from '../member-centre/kit/money';
import { MoneyText } from '../member-centre/kit/money-text';
import { Notice } from '../member-centre/kit/notice';
import { RequestNotice } from '../member-centre/funds/request-notice';
import { legField, totalText, type TransferFormValues } from './agent-schemas';
import '../member-centre/funds/funds.css';
import './agent-centre.css';

export interface DownlineTransferFormProps {
  legs: Downline[];
  /** Main-wallet balance, or null while it loads. */
  available: string | null;
  symbol: string;
  schema: FormSchema;
  request: MoneyRequestView<DownlineTransfer>;
  onRemove(downline: Downline): void;
  onSubmit(values: TransferFormValues): void;
  onRetry(): void;
  onCancel(): void;
}

export function DownlineTransferForm({ legs, available, symbol, schema, request, onRemove, onSubmit, onRetry, onCancel }: DownlineTransferFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const resolver = useSchemaResolver<TransferFormValues>(schema);
  const { register, handleSubmit, formState, setValue, getValues, watch, reset } = useForm<TransferFormValues>({ resolver, defaultValues: { amounts: {}, note: '' }, shouldUnregister: true });
  const { errors } = formState;
  const amounts = watch('amounts') ?? {};
  const note = watch('note') ?? '';
  const ids = legs.map((leg) => leg.id);

  useEffect(() => {
    if (request.phase === 'done') reset({ amounts: {}, note: '' });
  }, [request.phase, request.answer, reset]);

  const sameForAll = () => {
    const first = getValues(`amounts.${legField(ids[0])}`);
    for (const id of ids.slice(1)) setValue(`amounts.${legField(id)}`, first, { shouldValidate: formState.isSubmitted });
  };

  return (
    <form className="mc-form" noValidate onSubmit={handleSubmit(onSubmit)} data-testid="downline-transfer-form">
      <ul className="ac-legs">
        {legs.map((leg) => (
          <li className="ac-leg" key={leg.id} data-testid={`transfer-leg-${leg.account}`}>
            <div className="ac-leg__who">
              <span className="mc-cell-main">{leg.account}</span>
              <span className="mc-cell-sub">{t('agentCentre.downlineManagement.legBalance', { balance: formatMoney(leg.balance) })}</span>
            </div>
            <AmountField
              id={`transfer-amount-${leg.account}`}
              label={t('agentCentre.downlineManagement.legAmount', { account: leg.account })}
              symbol={symbol}
              error={errorText(errors.amounts?.[legField(leg.id)]?.message)}
              {...register(`amounts.${legField(leg.id)}`)}
            />
            <button type="button" className="ac-leg__remove" onClick={() => onRemove(leg)} aria-label={t('agentCentre.downlineManagement.removeLeg', { account: leg.account })} title={t('agentCentre.downlineManagement.removeLeg', { account: leg.account })}>
              <Icon name="close" size={16} />
            </button>
          </li>
        ))}
      </ul>
      {legs.length > 1 ? (
        <div>
          <Button variant="ghost" size="sm" onClick={sameForAll} data-testid="transfer-same-amount">
            <Icon name="refresh" size={15} />
            {t('agentCentre.downlineManagement.sameAmount')}
          </Button>
        </div>
      ) : null}
      <CentreField
        id="transfer-note"
        label={t('agentCentre.downlineManagement.note')}
        hint={<span className="mc-counter">{`${[...note].length} / ${transferNoteMax}`}</span>}
        error={errorText(errors.note?.message)}
      >
        <div className="form-input mc-textarea">
          <textarea id="transfer-note" aria-describedby={errorIdOf('transfer-note')} placeholder={t('agentCentre.downlineManagement.notePlaceholder')} data-testid="transfer-note" {...register('note')} />
        </div>
      </CentreField>
      <div className={errors.total ? 'mc-field has-error' : 'mc-field'}>
        <div className="ac-total" data-testid="transfer-total">
          <span className="ac-total__label">{t('agentCentre.downlineManagement.total', { count: legs.length, balance: formatMoney(available) })}</span>
          <MoneyText value={totalText(amounts, ids)} symbol={symbol} size="lg" testId="transfer-total-value" />
        </div>
        <p className="form-field__error" role={errors.total ? 'alert' : undefined} data-testid="transfer-total-error">
          {errorText(errors.total?.message) ?? ''}
        </p>
      </div>
      <RequestNotice view={request} onRetry={onRetry} onCancel={onCancel} testId="transfer-notice" />
      <div className="mc-form__actions">
        <Button type="submit" size="lg" disabled={request.busy || request.phase === 'failed'} data-testid="transfer-submit">
          {request.busy ? t('memberCentre.kit.sending') : t('agentCentre.downlineManagement.submit', { count: legs.length })}
        </Button>
      </div>
    </form>
  );
}

/** What the last transfer did: the sum, each leg, the reference and the balance after. */
export function TransferDone({ answer, symbol }: { answer: DownlineTransfer; symbol: string }) {
  const { t } = useTranslation();
  return (
    <Notice tone="success" testId="transfer-done" title={t('agentCentre.downlineManagement.done', { total: `${symbol}${formatMoney(answer.total)}`, count: answer.transfers.length })}>
      {answer.transfers.map((leg) => `${leg.account} ${formatMoney(leg.amount)}`).join(' · ')}
      <br />
      {t('memberCentre.kit.reference', { reference: answer.reference })} · {t('agentCentre.downlineManagement.balanceAfter', { balance: formatMoney(answer.balance) })}
    </Notice>
  );
}
