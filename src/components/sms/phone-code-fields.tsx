/**
 * The mobile number (with its dialling code) and the SMS code with its
 * send button: the pair the SMS login and the recovery by phone both ask for.
 */
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../form/text-field';
import { DialingCodeSelect, type DialingCode } from './dialing-code-select';
import { SmsCodeButton, type SmsButtonViewModel } from './sms-code-button';

export interface PhoneCodeFieldsProps {
  /** Prefix of the inputs' ids: `<idPrefix>-mobile`, `<idPrefix>-code`. */
  idPrefix: string;
  labels: { mobileNum: string; verificationCode: string };
  dialingCodes: DialingCode[];
  sms: SmsButtonViewModel;
  onRequestCode(): void;
  fields: {
    mobileNum: UseFormRegisterReturn;
    countryDialingCode: UseFormRegisterReturn;
    verificationCode: UseFormRegisterReturn;
  };
  errors: { mobileNum?: string | null; verificationCode?: string | null };
}

export function PhoneCodeFields({ idPrefix, labels, dialingCodes, sms, onRequestCode, fields, errors }: PhoneCodeFieldsProps) {
  return (
    <>
      <TextField
        id={`${idPrefix}-mobile`}
        label={labels.mobileNum}
        required
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        prefix={<DialingCodeSelect codes={dialingCodes} {...fields.countryDialingCode} />}
        error={errors.mobileNum}
        {...fields.mobileNum}
      />
      <TextField
        id={`${idPrefix}-code`}
        label={labels.verificationCode}
        required
        icon="mail"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={255}
        addon={<SmsCodeButton view={sms} onRequest={onRequestCode} />}
        error={errors.verificationCode}
        {...fields.verificationCode}
      />
    </>
  );
}
