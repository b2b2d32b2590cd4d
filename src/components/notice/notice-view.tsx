/** A message with one confirm button: server messages, invitation-code errors, trial warnings and the like. */
import { useTranslation } from 'react-i18next';
import { AlertContent } from '../account/alert-dialog';

export interface NoticeViewProps {
  /** Locale key of the title; "Notice" when absent. */
  titleKey?: string;
  /** Locale key of the message; wins over `message`. */
  messageKey?: string;
  /** Interpolation values for `messageKey`. */
  messageValues?: Record<string, string | number>;
  /** Text as the server wrote it, shown when there is no key. */
  message?: string;
  confirmLabelKey?: string;
  tone?: 'info' | 'warning' | 'danger' | 'success';
  onConfirm(): void;
}

export function NoticeView({ titleKey, messageKey, messageValues, message, confirmLabelKey, tone = 'info', onConfirm }: NoticeViewProps) {
  const { t } = useTranslation();
  const text = messageKey ? t(messageKey, messageValues) : message;
  return (
    <AlertContent tone={tone} title={t(titleKey ?? 'notice.title')} confirmLabel={t(confirmLabelKey ?? 'notice.confirm')} onConfirm={onConfirm} testId="notice">
      {text ? <p className="notice__message">{text}</p> : null}
    </AlertContent>
  );
}
