/** A titled block of the home page, with an optional link on the right. */
import type { MouseEvent, ReactNode } from 'react';
import { Icon } from '../ui/icons';
import './home-section.css';

export function HomeSection({ title, more, children }: { title: ReactNode; more?: { label: string; href: string; onNavigate(to: string): void }; children: ReactNode }) {
  return (
    <section className="home-section">
      <header className="home-section__head">
        <h2>{title}</h2>
        {more ? (
          <a
            href={more.href}
            onClick={(event: MouseEvent) => {
              event.preventDefault();
              more.onNavigate(more.href);
            }}
          >
            {more.label}
            <Icon name="chevronRight" size={14} />
          </a>
        ) : null}
      </header>
      {children}
    </section>
  );
}
