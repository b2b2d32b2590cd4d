/** A section's page: a heading band with icon and intro, then its content. */
import type { ReactNode } from 'react';
import { Icon, type IconName } from '../ui/icons';
import './section-page.css';

export interface SectionPageProps {
  icon: IconName;
  title: ReactNode;
  intro: ReactNode;
  children: ReactNode;
  testId?: string;
}

export function SectionPage({ icon, title, intro, children, testId }: SectionPageProps) {
  return (
    <div className="section-page" data-testid={testId}>
      <header className="section-page__head">
        <div className="section-page__icon">
          <Icon name={icon} size={28} />
        </div>
        <div>
          <h1 className="section-page__title">{title}</h1>
          <p className="section-page__intro">{intro}</p>
        </div>
      </header>
      {children}
    </div>
  );
}
