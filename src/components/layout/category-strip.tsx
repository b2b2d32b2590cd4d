/** Pills leading to the sibling game categories, the current one marked. */
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../ui/icons';
import './category-strip.css';

export interface CategoryLink {
  to: string;
  icon: IconName;
  labelKey: string;
}

export function CategoryStrip({ links, activePath, onNavigate }: { links: readonly CategoryLink[]; activePath: string; onNavigate(to: string): void }) {
  const { t } = useTranslation();
  const go = (to: string) => (event: MouseEvent) => {
    event.preventDefault();
    onNavigate(to);
  };
  return (
    <nav className="category-strip" aria-label={t('shell.home.categories')}>
      {links.map((link) => (
        <a key={link.to} href={link.to} onClick={go(link.to)} className={link.to === activePath ? 'category-strip__pill is-active' : 'category-strip__pill'} aria-current={link.to === activePath ? 'page' : undefined}>
          <Icon name={link.icon} size={18} />
          {t(link.labelKey)}
        </a>
      ))}
    </nav>
  );
}
