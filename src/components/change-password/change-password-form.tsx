/**
 * Change password: the old password (hidden when the session still holds the
 * one just typed at login), the new one and its confirmation. Opened by the
 * forced change after a login with a default or expired password.
 */
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSchemaResolver, type FormSchema } from '../form/schema-resolver';
import { TextField } from '../form/text-field';
import { useErrorText } from '../form/use-error-text';
import { useServerErrors } from '../form/use-server-errors';
import { Button } from '../ui/button';
import { Icon } from '../ui/icons';
import { Spinner } from '../ui/spinner';
import './change-password.css';

export interface ChangePasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export interface ChangePasswordView {
  askOldPassword: boolean;
  /** Opened by the login because the password is the default or expired. */
  forced: boolean;
  busy: boolean;
  errorCode: string | null;
  fieldErrors: Record<string, string> | null;
}

export interface ChangePasswordFormProps {
  view: ChangePasswordView;
  schema: FormSchema;
  onSubmit(values: ChangePasswordValues): void;
  /** Offered on a forced change, which cannot be closed otherwise. */
  onSignOut?(): void;
}

const fieldNames = ['oldPassword', 'newPassword', 'confirmPassword'] as const;

export function ChangePasswordForm({ view, schema, onSubmit, onSignOut }: ChangePasswordFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const resolver = useSchemaResolver<ChangePasswordValues>(schema);
  const { register, handleSubmit, formState, setError } = useForm<ChangePasswordValues>({
    resolver,
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = formState;
  useServerErrors(setError, view.fieldErrors, fieldNames);

  return (
    <div className="change-password" data-testid="change-password">
      <div className="change-password__head">
        <span className="change-password__icon">
          <Icon name="shield" size={26} />
        </span>
        <div>
          <h2 className="auth-title">{t('changePassword.title')}</h2>
          <p className="change-password__lead">{t(view.forced ? 'changePassword.forcedLead' : 'changePassword.lead')}</p>
        </div>
      </div>
      <form className="auth-form" noValidate onSubmit={handleSubmit(onSubmit)}>
        {view.askOldPassword ? (
          <TextField
            id="change-old-password"
            label={t('changePassword.field.oldPassword')}
            required
            icon="shield"
            type="password"
            revealable
            autoComplete="current-password"
            error={errorText(errors.oldPassword?.message)}
            {...register('oldPassword')}
          />
        ) : null}
        <TextField
          id="change-new-password"
          label={t('changePassword.field.newPassword')}
          required
          icon="shield"
          type="password"
          revealable
          autoComplete="new-password"
          error={errorText(errors.newPassword?.message)}
          {...register('newPassword')}
        />
        <TextField
          id="change-confirm-password"
          label={t('changePassword.field.confirmPassword')}
          required
          icon="shield"
          type="password"
          revealable
          autoComplete="new-password"
          error={errorText(errors.confirmPassword?.message)}
          {...register('confirmPassword')}
        />
        {view.errorCode ? (
          <p className="form-message" role="alert" data-testid="change-password-error">
            {errorText(view.errorCode)}
          </p>
        ) : null}
        <Button type="submit" size="lg" block disabled={view.busy} data-testid="change-password-submit">
          {view.busy ? <Spinner size={18} label={t('changePassword.submitting')} /> : null}
          {t(view.busy ? 'changePassword.submitting' : 'changePassword.submit')}
        </Button>
        {onSignOut ? (
          <button type="button" className="auth-link change-password__sign-out" onClick={onSignOut} data-testid="change-password-sign-out">
            {t('changePassword.signOutInstead')}
          </button>
        ) : null}
      </form>
    </div>
  );
}
