/** Forgot by email: username and the email on the account. */
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSchemaResolver, type FormSchema } from '../form/schema-resolver';
import { TextField } from '../form/text-field';
import { useErrorText } from '../form/use-error-text';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';

export interface ForgotEmailValues {
  username: string;
  email: string;
}

interface FormView {
  busy: boolean;
  errorCode: string | null;
}

export function ForgotByEmailForm({ view, schema, onSubmit }: { view: FormView; schema: FormSchema; onSubmit(values: ForgotEmailValues): void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const resolver = useSchemaResolver<ForgotEmailValues>(schema);
  const { register, handleSubmit, formState } = useForm<ForgotEmailValues>({ resolver, defaultValues: { username: '', email: '' } });
  const { errors } = formState;
  return (
    <form className="auth-form" noValidate onSubmit={handleSubmit(onSubmit)} data-testid="forgot-email-form">
      <TextField id="forgot-username" label={t('forgotPassword.field.username')} required icon="user" autoComplete="username" error={errorText(errors.username?.message)} {...register('username')} />
      <TextField id="forgot-email" label={t('forgotPassword.field.email')} required icon="mail" type="email" autoComplete="email" error={errorText(errors.email?.message)} {...register('email')} />
      {view.errorCode ? (
        <p className="form-message" role="alert" data-testid="forgot-error">
          {errorText(view.errorCode)}
        </p>
      ) : null}
      <Button type="submit" size="lg" block disabled={view.busy} data-testid="forgot-submit">
        {view.busy ? <Spinner size={18} label={t('forgotPassword.submitting')} /> : null}
        {t(view.busy ? 'forgotPassword.submitting' : 'forgotPassword.sendEmail')}
      </Button>
    </form>
  );
}
