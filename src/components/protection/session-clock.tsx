/** The header's session clock: time since this session's sign-in (the gateway's), and the sign-in before it. */
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../member-centre/kit/date-time';
import { formatDuration } from './session-duration';
import './session-time.css';

export interface SessionClockProps {
  elapsedMs: number;
  /** The previous sign-in; null on a first one or while unknown. */
  previousAt: number | null;
}

export function SessionClock({ elapsedMs, previousAt }: SessionClockProps) {
  const { t } = useTranslation();
  const elapsed = formatDuration(elapsedMs);
  return (
    <div className="session-clock" data-testid="session-clock">
      <span className="session-clock__elapsed">
        <span className="session-clock__label">{t('session.protection.clock.elapsed')}</span> <time data-testid="session-clock-elapsed">{elapsed}</time>
      </span>
      {previousAt !== null ? (
        <span className="session-clock__previous" data-testid="session-clock-previous">
          {t('session.protection.clock.previous', {
            time: formatDateTime(previousAt),
          })}
        </span>
      ) : null}
    </div>
  );
}
