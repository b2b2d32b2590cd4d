/**
 * The withdrawal-password step both points-mall requests share: the field
 * with its refusal below it, back and confirm, and after a lost answer only
 * the retry (the same request again). The typed password stays while the
 * step is on screen, so a refusal loses nothing.
 */
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import type { PasswordRequestView } from '../../machines/password-request/password-request.selectors';
import { useSchemaResolver } from '../form/schema-resolver';
import { useErrorText } from '../form/use-error-text';
import { useServerErrors } from '../form/use-server-errors';
import { InputField } from '../member-centre/kit/field';
import { Notice } from '../member-centre/kit/notice';
import { Button } from '../ui/button';
import './point-mall.css';

/** Refusals about the password itself: shown below its field, not above the form. */
export const passwordCodes: readonly string[] = ['invalid.payment.pw', 'not.exists.payment.password', 'login.account.locked'];

const schema = v.object({ paymentPassword: v.pipe(v.string(), v.minLength(1, 'field.required')) });
type PasswordValues = v.InferOutput<typeof schema>;

export interface PasswordStepProps {
  id: string;
  view: PasswordRequestView;
  onPassword(paymentPassword: string): void;
  onBack(): void;
  onRetry(): void;
}

export function PasswordStep({ id, view, onPassword, onBack, onRetry }: PasswordStepProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const resolver = useSchemaResolver<PasswordValues>(schema);
  const { register, handleSubmit, formState, setError } = useForm<PasswordValues>({ resolver, defaultValues: { paymentPassword: '' } });
  const serverErrors = useMemo(
    () => (view.errorCode && passwordCodes.includes(view.errorCode) ? { paymentPassword: view.errorCode } : view.fieldErrors),
    [view.errorCode, view.fieldErrors],
  );
  useServerErrors(setError, serverErrors, ['paymentPassword']);

  if (view.step === 'failed')
    return (
      <Notice tone="warning" title={t('pointMall.redeem.lostTitle')} testId={`${id}-failed`} action={<Button onClick={onRetry} data-testid={`${id}-retry`}>{t('pointMall.redeem.retry')}</Button>}>
        {t('pointMall.redeem.lostText')}
      </Notice>
    );
  return (
    <form className="pm-form" noValidate onSubmit={handleSubmit((values) => onPassword(values.paymentPassword))}>
      <InputField id={`${id}-password`} type="password" autoComplete="off" label={t('pointMall.redeem.password')} error={errorText(formState.errors.paymentPassword?.message)} {...register('paymentPassword')} />
      <div className="pm-actions">
        <Button variant="secondary" disabled={view.busy} onClick={onBack}>
          {t('pointMall.redeem.back')}
        </Button>
        <Button type="submit" disabled={view.busy}>
          {view.busy ? t('pointMall.redeem.sending') : t('pointMall.redeem.confirm')}
        </Button>
      </div>
    </form>
  );
}
