/** A card of a member-centre page: a heading row with optional actions, then its body. */
import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../ui/icons';
import './kit.css';

export interface PanelProps {
  title: ReactNode;
  subtitle?: ReactNode;
  icon?: IconName;
  /** Buttons on the right of the heading (refresh, "all"). */
  actions?: ReactNode;
  children: ReactNode;
  testId?: string;
  className?: string;
}

export function Panel({ title, subtitle, icon, actions, children, testId, className }: PanelProps) {
  return (
    <section className={className ? `mc-panel ${className}` : 'mc-panel'} data-testid={testId}>
      <header className="mc-panel__head">
        {icon ? (
          <span className="mc-panel__icon">
            <Icon name={icon} size={18} />
          </span>
        ) : null}
        <div className="mc-panel__titles">
          <h3 className="mc-panel__title">{title}</h3>
          {subtitle ? <p className="mc-panel__subtitle">{subtitle}</p> : null}
        </div>
        {actions ? <div className="mc-panel__actions">{actions}</div> : null}
      </header>
      <div className="mc-panel__body">{children}</div>
    </section>
  );
}
