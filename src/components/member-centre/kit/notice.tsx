/** A banner inside a page: a refusal, a lost connection, a finished request, a hint. */
import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../ui/icons';
import './kit.css';

export type NoticeTone = 'info' | 'success' | 'warning' | 'danger';

const icons: Record<NoticeTone, IconName> = { info: 'help', success: 'check', warning: 'alert', danger: 'alert' };

export function Notice({ tone, title, children, action, testId }: { tone: NoticeTone; title?: ReactNode; children?: ReactNode; action?: ReactNode; testId?: string }) {
  return (
    <div className={`mc-notice mc-notice--${tone}`} role={tone === 'danger' || tone === 'warning' ? 'alert' : 'status'} data-testid={testId}>
      <span className="mc-notice__icon">
        <Icon name={icons[tone]} size={18} />
      </span>
      <div className="mc-notice__text">
        {title ? <p className="mc-notice__title">{title}</p> : null}
        {children ? <div className="mc-notice__body">{children}</div> : null}
      </div>
      {action ? <div className="mc-notice__action">{action}</div> : null}
    </div>
  );
}
