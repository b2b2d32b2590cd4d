/** The banner above the login popup when a call found the session gone: why the visitor must log in again. */
import { useTranslation } from 'react-i18next';
import { Icon } from '../ui/icons';
import './session-expired-notice.css';

export function SessionExpiredNotice() {
  const { t } = useTranslation();
  return (
    <div className="session-expired" role="alert" data-testid="session-expired">
      <Icon name="alert" size={18} />
      <span>{t('session.expiredNotice.message')}</span>
    </div>
  );
}
