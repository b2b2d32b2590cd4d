/**
 * The reason a reasoned action (lock, lift, a lift decision) asks for, and the
 * refusal of its last try below it: the gateway refuses an empty reason, and
 * the field is marked invalid then.
 */
import { useTranslation } from 'react-i18next';
import { errorText } from '../../i18n';

export interface ReasonFieldProps {
  /** The textarea's name; its hint's id derives from it. */
  name: string;
  value: string;
  onChange: (text: string) => void;
  errorCode: string | null;
  hint?: string;
}

export function ReasonField({ name, value, onChange, errorCode, hint }: ReasonFieldProps) {
  const { t, i18n } = useTranslation();
  const hintId = `${name}-hint`;
  return (
    <>
      <label className="bo-field">
        <span>{t('backoffice.item.reason')}</span>
        <textarea
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          maxLength={500}
          rows={2}
          aria-invalid={errorCode === 'backoffice.reason.required'}
          aria-describedby={hint ? hintId : undefined}
        />
        {hint && (
          <small id={hintId} className="bo-muted">
            {hint}
          </small>
        )}
      </label>
      {errorCode && (
        <p className="bo-error" role="alert">
          {errorText(i18n, errorCode)}
        </p>
      )}
    </>
  );
}
