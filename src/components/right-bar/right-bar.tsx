/** The floating bar on the right: customer service, app download and the brand's social channels. */
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../ui/icons';
import './right-bar.css';

export interface RightBarLink {
  key: 'telegram1' | 'telegram2' | 'facebook';
  url: string;
}

export interface RightBarViewModel {
  showCustomerService: boolean;
  links: RightBarLink[];
}

const linkIcons: Record<RightBarLink['key'], IconName> = { telegram1: 'telegram', telegram2: 'telegram', facebook: 'facebook' };

export function RightBar({ model, onCustomerService, onAppDownload }: { model: RightBarViewModel; onCustomerService(): void; onAppDownload(): void }) {
  const { t } = useTranslation();
  return (
    <nav className="right-bar" aria-label={t('shell.rightBar.label')} data-testid="right-bar">
      {model.showCustomerService ? (
        <button type="button" className="right-bar__item right-bar__item--accent" onClick={onCustomerService} data-testid="right-bar-cs">
          <Icon name="headset" size={22} />
          <span>{t('shell.rightBar.customerService')}</span>
        </button>
      ) : null}
      <button type="button" className="right-bar__item" onClick={onAppDownload} data-testid="right-bar-app">
        <Icon name="download" size={22} />
        <span>{t('shell.rightBar.appDownload')}</span>
      </button>
      {model.links.map((link) => (
        <a key={link.key} className="right-bar__item" href={link.url} target="_blank" rel="noopener noreferrer" data-testid={`right-bar-${link.key}`}>
          <Icon name={linkIcons[link.key]} size={22} />
          <span>{t(`shell.rightBar.${link.key}`)}</span>
        </a>
      ))}
    </nav>
  );
}
