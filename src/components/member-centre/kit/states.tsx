/**
 * The two states every list and panel has besides its content: nothing to
 * show, and a load that failed (with its translated reason and a retry).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { Icon, type IconName } from '../../ui/icons';
import { useErrorText } from '../../form/use-error-text';
import './kit.css';

export function EmptyRows({ icon = 'receipt', title, text, testId }: { icon?: IconName; title: ReactNode; text?: ReactNode; testId?: string }) {
  return (
    <div className="mc-state" data-testid={testId ?? 'mc-empty'}>
      <span className="mc-state__badge">
        <Icon name={icon} size={22} />
      </span>
      <p className="mc-state__title">{title}</p>
      {text ? <p className="mc-state__text">{text}</p> : null}
    </div>
  );
}

export function FailedState({ errorCode, onRetry, testId }: { errorCode?: string | null; onRetry(): void; testId?: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <div className="mc-state mc-state--failed" role="alert" data-testid={testId ?? 'mc-failed'}>
      <span className="mc-state__badge">
        <Icon name="alert" size={22} />
      </span>
      <p className="mc-state__title">{t('memberCentre.kit.failed.title')}</p>
      <p className="mc-state__text">{errorText(errorCode ?? 'unknown')}</p>
      <Button variant="secondary" size="sm" onClick={onRetry} data-testid="mc-retry">
        <Icon name="refresh" size={16} />
        {t('memberCentre.kit.retry')}
      </Button>
    </div>
  );
}
