/**
 * The in-page chat window (440 × 750, header #6142bf) used when the browser
 * blocks the popup: the chat page in an iframe under the service header.
 */
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { EmptyState } from '../ui/empty-state';
import { Icon } from '../ui/icons';
import './customer-service.css';

export interface CustomerServiceWindowProps {
  url: string;
  /** True when shown because the popup was blocked: says so and offers the popup again. */
  blocked: boolean;
  onOpenWindow(): void;
}

export function CustomerServiceWindow({ url, blocked, onOpenWindow }: CustomerServiceWindowProps) {
  const { t } = useTranslation();
  return (
    <section className="cs-window" data-testid="customer-service-window">
      <header className="cs-window__header">
        <span className="cs-window__avatar">
          <Icon name="headset" size={20} />
        </span>
        <div>
          <h2 className="cs-window__title">{t('customerService.title')}</h2>
          <span className="cs-window__online">{t('customerService.online')}</span>
        </div>
      </header>
      {blocked ? (
        <div className="cs-window__notice" role="note">
          <span>{t('customerService.blocked')}</span>
          <Button variant="ghost" size="sm" onClick={onOpenWindow} data-testid="customer-service-popup">
            {t('customerService.openWindow')}
          </Button>
        </div>
      ) : null}
      <iframe className="cs-window__frame" src={url} title={t('customerService.title')} data-testid="customer-service-frame" />
    </section>
  );
}

export function CustomerServiceUnavailable() {
  const { t } = useTranslation();
  return (
    <div className="cs-unavailable" data-testid="customer-service-unavailable">
      <EmptyState icon="headset" title={t('customerService.unavailable.title')} text={t('customerService.unavailable.text')} />
    </div>
  );
}
