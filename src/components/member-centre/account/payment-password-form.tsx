/**
 * Set or change the withdrawal password: six digits, typed twice; changing
 * it asks for the current one. The call travels encrypted like the login
 * password; a wrong current password shows under its field.
 */
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SubmitView } from '../../../machines/centre-submit/centre-submit.selectors';
import type { PaymentPasswordInput } from '../../../services/schemas/funds';
import { useSchemaResolver } from '../../form/schema-resolver';
import { useErrorText } from '../../form/use-error-text';
import { useServerErrors } from '../../form/use-server-errors';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { InputField } from '../kit/field';
import { Notice } from '../kit/notice';
import { paymentPasswordSchema } from './security-schemas';

interface PaymentPasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export interface PaymentPasswordFormProps {
  hasPaymentPassword: boolean;
  submit: SubmitView;
  onSave(input: PaymentPasswordInput): void;
  onCancel(): void;
}

const fieldNames = ['oldPassword', 'newPassword', 'confirmPassword'] as const;
const digits = { type: 'password', inputMode: 'numeric', maxLength: 6, autoComplete: 'off' } as const;

export function PaymentPasswordForm({ hasPaymentPassword, submit, onSave, onCancel }: PaymentPasswordFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const schema = useMemo(() => paymentPasswordSchema(hasPaymentPassword), [hasPaymentPassword]);
  const resolver = useSchemaResolver<PaymentPasswordValues>(schema);
  const { register, handleSubmit, formState, setError } = useForm<PaymentPasswordValues>({ resolver, defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' } });
  const { errors } = formState;
  useServerErrors(setError, submit.fieldErrors, fieldNames);
  const save = (values: PaymentPasswordValues) =>
    onSave({ ...(hasPaymentPassword ? { oldPassword: values.oldPassword } : {}), newPassword: values.newPassword, confirmPassword: values.confirmPassword });

  return (
    <form className="mc-form mc-inline-form" noValidate onSubmit={handleSubmit(save)} data-testid="payment-password-form">
      {hasPaymentPassword ? (
        <InputField id="payment-old" label={t('memberCentre.securityCenter.paymentPassword.old')} {...digits} error={errorText(errors.oldPassword?.message)} {...register('oldPassword')} />
      ) : null}
      <div className="mc-form__row">
        <InputField id="payment-new" label={t('memberCentre.securityCenter.paymentPassword.new')} hint={t('memberCentre.securityCenter.paymentPassword.hint')} {...digits} error={errorText(errors.newPassword?.message)} {...register('newPassword')} />
        <InputField id="payment-confirm" label={t('memberCentre.securityCenter.paymentPassword.confirm')} {...digits} error={errorText(errors.confirmPassword?.message)} {...register('confirmPassword')} />
      </div>
      {submit.errorCode ? (
        <Notice tone="danger" testId="payment-password-error">
          {errorText(submit.errorCode)}
        </Notice>
      ) : null}
      <div className="mc-form__actions">
        <Button type="submit" disabled={submit.busy} data-testid="payment-password-save">
          {submit.busy ? <Spinner size={16} label={t('memberCentre.securityCenter.saving')} /> : null}
          {t(hasPaymentPassword ? 'memberCentre.securityCenter.paymentPassword.change' : 'memberCentre.securityCenter.paymentPassword.set')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('memberCentre.securityCenter.cancel')}
        </Button>
      </div>
    </form>
  );
}
