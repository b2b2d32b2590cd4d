/** The full-page frame the blocking screens share: brand mark, icon, title, text, actions. */
import type { ReactNode } from 'react';
import { Icon, type IconName } from '../ui/icons';
import './status-screen.css';

export interface StatusScreenProps {
  icon: IconName;
  tone: 'primary' | 'danger' | 'accent';
  title: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
  logoUrl?: string;
  testId: string;
}

export function StatusScreen({ icon, tone, title, children, actions, logoUrl, testId }: StatusScreenProps) {
  return (
    <main className={`status-screen status-screen--${tone}`} data-testid={testId}>
      <div className="status-screen__card">
        {logoUrl ? <img className="status-screen__logo" src={logoUrl} alt="" height={40} /> : null}
        <div className="status-screen__icon">
          <Icon name={icon} size={40} />
        </div>
        <h1 className="status-screen__title">{title}</h1>
        <div className="status-screen__body">{children}</div>
        {actions ? <div className="status-screen__actions">{actions}</div> : null}
      </div>
    </main>
  );
}
