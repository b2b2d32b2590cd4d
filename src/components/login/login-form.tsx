/**
 * The login form: username + password (captcha after a failure that asks for
 * it) or mobile + SMS code. A valid submit calls `onSubmit` once; server
 * field errors arrive as codes and show below their fields.
 */
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CaptchaField, type CaptchaImageView } from '../form/captcha-field';
import { Checkbox } from '../form/checkbox';
import { useSchemaResolver, type FormSchema } from '../form/schema-resolver';
import { TextField } from '../form/text-field';
import { useErrorText } from '../form/use-error-text';
import { useServerErrors } from '../form/use-server-errors';
import { PhoneCodeFields } from '../sms/phone-code-fields';
import type { DialingCode } from '../sms/dialing-code-select';
import type { SmsButtonViewModel } from '../sms/sms-code-button';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';

export type LoginTab = 'username' | 'sms';

export interface LoginFormValues {
  username: string;
  password: string;
  captcha: string;
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
}

export interface LoginFormView {
  tab: LoginTab;
  busy: boolean;
  /** Form-level failure, translated as errors.<code>. */
  errorCode: string | null;
  fieldErrors: Record<string, string> | null;
  /** Shown after a failed login that asked for a captcha. */
  captcha: CaptchaImageView | null;
  rememberMe: boolean;
  /** Prefill from remember-me (never a password). */
  initial: Partial<LoginFormValues>;
  sms: SmsButtonViewModel;
  dialingCodes: DialingCode[];
}

export interface LoginFormProps {
  view: LoginFormView;
  /** Valibot schema of the current tab (src/forms). */
  schema: FormSchema;
  onSubmit(values: LoginFormValues): void;
  onRememberMe(checked: boolean): void;
  onCaptchaRefresh(): void;
  onSmsRequest(number: { mobileNum: string; countryDialingCode: string }): void;
  onForgot(): void;
}

const fieldNames = ['username', 'password', 'captcha', 'mobileNum', 'countryDialingCode', 'verificationCode'] as const;

export function LoginForm({ view, schema, onSubmit, onRememberMe, onCaptchaRefresh, onSmsRequest, onForgot }: LoginFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const resolver = useSchemaResolver<LoginFormValues>(schema);
  const form = useForm<LoginFormValues>({
    resolver,
    defaultValues: {
      username: '',
      password: '',
      captcha: '',
      mobileNum: '',
      countryDialingCode: view.dialingCodes[0]?.dialingCode ?? '',
      verificationCode: '',
      ...view.initial,
    },
  });
  const { register, handleSubmit, formState, setError, trigger, getValues } = form;
  const { errors } = formState;
  useServerErrors(setError, view.fieldErrors, fieldNames);

  const requestSms = async () => {
    if (!(await trigger(['mobileNum', 'countryDialingCode']))) return;
    const { mobileNum, countryDialingCode } = getValues();
    onSmsRequest({ mobileNum: mobileNum.trim(), countryDialingCode });
  };

  return (
    <form className="auth-form" noValidate onSubmit={handleSubmit(onSubmit)} data-testid={`login-form-${view.tab}`}>
      {view.tab === 'username' ? (
        <>
          <TextField
            id="login-username"
            label={t('login.field.username')}
            required
            icon="user"
            autoComplete="username"
            error={errorText(errors.username?.message)}
            {...register('username')}
          />
          <TextField
            id="login-password"
            label={t('login.field.password')}
            required
            icon="shield"
            type="password"
            revealable
            autoComplete="current-password"
            error={errorText(errors.password?.message)}
            {...register('password')}
          />
          {view.captcha ? (
            <CaptchaField
              id="login-captcha"
              captcha={view.captcha}
              onRefresh={onCaptchaRefresh}
              error={errorText(errors.captcha?.message)}
              {...register('captcha')}
            />
          ) : null}
        </>
      ) : (
        <>
          <PhoneCodeFields
            idPrefix="login"
            labels={{
              mobileNum: t('login.field.mobileNum'),
              verificationCode: t('login.field.verificationCode'),
            }}
            dialingCodes={view.dialingCodes}
            sms={view.sms}
            onRequestCode={requestSms}
            fields={{
              mobileNum: register('mobileNum'),
              countryDialingCode: register('countryDialingCode'),
              verificationCode: register('verificationCode'),
            }}
            errors={{
              mobileNum: errorText(errors.mobileNum?.message ?? errors.countryDialingCode?.message),
              verificationCode: errorText(errors.verificationCode?.message),
            }}
          />
        </>
      )}

      <div className="auth-form__row">
        <Checkbox label={t('login.rememberMe')} checked={view.rememberMe} onChange={(event) => onRememberMe(event.target.checked)} data-testid="remember-me" />
        <button type="button" className="auth-link" onClick={onForgot} data-testid="forgot-link">
          {t('login.forgot')}
        </button>
      </div>

      {view.errorCode ? (
        <p className="form-message" role="alert" data-testid="login-error">
          {errorText(view.errorCode)}
        </p>
      ) : null}

      <Button type="submit" size="lg" block disabled={view.busy} data-testid="login-submit">
        {view.busy ? <Spinner size={18} label={t('login.submitting')} /> : null}
        {t(view.busy ? 'login.submitting' : 'login.submit')}
      </Button>
    </form>
  );
}
