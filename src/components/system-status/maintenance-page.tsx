/** Status 1: the site is under maintenance. */
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { Icon } from '../ui/icons';
import { StatusScreen } from './status-screen';

export interface MaintenancePageProps {
  logoUrl: string;
  /** The announced window (epoch ms), when there is one. */
  window: { startTime: number; endTime: number } | null;
  onContact(): void;
}

export function MaintenancePage({ logoUrl, window, onContact }: MaintenancePageProps) {
  const { t, i18n } = useTranslation();
  const format = (epoch: number) =>
    new Intl.DateTimeFormat(i18n.language === 'TY' ? 'fil-PH' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(epoch));
  return (
    <StatusScreen
      testId="maintenance-page"
      icon="tools"
      tone="primary"
      logoUrl={logoUrl}
      title={t('shell.maintenance.title')}
      actions={
        <Button variant="primary" size="lg" onClick={onContact} data-testid="contact-us">
          <Icon name="headset" size={18} />
          {t('shell.status.contactUs')}
        </Button>
      }
    >
      <p>{t('shell.maintenance.info_maintenance')}</p>
      {window ? (
        <p className="status-screen__window" data-testid="maintain-time">
          {t('shell.maintenance.window', { start: format(window.startTime), end: format(window.endTime) })}
        </p>
      ) : null}
    </StatusScreen>
  );
}
