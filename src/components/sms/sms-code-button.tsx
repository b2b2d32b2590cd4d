/**
 * The "send code" button beside a mobile or code field. Its label and
 * whether it may be pressed come from the SMS countdown machine; the form
 * validates the mobile number before calling `onRequest`.
 */
import { useTranslation } from 'react-i18next';
import './sms-code-button.css';

export interface SmsButtonViewModel {
  labelKey: 'sms.button.send' | 'sms.button.sending' | 'sms.button.sent';
  seconds: number;
  enabled: boolean;
}

export function SmsCodeButton({ view, onRequest, testId = 'sms-send' }: { view: SmsButtonViewModel; onRequest(): void; testId?: string }) {
  const { t } = useTranslation();
  const counting = view.labelKey === 'sms.button.sent';
  return (
    <button
      type="button"
      className={counting ? 'sms-button is-counting' : 'sms-button'}
      onClick={onRequest}
      disabled={!view.enabled}
      data-testid={testId}
      aria-live="polite"
    >
      {t(view.labelKey, { seconds: view.seconds })}
    </button>
  );
}
