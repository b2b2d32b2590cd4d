/** Forgot by phone, step 1: the mobile number and the SMS code (with its countdown button). */
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSchemaResolver, type FormSchema } from '../form/schema-resolver';
import { TextField } from '../form/text-field';
import { useErrorText } from '../form/use-error-text';
import { DialingCodeSelect, type DialingCode } from '../sms/dialing-code-select';
import { SmsCodeButton, type SmsButtonViewModel } from '../sms/sms-code-button';
import { Button } from '../ui/button';

export interface ForgotCodeValues {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
}

export interface ForgotCodeFormProps {
  view: { errorCode: string | null; sms: SmsButtonViewModel; dialingCodes: DialingCode[]; initial: Partial<ForgotCodeValues> };
  schema: FormSchema;
  onSubmit(values: ForgotCodeValues): void;
  onSmsRequest(number: { mobileNum: string; countryDialingCode: string }): void;
}

export function ForgotCodeForm({ view, schema, onSubmit, onSmsRequest }: ForgotCodeFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const resolver = useSchemaResolver<ForgotCodeValues>(schema);
  const { register, handleSubmit, formState, trigger, getValues } = useForm<ForgotCodeValues>({
    resolver,
    defaultValues: { mobileNum: '', countryDialingCode: view.dialingCodes[0]?.dialingCode ?? '', verificationCode: '', ...view.initial },
  });
  const { errors } = formState;

  const requestSms = async () => {
    if (!(await trigger(['mobileNum', 'countryDialingCode']))) return;
    const { mobileNum, countryDialingCode } = getValues();
    onSmsRequest({ mobileNum: mobileNum.trim(), countryDialingCode });
  };

  return (
    <form className="auth-form" noValidate onSubmit={handleSubmit(onSubmit)} data-testid="forgot-code-form">
      <TextField
        id="forgot-mobile"
        label={t('forgotPassword.field.mobileNum')}
        required
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        prefix={<DialingCodeSelect codes={view.dialingCodes} {...register('countryDialingCode')} />}
        error={errorText(errors.mobileNum?.message ?? errors.countryDialingCode?.message)}
        {...register('mobileNum')}
      />
      <TextField
        id="forgot-code"
        label={t('forgotPassword.field.verificationCode')}
        required
        icon="mail"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={255}
        addon={<SmsCodeButton view={view.sms} onRequest={requestSms} />}
        error={errorText(errors.verificationCode?.message)}
        {...register('verificationCode')}
      />
      {view.errorCode ? (
        <p className="form-message" role="alert" data-testid="forgot-error">
          {errorText(view.errorCode)}
        </p>
      ) : null}
      <Button type="submit" size="lg" block data-testid="forgot-submit">
        {t('forgotPassword.next')}
      </Button>
    </form>
  );
}
