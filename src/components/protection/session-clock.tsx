/** The header's session clock: time since this session's sign-in (the gateway's), and the sign-in before it. */
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../member-centre/kit/date-time';
import { isoDuration, useDurationText } from './session-duration';
import './session-time.css';

export interface SessionClockProps {
  elapsedMs: number;
  /** The previous sign-in; null on a first one or while unknown. */
  previousAt: number | null;
}

export function SessionClock({ elapsedMs, previousAt }: SessionClockProps) {
  const { t } = useTranslation();
  const duration = useDurationText();
  return (
    <div className="session-clock" data-testid="session-clock">
      <span className="session-clock__elapsed">
        <span className="session-clock__label">{t('session.protection.clock.elapsed')}</span> <time dateTime={isoDuration(elapsedMs)} data-testid="session-clock-elapsed">
          {duration(elapsedMs)}
        </time>
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
