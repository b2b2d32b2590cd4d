/**
 * A manual credit or debit with its reason. Each form carries one request id
 * for all its retries, so a double click or a resend moves money once; the
 * answer says whether it was applied or waits for a second operator.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../i18n';
import { membersApi, type Adjustment } from '../../services/members.api';
import { Button } from '../button';
import { useReasonedAction } from './use-reasoned-action';

const amountPattern = /^\d{1,12}(\.\d{1,2})?$/;

export function AdjustPanel({ account, onApplied }: { account: string; onApplied: () => void }) {
  const { t, i18n } = useTranslation();
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [form, setForm] = useState({ direction: 'credit', amount: '', reason: '' });
  const [amountInvalid, setAmountInvalid] = useState(false);
  const action = useReasonedAction<Adjustment>(async (payload, signal) => {
    const answer = await membersApi.adjust(account, { direction: payload.direction!, amount: payload.amount!, reason: payload.reason!, requestId: payload.requestId! }, { signal });
    if (answer.status === 'applied') onApplied();
    return answer;
  });

  const again = () => {
    setRequestId(crypto.randomUUID());
    setForm({ direction: 'credit', amount: '', reason: '' });
    action.again();
  };

  if (action.done && action.outcome) {
    const outcome = action.outcome;
    return (
      <section className="bo-card" aria-labelledby="adjust-heading">
        <h2 id="adjust-heading">{t('backoffice.adjust.heading')}</h2>
        <p className="bo-success" role="status" data-testid="adjust-outcome">
          {outcome.status === 'applied' ? t('backoffice.adjust.applied', { amount: outcome.amount, reference: outcome.reference }) : t('backoffice.adjust.pending', { amount: outcome.amount })}
        </p>
        <Button variant="secondary" size="sm" onClick={again}>
          {t('backoffice.adjust.another')}
        </Button>
      </section>
    );
  }

  const fieldError = (field: string) => action.fieldErrors[field] ?? (field === 'reason' && action.errorCode === 'backoffice.reason.required' ? action.errorCode : null);
  return (
    <section className="bo-card" aria-labelledby="adjust-heading">
      <h2 id="adjust-heading">{t('backoffice.adjust.heading')}</h2>
      <form
        className="bo-form"
        onSubmit={(event) => {
          event.preventDefault();
          const valid = amountPattern.test(form.amount.trim());
          setAmountInvalid(!valid);
          if (valid) action.submit({ ...form, amount: form.amount.trim(), requestId });
        }}
      >
        <fieldset className="bo-radios">
          <legend>{t('backoffice.adjust.direction')}</legend>
          {(['credit', 'debit'] as const).map((direction) => (
            <label key={direction}>
              <input type="radio" name="direction" value={direction} checked={form.direction === direction} onChange={() => setForm({ ...form, direction })} />{' '}
              {t(`backoffice.adjust.${direction}`)}
            </label>
          ))}
        </fieldset>
        <label className="bo-field">
          <span>{t('backoffice.queue.amount')}</span>
          <input name="amount" inputMode="decimal" value={form.amount} onChange={(event) => setForm({ ...form, amount: event.target.value })} aria-invalid={amountInvalid} aria-describedby="amount-error" />
          {amountInvalid && (
            <small id="amount-error" className="bo-error">
              {t('backoffice.adjust.amountFormat')}
            </small>
          )}
        </label>
        <label className="bo-field">
          <span>{t('backoffice.item.reason')}</span>
          <textarea name="adjust-reason" value={form.reason} onChange={(event) => setForm({ ...form, reason: event.target.value })} maxLength={500} rows={2} aria-invalid={fieldError('reason') !== null} />
        </label>
        <p className="bo-muted">{t('backoffice.adjust.hint')}</p>
        {action.errorCode && (
          <p className="bo-error" role="alert">
            {errorText(i18n, action.errorCode)}
          </p>
        )}
        <Button type="submit" disabled={action.busy}>
          {t('backoffice.adjust.submit')}
        </Button>
      </form>
    </section>
  );
}
