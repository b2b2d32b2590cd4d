/** The home page's way to Safer play (RTS 12C): limits and breaks one click from the home page. */
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { Icon } from '../ui/icons';
import './safer-play-banner.css';

export function SaferPlayBanner({ onOpen }: { onOpen(): void }) {
  const { t } = useTranslation();
  return (
    <aside className="safer-play-banner" aria-labelledby="safer-play-banner-title" data-testid="home-safer-play">
      <span className="safer-play-banner__icon" aria-hidden="true">
        <Icon name="shield" size={22} />
      </span>
      <div className="safer-play-banner__text">
        <h2 id="safer-play-banner-title">{t('shell.home.saferPlay.title')}</h2>
        <p>{t('shell.home.saferPlay.text')}</p>
      </div>
      <Button variant="secondary" onClick={onOpen} data-testid="home-safer-play-open">
        {t('shell.home.saferPlay.open')}
      </Button>
    </aside>
  );
}
