/**
 * Binding an e-mail address or a phone number: the address or number, a
 * code sent to it (the send button counts down like the SMS button of the
 * access forms), and the code typed back. The address or number is checked
 * before a code is asked for.
 */
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import type { SubmitView } from '../../../machines/centre-submit/centre-submit.selectors';
import { useSchemaResolver } from '../../form/schema-resolver';
import { useErrorText } from '../../form/use-error-text';
import { useServerErrors } from '../../form/use-server-errors';
import { errorIdOf } from '../../form/form-field';
import { DialingCodeSelect, type DialingCode } from '../../sms/dialing-code-select';
import { SmsCodeButton, type SmsButtonViewModel } from '../../sms/sms-code-button';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { CentreField, InputField } from '../kit/field';
import { Notice } from '../kit/notice';
import { bindEmailSchema, bindMobileSchema, emailField, mobileField } from './security-schemas';

interface BindingProps<TValues> {
  submit: SubmitView;
  code: SmsButtonViewModel;
  onRequestCode(values: TValues): void;
  onSave(values: TValues): void;
  onCancel(): void;
}

function Actions({ submit, labelKey, testId, onCancel }: { submit: SubmitView; labelKey: string; testId: string; onCancel(): void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <>
      {submit.errorCode ? (
        <Notice tone="danger" testId={`${testId}-error`}>
          {errorText(submit.errorCode)}
        </Notice>
      ) : null}
      <div className="mc-form__actions">
        <Button type="submit" disabled={submit.busy} data-testid={`${testId}-save`}>
          {submit.busy ? <Spinner size={16} label={t('memberCentre.securityCenter.saving')} /> : null}
          {t(labelKey)}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('memberCentre.securityCenter.cancel')}
        </Button>
      </div>
    </>
  );
}

/** The code typed back, with the send button that counts down beside it. */
function CodeField({ id, label, error, code, onRequest, field }: { id: string; label: string; error: string | null; code: SmsButtonViewModel; onRequest(): void; field: UseFormRegisterReturn }) {
  return (
    <CentreField id={id} label={label} error={error}>
      <div className="mc-code-row">
        <div className="form-input">
          <input id={id} inputMode="numeric" autoComplete="one-time-code" maxLength={8} aria-describedby={errorIdOf(id)} data-testid={id} {...field} />
        </div>
        <SmsCodeButton view={code} onRequest={onRequest} testId={`${id.replace(/-code$/, '')}-send`} />
      </div>
    </CentreField>
  );
}

export interface EmailValues {
  email: string;
  code: string;
}

export function EmailBindingForm({ submit, code, onRequestCode, onSave, onCancel }: BindingProps<EmailValues>) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const resolver = useSchemaResolver<EmailValues>(bindEmailSchema);
  const { register, handleSubmit, formState, setError, getValues, clearErrors } = useForm<EmailValues>({ resolver, defaultValues: { email: '', code: '' } });
  const { errors } = formState;
  useServerErrors(setError, submit.fieldErrors, ['email', 'code']);
  const requestCode = () => {
    const checked = v.safeParse(emailField, getValues('email'));
    if (!checked.success) return setError('email', { type: 'rule', message: checked.issues[0].message }, { shouldFocus: true });
    clearErrors('email');
    onRequestCode({ email: checked.output, code: '' });
  };
  return (
    <form className="mc-form mc-inline-form" noValidate onSubmit={handleSubmit(onSave)} data-testid="email-binding-form">
      <InputField id="bind-email" type="email" autoComplete="email" label={t('memberCentre.securityCenter.email.address')} error={errorText(errors.email?.message)} {...register('email')} />
      <CodeField id="bind-email-code" label={t('memberCentre.securityCenter.email.code')} error={errorText(errors.code?.message)} code={code} onRequest={requestCode} field={register('code')} />
      <Actions submit={submit} labelKey="memberCentre.securityCenter.email.bind" testId="email-binding" onCancel={onCancel} />
    </form>
  );
}

export interface MobileValues {
  countryDialingCode: string;
  mobileNo: string;
  code: string;
}

export function MobileBindingForm({ submit, code, dialingCodes, onRequestCode, onSave, onCancel }: BindingProps<MobileValues> & { dialingCodes: DialingCode[] }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const resolver = useSchemaResolver<MobileValues>(bindMobileSchema);
  const { register, handleSubmit, formState, setError, getValues, clearErrors } = useForm<MobileValues>({
    resolver,
    defaultValues: { countryDialingCode: dialingCodes[0]?.dialingCode ?? '+63', mobileNo: '', code: '' },
  });
  const { errors } = formState;
  useServerErrors(setError, submit.fieldErrors, ['mobileNo', 'code']);
  const requestCode = () => {
    const checked = v.safeParse(mobileField, getValues('mobileNo'));
    if (!checked.success) return setError('mobileNo', { type: 'rule', message: checked.issues[0].message }, { shouldFocus: true });
    clearErrors('mobileNo');
    onRequestCode({ countryDialingCode: getValues('countryDialingCode'), mobileNo: checked.output, code: '' });
  };
  return (
    <form className="mc-form mc-inline-form" noValidate onSubmit={handleSubmit(onSave)} data-testid="mobile-binding-form">
      <CentreField id="bind-mobile" label={t('memberCentre.securityCenter.mobile.number')} error={errorText(errors.mobileNo?.message)}>
        <div className="form-input">
          <DialingCodeSelect codes={dialingCodes} {...register('countryDialingCode')} />
          <input id="bind-mobile" type="tel" inputMode="numeric" autoComplete="tel-national" aria-describedby={errorIdOf('bind-mobile')} data-testid="bind-mobile" {...register('mobileNo')} />
        </div>
      </CentreField>
      <CodeField id="bind-mobile-code" label={t('memberCentre.securityCenter.mobile.code')} error={errorText(errors.code?.message)} code={code} onRequest={requestCode} field={register('code')} />
      <Actions submit={submit} labelKey="memberCentre.securityCenter.mobile.bind" testId="mobile-binding" onCancel={onCancel} />
    </form>
  );
}
