/** A card explaining an empty section, with an optional action. */
import type { ReactNode } from 'react';
import { Icon, type IconName } from './icons';
import './empty-state.css';

export interface EmptyStateProps {
  icon: IconName;
  title: ReactNode;
  text: ReactNode;
  action?: ReactNode;
}

export function EmptyState({ icon, title, text, action }: EmptyStateProps) {
  return (
    <section className="empty-state">
      <div className="empty-state__badge">
        <Icon name={icon} size={32} />
      </div>
      <h2 className="empty-state__title">{title}</h2>
      <p className="empty-state__text">{text}</p>
      {action ? <div className="empty-state__action">{action}</div> : null}
    </section>
  );
}
