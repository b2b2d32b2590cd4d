/**
 * The notice bar under the home banner: the player notices' titles scroll
 * past a megaphone; a click anywhere opens the announcements window. The
 * scroll is pure CSS and stops for people who ask for reduced motion.
 */
import { useTranslation } from 'react-i18next';
import { Icon } from '../ui/icons';
import './notice-bar.css';

export function NoticeBar({ titles, pending = false, onOpen }: { titles: readonly string[]; pending?: boolean; onOpen(): void }) {
  const { t } = useTranslation();
  // While the notices load the bar's box is held, so the sections below do not jump when they arrive.
  if (pending)
    return (
      <div className="notice-bar notice-bar--pending" aria-hidden="true">
        <span className="notice-bar__icon">
          <Icon name="megaphone" size={18} />
        </span>
        <span className="notice-bar__more">&nbsp;</span>
      </div>
    );
  if (titles.length === 0) return null;
  // Twice in a row, so the second copy slides in as the first slides out.
  const run = (copy: string) => (
    <span className="notice-bar__run" aria-hidden={copy === 'b' ? true : undefined} key={copy}>
      {titles.map((title, index) => (
        <span className="notice-bar__title" key={`${copy}-${index}`}>
          {title}
        </span>
      ))}
    </span>
  );
  return (
    <button type="button" className="notice-bar" onClick={onOpen} data-testid="notice-bar" aria-label={t('announcements.open')}>
      <span className="notice-bar__icon">
        <Icon name="megaphone" size={18} />
      </span>
      <span className="notice-bar__track" style={{ ['--notice-duration' as string]: `${Math.max(20, titles.join(' ').length / 4)}s` }}>
        <span className="notice-bar__rail">
          {run('a')}
          {run('b')}
        </span>
      </span>
      <span className="notice-bar__more">
        {t('announcements.all')}
        <Icon name="chevronRight" size={14} />
      </span>
    </button>
  );
}
