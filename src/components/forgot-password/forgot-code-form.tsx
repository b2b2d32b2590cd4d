/** Forgot by phone, step 1: the mobile number and the SMS code (with its countdown button). */
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSchemaResolver, type FormSchema } from '../form/schema-resolver';
import { useErrorText } from '../form/use-error-text';
import { PhoneCodeFields } from '../sms/phone-code-fields';
import type { DialingCode } from '../sms/dialing-code-select';
import type { SmsButtonViewModel } from '../sms/sms-code-button';
import { Button } from '../ui/button';

export interface ForgotCodeValues {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
}

export interface ForgotCodeFormProps {
  view: {
    errorCode: string | null;
    sms: SmsButtonViewModel;
    dialingCodes: DialingCode[];
    initial: Partial<ForgotCodeValues>;
  };
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
    defaultValues: {
      mobileNum: '',
      countryDialingCode: view.dialingCodes[0]?.dialingCode ?? '',
      verificationCode: '',
      ...view.initial,
    },
  });
  const { errors } = formState;

  const requestSms = async () => {
    if (!(await trigger(['mobileNum', 'countryDialingCode']))) return;
    const { mobileNum, countryDialingCode } = getValues();
    onSmsRequest({ mobileNum: mobileNum.trim(), countryDialingCode });
  };

  return (
    <form className="auth-form" noValidate onSubmit={handleSubmit(onSubmit)} data-testid="forgot-code-form">
      <PhoneCodeFields
        idPrefix="forgot"
        labels={{
          mobileNum: t('forgotPassword.field.mobileNum'),
          verificationCode: t('forgotPassword.field.verificationCode'),
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
