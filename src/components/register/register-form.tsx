/**
 * The registration form, in the modal and on the full page. Its fields come
 * from the gateway's register rules (through src/forms); required ones get a
 * star on the placeholder and every error shows below its field. A valid
 * submit (button or Enter) calls `onSubmit` once.
 */
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CaptchaField, type CaptchaImageView } from '../form/captcha-field';
import { useSchemaResolver, type FormSchema } from '../form/schema-resolver';
import { TextField } from '../form/text-field';
import { useErrorText } from '../form/use-error-text';
import { useServerErrors } from '../form/use-server-errors';
import { DialingCodeSelect, type DialingCode } from '../sms/dialing-code-select';
import { SmsCodeButton, type SmsButtonViewModel } from '../sms/sms-code-button';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { lookOf, wideFields } from './register-fields';

export type RegisterValues = Record<string, string>;

export interface RegisterFieldView {
  name: string;
  required: boolean;
  maxLength?: number;
}

export interface RegisterFormView {
  fields: RegisterFieldView[];
  busy: boolean;
  errorCode: string | null;
  fieldErrors: Record<string, string> | null;
  captcha: CaptchaImageView | null;
  /** The SMS button beside the verification code, when that field exists. */
  sms: SmsButtonViewModel | null;
  dialingCodes: DialingCode[];
  /** Prefill: affiliate and referral codes from the address. */
  initial: RegisterValues;
}

export interface RegisterFormProps {
  view: RegisterFormView;
  schema: FormSchema;
  /** 'page' adds the reset button. */
  variant: 'modal' | 'page';
  onSubmit(values: RegisterValues): void;
  onCaptchaRefresh(): void;
  onSmsRequest(number: { mobileNum: string; countryDialingCode: string }): void;
  onHelp(): void;
  /** Page only: the reset button clears the form and tells the flow. */
  onReset?(): void;
}

export function RegisterForm({ view, schema, variant, onSubmit, onCaptchaRefresh, onSmsRequest, onHelp, onReset }: RegisterFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const resolver = useSchemaResolver<RegisterValues>(schema);
  const names = view.fields.map((field) => field.name);
  const blank = Object.fromEntries(names.map((name) => [name, '']));
  const defaults: RegisterValues = { ...blank, countryDialingCode: view.dialingCodes[0]?.dialingCode ?? '', ...view.initial };
  const { register, handleSubmit, formState, setError, trigger, getValues, reset } = useForm<RegisterValues>({ resolver, defaultValues: defaults });
  const { errors } = formState;
  useServerErrors(setError, view.fieldErrors, names);

  const requestSms = async () => {
    if (!(await trigger(['mobileNum', 'countryDialingCode']))) return;
    const { mobileNum, countryDialingCode } = getValues();
    onSmsRequest({ mobileNum: (mobileNum ?? '').trim(), countryDialingCode: countryDialingCode ?? '' });
  };

  const renderField = (field: RegisterFieldView) => (
    <div key={field.name} className={wideFields.includes(field.name) ? 'register-form__cell is-wide' : 'register-form__cell'}>
      {renderControl(field)}
    </div>
  );

  const renderControl = (field: RegisterFieldView) => {
    const error = errorText(errors[field.name]?.message);
    const label = t(`register.field.${field.name}`);
    const id = `register-${field.name}`;
    if (field.name === 'captcha' && view.captcha) {
      return <CaptchaField key={field.name} id={id} captcha={view.captcha} onRefresh={onCaptchaRefresh} error={error} {...register('captcha')} />;
    }
    const look = lookOf(field.name);
    const extra =
      field.name === 'mobileNum'
        ? { prefix: <DialingCodeSelect codes={view.dialingCodes} {...register('countryDialingCode')} />, icon: undefined }
        : field.name === 'verificationCode' && view.sms
          ? { addon: <SmsCodeButton view={view.sms} onRequest={requestSms} /> }
          : {};
    return (
      <TextField
        key={field.name}
        id={id}
        label={label}
        required={field.required}
        icon={look.icon}
        type={look.type ?? 'text'}
        revealable={look.type === 'password'}
        autoComplete={look.autoComplete}
        inputMode={look.inputMode}
        maxLength={field.maxLength}
        error={error}
        {...extra}
        {...register(field.name)}
      />
    );
  };

  return (
    <form className="auth-form register-form" noValidate onSubmit={handleSubmit(onSubmit)} data-testid="register-form">
      <div className="register-form__grid">{view.fields.map(renderField)}</div>

      <p className="register-form__terms">
        {t('register.terms.prefix')}{' '}
        <button type="button" className="auth-link" onClick={onHelp} data-testid="register-help">
          {t('register.terms.link')}
        </button>
      </p>

      {view.errorCode ? (
        <p className="form-message" role="alert" data-testid="register-error">
          {errorText(view.errorCode)}
        </p>
      ) : null}

      <div className="register-form__actions">
        {variant === 'page' ? (
          <Button
            variant="secondary"
            size="lg"
            onClick={() => {
              reset({ ...blank, countryDialingCode: defaults.countryDialingCode });
              onReset?.();
            }}
            data-testid="register-reset"
          >
            {t('register.reset')}
          </Button>
        ) : null}
        <Button type="submit" size="lg" block disabled={view.busy} data-testid="register-submit">
          {view.busy ? <Spinner size={18} label={t('register.submitting')} /> : null}
          {t(view.busy ? 'register.submitting' : 'register.submit')}
        </Button>
      </div>
    </form>
  );
}
