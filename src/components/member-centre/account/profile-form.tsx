/**
 * The profile part of the security centre: the account name, nickname,
 * birthday (set once, behind the age prompt), address and nationality where
 * the brand asks for them, and consent to the terms and privacy policy.
 * Only changed fields are sent; the gateway's field refusals show under
 * their fields.
 */
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SubmitView } from '../../../machines/centre-submit/centre-submit.selectors';
import type { SecurityConfig } from '../../../services/schemas/profile';
import { AlertDialog } from '../../account/alert-dialog';
import { Checkbox } from '../../form/checkbox';
import { useSchemaResolver } from '../../form/schema-resolver';
import { useErrorText } from '../../form/use-error-text';
import { useServerErrors } from '../../form/use-server-errors';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { CentreField, InputField, SelectField } from '../kit/field';
import { Notice } from '../kit/notice';
import { dayOf } from '../records/date-range';
import { formatDay, intlLocaleOf } from '../records/intl-dates';
import { profileChanges, profileValuesOf, type ProfileChanges, type ProfileValues } from './profile-changes';
import { profileSchema } from './security-schemas';
import './account.css';

export interface ProfileFormProps {
  config: SecurityConfig;
  today: string;
  submit: SubmitView;
  onSave(changes: ProfileChanges): void;
  onConfirmAge(): void;
  onCancelAge(): void;
}

const fieldNames = ['nickname', 'birthday', 'address', 'nationality', 'consent'] as const;

export function ProfileForm({ config, today, submit, onSave, onConfirmAge, onCancelAge }: ProfileFormProps) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const schema = useMemo(() => profileSchema(config, today), [config, today]);
  const resolver = useSchemaResolver<ProfileValues>(schema);
  const { register, handleSubmit, formState, setError, reset } = useForm<ProfileValues>({ resolver, defaultValues: profileValuesOf(config) });
  const { errors, isDirty } = formState;
  // A saved profile comes back from the gateway: the form starts again from it (before refusals are shown, which effects run in order).
  useEffect(() => {
    reset(profileValuesOf(config));
  }, [config, reset]);
  useServerErrors(setError, submit.fieldErrors, fieldNames);

  const regionName = useMemo(() => {
    const names = new Intl.DisplayNames([intlLocaleOf(i18n.language)], { type: 'region' });
    return (code: string) => names.of(code) ?? code;
  }, [i18n.language]);
  const askAddress = config.requireAddress || config.address !== null;
  const askNationality = config.requireNationality || config.nationality !== null;

  return (
    <form className="mc-form mc-profile" noValidate onSubmit={handleSubmit((values) => onSave(profileChanges(values, config)))} data-testid="profile-form">
      <div className="mc-form__row">
        <CentreField id="profile-account" label={t('memberCentre.securityCenter.profile.account')}>
          <output className="mc-readonly" id="profile-account" data-testid="profile-account">
            {config.account}
          </output>
        </CentreField>
        <InputField id="profile-nickname" label={t('memberCentre.securityCenter.profile.nickname')} maxLength={20} autoComplete="nickname" error={errorText(errors.nickname?.message)} {...register('nickname')} />
      </div>
      <div className="mc-form__row">
        {config.birthday ? (
          <CentreField id="profile-birthday" label={t('memberCentre.securityCenter.profile.birthday')} hint={t('memberCentre.securityCenter.profile.birthdaySet')}>
            <output className="mc-readonly" id="profile-birthday" data-testid="profile-birthday-value">
              {formatDay(config.birthday, i18n.language)}
            </output>
          </CentreField>
        ) : (
          <InputField
            id="profile-birthday"
            type="date"
            max={today}
            label={t('memberCentre.securityCenter.profile.birthday')}
            hint={t('memberCentre.securityCenter.profile.birthdayHint', { age: config.minimumAge })}
            error={errorText(errors.birthday?.message)}
            {...register('birthday')}
          />
        )}
        {askNationality ? (
          <SelectField id="profile-nationality" label={t('memberCentre.securityCenter.profile.nationality')} error={errorText(errors.nationality?.message)} {...register('nationality')}>
            <option value="">{t('memberCentre.securityCenter.profile.choose')}</option>
            {config.nationalities.map((code) => (
              <option key={code} value={code}>
                {regionName(code)}
              </option>
            ))}
          </SelectField>
        ) : (
          <span />
        )}
      </div>
      {askAddress ? (
        <InputField id="profile-address" label={t('memberCentre.securityCenter.profile.address')} autoComplete="street-address" maxLength={200} error={errorText(errors.address?.message)} {...register('address')} />
      ) : null}
      {config.consentAt === null ? (
        <div className={errors.consent ? 'mc-consent has-error' : 'mc-consent'}>
          <Checkbox label={t('memberCentre.securityCenter.profile.consent')} data-testid="profile-consent" {...register('consent')} />
          <p className="form-field__error" role={errors.consent ? 'alert' : undefined} data-testid="profile-consent-error">
            {errorText(errors.consent?.message) ?? ''}
          </p>
        </div>
      ) : (
        <p className="mc-consent-done" data-testid="profile-consented">
          {t('memberCentre.securityCenter.profile.consented', { date: formatDay(dayOf(config.consentAt), i18n.language) })}
        </p>
      )}
      {submit.errorCode ? (
        <Notice tone="danger" testId="profile-error">
          {errorText(submit.errorCode)}
        </Notice>
      ) : null}
      {submit.succeeded && !isDirty ? <Notice tone="success" testId="profile-saved" title={t('memberCentre.securityCenter.profile.saved')} /> : null}
      <div className="mc-form__actions">
        <Button type="submit" disabled={!isDirty || submit.busy} data-testid="profile-save">
          {submit.busy ? <Spinner size={16} label={t('memberCentre.securityCenter.saving')} /> : null}
          {t('memberCentre.securityCenter.profile.save')}
        </Button>
      </div>
      {submit.confirming ? (
        <AlertDialog
          tone="warning"
          icon="shield"
          title={t('memberCentre.securityCenter.age.title')}
          confirmLabel={t('memberCentre.securityCenter.age.confirm', { age: config.minimumAge })}
          onConfirm={onConfirmAge}
          cancelLabel={t('memberCentre.securityCenter.age.cancel')}
          onCancel={onCancelAge}
          testId="age-confirm"
        >
          {t('memberCentre.securityCenter.age.text', { age: config.minimumAge })}
        </AlertDialog>
      ) : null}
    </form>
  );
}
