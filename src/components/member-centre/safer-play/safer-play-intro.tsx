/** The Safer play page's opening: why these tools exist, and a jump to each section. */
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/icons';
import './safer-play.css';

export interface SaferPlayIntroProps {
  sections: { key: string; title: string }[];
}

export function SaferPlayIntro({ sections }: SaferPlayIntroProps) {
  const { t } = useTranslation();
  return (
    <header className="safer-play__intro">
      <span className="safer-play__badge" aria-hidden="true">
        <Icon name="shield" size={22} />
      </span>
      <div className="safer-play__intro-text">
        <h2 className="safer-play__heading">{t('memberCentre.saferPlay.heading')}</h2>
        <p className="safer-play__lead">{t('memberCentre.saferPlay.lead')}</p>
      </div>
      <nav className="safer-play__jumps" aria-label={t('memberCentre.saferPlay.jumps')}>
        {sections.map((section) => (
          <a key={section.key} href={`#safer-play-${section.key}`} className="safer-play__jump" data-testid={`safer-play-jump-${section.key}`}>
            {section.title}
          </a>
        ))}
      </nav>
    </header>
  );
}
