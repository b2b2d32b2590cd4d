/** Sign-out confirmation (in_sure_logout): cancel keeps the session, confirm ends it. */
import { useTranslation } from 'react-i18next';
import { AlertContent } from './alert-dialog';

export interface ConfirmLogoutViewProps {
  busy: boolean;
  onCancel(): void;
  onConfirm(): void;
}

export function ConfirmLogoutView({ busy, onCancel, onConfirm }: ConfirmLogoutViewProps) {
  const { t } = useTranslation();
  return (
    <AlertContent
      tone="danger"
      title={t('account.logout.title')}
      confirmLabel={t('account.logout.confirm')}
      cancelLabel={t('account.logout.cancel')}
      onConfirm={onConfirm}
      onCancel={onCancel}
      busy={busy}
      testId="confirm-logout"
    >
      {t('account.logout.in_sure_logout')}
    </AlertContent>
  );
}
