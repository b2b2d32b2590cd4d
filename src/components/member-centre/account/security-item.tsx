/** One row of the account-security list: icon, name, what is set now, its action, and the form it opens below. */
import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../ui/icons';

export interface SecurityItemProps {
  id: string;
  icon: IconName;
  title: string;
  /** What is set now: a masked number, "not set". */
  status: ReactNode;
  done: boolean;
  action?: ReactNode;
  /** The form, while open. */
  children?: ReactNode;
}

export function SecurityItem({ id, icon, title, status, done, action, children }: SecurityItemProps) {
  return (
    <li className={children ? 'mc-security-item is-open' : 'mc-security-item'} data-testid={`security-${id}`}>
      <div className="mc-security-item__row">
        <span className={done ? 'mc-security-item__icon is-done' : 'mc-security-item__icon'}>
          <Icon name={icon} size={20} />
        </span>
        <div className="mc-security-item__text">
          <span className="mc-security-item__title">{title}</span>
          <span className="mc-security-item__status" data-testid={`security-${id}-status`}>
            {status}
          </span>
        </div>
        {action ? <div className="mc-security-item__action">{action}</div> : null}
      </div>
      {children ? <div className="mc-security-item__form">{children}</div> : null}
    </li>
  );
}
