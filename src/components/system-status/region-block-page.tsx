/** Status 2: the visitor's region is not served; shows the IP the gateway saw. */
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { Icon } from '../ui/icons';
import { StatusScreen } from './status-screen';

export function RegionBlockPage({ logoUrl, ip, onContact }: { logoUrl: string; ip: string; onContact(): void }) {
  const { t } = useTranslation();
  return (
    <StatusScreen
      testId="region-block-page"
      icon="pin"
      tone="danger"
      logoUrl={logoUrl}
      title={t('shell.regionBlock.title')}
      actions={
        <Button variant="primary" size="lg" onClick={onContact} data-testid="contact-us">
          <Icon name="headset" size={18} />
          {t('shell.status.contactUs')}
        </Button>
      }
    >
      <p>{t('shell.regionBlock.info_ip_block')}</p>
      <p className="status-screen__ip">
        {t('shell.regionBlock.yourIp')} <strong data-testid="visitor-ip">{ip}</strong>
      </p>
    </StatusScreen>
  );
}
