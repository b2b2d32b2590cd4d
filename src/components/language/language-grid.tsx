/** Every language of the gateway in a grid; the brand's supported ones can be picked, the current one is marked. */
import { useTranslation } from 'react-i18next';
import type { LanguageOption } from '../../i18n/languages';
import { Icon } from '../ui/icons';
import './language-grid.css';

/** The gateway's codes that are not language tags (BCP 47), so screen readers pronounce each name in its language. */
const langTags: Record<string, string> = { TY: 'tl', CN: 'zh-Hans', TW: 'zh-Hant', KR: 'ko' };

const langTagOf = (code: string): string => langTags[code] ?? code.toLowerCase();

export interface LanguageGridProps {
  options: readonly LanguageOption[];
  /** Codes that can be picked; the others show as coming soon. */
  available: readonly string[];
  current: string;
  onPick(code: string): void;
}

export function LanguageGrid({ options, available, current, onPick }: LanguageGridProps) {
  const { t } = useTranslation();
  // Pickable languages first, so the choices a visitor has are at the top.
  const ordered = [...options].sort((a, b) => Number(available.includes(b.code)) - Number(available.includes(a.code)));
  return (
    <div className="language-grid">
      <div className="language-grid__head">
        <span className="language-grid__badge">
          <Icon name="globe" size={22} />
        </span>
        <div>
          <h2 className="language-grid__title">{t('language.title')}</h2>
          <p className="language-grid__subtitle">{t('language.subtitle')}</p>
        </div>
      </div>
      <ul className="language-grid__list">
        {ordered.map((option) => {
          const isCurrent = option.code === current;
          const enabled = available.includes(option.code);
          return (
            <li key={option.code}>
              <button
                type="button"
                lang={langTagOf(option.code)}
                className={['language-grid__option', isCurrent ? 'is-current' : '', enabled ? '' : 'is-unavailable'].filter(Boolean).join(' ')}
                aria-pressed={isCurrent}
                disabled={!enabled}
                title={option.english}
                onClick={() => !isCurrent && onPick(option.code)}
                data-testid={`language-${option.code}`}
              >
                <span className="language-grid__code">{option.code}</span>
                <span className="language-grid__label">
                  {option.label}
                  <small>{isCurrent ? t('language.current') : enabled ? option.english : t('language.soon')}</small>
                </span>
                {isCurrent ? <Icon name="check" size={16} /> : null}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
