/** SMS send failure (spec §8): the server's own message, with a submit button. */
import { useTranslation } from 'react-i18next';
import { AlertDialog } from '../account/alert-dialog';
import { useErrorText } from '../form/use-error-text';

export function SmsFailurePopup({ errorCode, serverMessage, onDismiss }: { errorCode: string; serverMessage: string; onDismiss(): void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <AlertDialog tone="warning" title={t('sms.failure.title')} confirmLabel={t('sms.failure.submit')} onConfirm={onDismiss} testId="sms-failure">
      {serverMessage || errorText(errorCode)}
    </AlertDialog>
  );
}
