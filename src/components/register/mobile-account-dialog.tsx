/**
 * After a mobile registration: registration succeeded, the player is logged
 * in, and the generated account can be used to log in next time.
 */
import { useTranslation } from 'react-i18next';
import { AlertDialog } from '../account/alert-dialog';

export function MobileAccountDialog({ account, onConfirm }: { account: string; onConfirm(): void }) {
  const { t } = useTranslation();
  return (
    <AlertDialog tone="success" icon="user" title={t('register.mobileAccount.title')} confirmLabel={t('register.mobileAccount.confirm')} onConfirm={onConfirm} testId="mobile-account">
      <p>{t('register.mobileAccount.loggedIn')}</p>
      <p className="mobile-account__number" data-testid="mobile-account-number">
        <strong>{account}</strong>
      </p>
      <p>{t('register.mobileAccount.nextTime')}</p>
    </AlertDialog>
  );
}
