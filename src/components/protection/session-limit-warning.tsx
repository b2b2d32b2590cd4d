/** The warning a few minutes before the member's session limit ends the session. */
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import './session-time.css';

export interface SessionLimitWarningProps {
  /** Whole minutes left, at least 1. */
  minutesLeft: number;
  endsAtText: string;
  onDismiss(): void;
}

export function SessionLimitWarning({ minutesLeft, endsAtText, onDismiss }: SessionLimitWarningProps) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('session.protection.sessionLimit.title')} onClose={onDismiss} width={420}>
      <div className="session-limit-warning" data-testid="session-limit-warning">
        <p>
          {t('session.protection.sessionLimit.body', {
            count: minutesLeft,
            time: endsAtText,
          })}
        </p>
        <div className="reality-check__actions">
          <Button onClick={onDismiss} data-testid="session-limit-dismiss">
            {t('session.protection.sessionLimit.dismiss')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
