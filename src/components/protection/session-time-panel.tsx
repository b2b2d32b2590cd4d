/**
 * Safer play's session time: a session limit (the gateway signs the member
 * out when it is reached, with a warning five minutes before) and how often
 * a reality check pauses play. A valid submit sends one choice; a refused
 * field shows below itself.
 */
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { realityCheckChoices, sessionLimitChoices, type SessionTime, type SessionTimeInput } from '../../services/schemas/session-time';
import { useErrorText } from '../form/use-error-text';
import { useServerErrors } from '../form/use-server-errors';
import { SelectField } from '../member-centre/kit/field';
import { Notice } from '../member-centre/kit/notice';
import { Button } from '../ui/button';
import './session-time.css';

export interface SessionTimeView {
  status: 'loading' | 'failed' | 'shown';
  time: SessionTime | null;
  sending: boolean;
  saved: boolean;
  errorCode: string | null;
  fieldErrors: Record<string, string> | null;
}

interface FormValues {
  realityCheckMinutes: string;
  sessionLimitMinutes: string;
}

const fields = ['realityCheckMinutes', 'sessionLimitMinutes'] as const;
const none = '';

export function SessionTimePanel({ view, onSave, onReload }: { view: SessionTimeView; onSave(choice: SessionTimeInput): void; onReload(): void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { register, handleSubmit, formState, setError, reset } = useForm<FormValues>({
    defaultValues: { realityCheckMinutes: '0', sessionLimitMinutes: none },
  });
  useServerErrors(setError, view.fieldErrors, fields);
  const time = view.time;
  useEffect(() => {
    if (time)
      reset({
        realityCheckMinutes: String(time.realityCheckMinutes),
        sessionLimitMinutes: time.sessionLimitMinutes === null ? none : String(time.sessionLimitMinutes),
      });
  }, [time, reset]);

  if (view.status === 'loading') return <p className="session-time-form__now">{t('memberCentre.kit.loading')}</p>;
  if (view.status === 'failed')
    return (
      <Notice tone="danger" testId="session-time-failed" action={<Button onClick={onReload}>{t('memberCentre.kit.retry')}</Button>}>
        {errorText(view.errorCode)}
      </Notice>
    );

  const submit = (values: FormValues) =>
    onSave({
      realityCheckMinutes: Number(values.realityCheckMinutes) as SessionTimeInput['realityCheckMinutes'],
      sessionLimitMinutes: values.sessionLimitMinutes === none ? null : (Number(values.sessionLimitMinutes) as NonNullable<SessionTimeInput['sessionLimitMinutes']>),
    });
  const formError = view.errorCode && !view.fieldErrors ? errorText(view.errorCode) : null;
  const { errors } = formState;

  return (
    <form className="session-time-form" noValidate onSubmit={handleSubmit(submit)} data-testid="session-time-form">
      <p className="session-time-form__now">{t('memberCentre.saferPlay.sessionTime.intro')}</p>
      <div className="session-time-form__row">
        <SelectField
          id="reality-check-minutes"
          label={t('memberCentre.saferPlay.sessionTime.realityCheck')}
          error={errorText(errors.realityCheckMinutes?.message)}
          {...register('realityCheckMinutes')}
        >
          {realityCheckChoices.map((minutes) => (
            <option key={minutes} value={String(minutes)}>
              {minutes === 0
                ? t('memberCentre.saferPlay.sessionTime.off')
                : t('memberCentre.saferPlay.sessionTime.everyMinutes', {
                    count: minutes,
                  })}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="session-limit-minutes"
          label={t('memberCentre.saferPlay.sessionTime.sessionLimit')}
          error={errorText(errors.sessionLimitMinutes?.message)}
          {...register('sessionLimitMinutes')}
        >
          <option value={none}>{t('memberCentre.saferPlay.sessionTime.noLimit')}</option>
          {sessionLimitChoices.map((minutes) => (
            <option key={minutes} value={String(minutes)}>
              {minutes < 60
                ? t('memberCentre.saferPlay.sessionTime.minutes', {
                    count: minutes,
                  })
                : t('memberCentre.saferPlay.sessionTime.hours', {
                    count: minutes / 60,
                  })}
            </option>
          ))}
        </SelectField>
      </div>
      {formError ? <Notice tone="danger">{formError}</Notice> : null}
      {view.saved && !view.sending ? (
        <Notice tone="success" testId="session-time-saved">
          {t('memberCentre.saferPlay.sessionTime.saved')}
        </Notice>
      ) : null}
      <div className="session-time-form__actions">
        <p className="session-time-form__now">{t('memberCentre.saferPlay.sessionTime.hint')}</p>
        <Button type="submit" disabled={view.sending} data-testid="session-time-submit">
          {view.sending ? t('memberCentre.kit.sending') : t('memberCentre.saferPlay.sessionTime.submit')}
        </Button>
      </div>
    </form>
  );
}
