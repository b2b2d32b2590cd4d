/**
 * Setting a limit: which kind, over which window, and the amount. A valid
 * submit sends one change; the gateway's field codes show below their
 * fields, any other refusal below the form.
 */
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { limitKinds, limitWindows } from '../../../../services/schemas/limits';
import { useSchemaResolver } from '../../../form/schema-resolver';
import { useErrorText } from '../../../form/use-error-text';
import { useServerErrors } from '../../../form/use-server-errors';
import { Button } from '../../../ui/button';
import { AmountField } from '../../kit/amount-field';
import { SelectField } from '../../kit/field';
import { Notice } from '../../kit/notice';
import { limitFormSchema, type LimitFormValues } from './limit-form-schema';

const fields = ['kind', 'window', 'amount'] as const;

export interface LimitFormProps {
  symbol: string;
  /** A change is on its way: the button says so. */
  sending: boolean;
  /** Nothing may be submitted now (sending, a raise under review, a reload). */
  disabled: boolean;
  /** A refusal of the last change: field codes go below their fields, a code without a field below the form. */
  errorCode: string | null;
  fieldErrors: Record<string, string> | null;
  onSubmit(values: LimitFormValues): void;
}

export function LimitForm({ symbol, sending, disabled, errorCode, fieldErrors, onSubmit }: LimitFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const resolver = useSchemaResolver<LimitFormValues>(limitFormSchema);
  const { register, handleSubmit, formState, setError } = useForm<LimitFormValues>({ resolver, defaultValues: { kind: 'deposit', window: 'day', amount: '' } });
  const { errors } = formState;
  useServerErrors(setError, fieldErrors, fields);
  const formError = errorCode && !(fieldErrors && Object.keys(fieldErrors).length) ? errorText(errorCode) : null;

  return (
    <form className="limit-form" noValidate onSubmit={handleSubmit((values) => onSubmit({ ...values, amount: values.amount.trim() }))} data-testid="limit-form">
      <div className="limit-form__row">
        <SelectField id="limit-kind" label={t('memberCentre.saferPlay.limits.form.kind')} error={errorText(errors.kind?.message)} {...register('kind')}>
          {limitKinds.map((kind) => (
            <option key={kind} value={kind}>
              {t(`memberCentre.saferPlay.limits.kinds.${kind}`)}
            </option>
          ))}
        </SelectField>
        <SelectField id="limit-window" label={t('memberCentre.saferPlay.limits.form.window')} error={errorText(errors.window?.message)} {...register('window')}>
          {limitWindows.map((window) => (
            <option key={window} value={window}>
              {t(`memberCentre.saferPlay.limits.windows.${window}`)}
            </option>
          ))}
        </SelectField>
        <AmountField id="limit-amount" label={t('memberCentre.saferPlay.limits.form.amount')} symbol={symbol} error={errorText(errors.amount?.message)} {...register('amount')} />
      </div>
      {formError ? (
        <Notice tone="danger" testId="limit-form-error">
          {formError}
        </Notice>
      ) : null}
      <div className="limit-form__actions">
        <p className="limit-form__hint">{t('memberCentre.saferPlay.limits.form.hint')}</p>
        <Button type="submit" disabled={disabled} data-testid="limit-submit">
          {sending ? t('memberCentre.kit.sending') : t('memberCentre.saferPlay.limits.form.submit')}
        </Button>
      </div>
    </form>
  );
}
