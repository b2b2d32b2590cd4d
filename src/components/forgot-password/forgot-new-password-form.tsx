/** Forgot by phone, step 2: the new password twice; the flow then logs in with it. */
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSchemaResolver, type FormSchema } from '../form/schema-resolver';
import { TextField } from '../form/text-field';
import { useErrorText } from '../form/use-error-text';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';

export interface ForgotNewPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

export interface ForgotNewPasswordFormProps {
  view: { busy: boolean; errorCode: string | null; mobileNum: string };
  schema: FormSchema;
  onSubmit(values: ForgotNewPasswordValues): void;
  onBack(): void;
}

export function ForgotNewPasswordForm({ view, schema, onSubmit, onBack }: ForgotNewPasswordFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const resolver = useSchemaResolver<ForgotNewPasswordValues>(schema);
  const { register, handleSubmit, formState } = useForm<ForgotNewPasswordValues>({ resolver, defaultValues: { newPassword: '', confirmPassword: '' } });
  const { errors } = formState;
  return (
    <form className="auth-form" noValidate onSubmit={handleSubmit(onSubmit)} data-testid="forgot-password-form">
      <p className="forgot-verified">
        {t('forgotPassword.verifiedFor')} <strong>{view.mobileNum}</strong>
        <button type="button" className="auth-link" onClick={onBack} data-testid="forgot-step-back">
          {t('forgotPassword.change')}
        </button>
      </p>
      <TextField
        id="forgot-new-password"
        label={t('forgotPassword.field.newPassword')}
        required
        icon="shield"
        type="password"
        revealable
        autoComplete="new-password"
        error={errorText(errors.newPassword?.message)}
        {...register('newPassword')}
      />
      <TextField
        id="forgot-confirm-password"
        label={t('forgotPassword.field.confirmPassword')}
        required
        icon="shield"
        type="password"
        revealable
        autoComplete="new-password"
        error={errorText(errors.confirmPassword?.message)}
        {...register('confirmPassword')}
      />
      {view.errorCode ? (
        <p className="form-message" role="alert" data-testid="forgot-error">
          {errorText(view.errorCode)}
        </p>
      ) : null}
      <Button type="submit" size="lg" block disabled={view.busy} data-testid="forgot-submit">
        {view.busy ? <Spinner size={18} label={t('forgotPassword.submitting')} /> : null}
        {t(view.busy ? 'forgotPassword.submitting' : 'forgotPassword.resetPassword')}
      </Button>
    </form>
  );
}
