/**
 * A session's length as the clock and the reality check show it: "16 min 6 s",
 * or "1 h 04 min" from an hour on. Written with units, because "16:06" reads
 * like a time of day; the words come from the locale.
 */
import { useTranslation } from 'react-i18next';

const two = (value: number) => String(value).padStart(2, '0');

export interface DurationParts {
  hours: number;
  minutes: number;
  seconds: number;
}

export function durationParts(ms: number): DurationParts {
  const total = Math.max(0, Math.floor(ms / 1000));
  return { hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}

/** The ISO 8601 duration for `<time dateTime>`, so assistive tools read a length, not a clock time. */
export function isoDuration(ms: number): string {
  const { hours, minutes, seconds } = durationParts(ms);
  return `PT${hours}H${minutes}M${seconds}S`;
}

/** Turns milliseconds into the member's language: seconds under an hour, whole minutes from an hour on. */
export function useDurationText(): (ms: number) => string {
  const { t } = useTranslation();
  return (ms) => {
    const { hours, minutes, seconds } = durationParts(ms);
    return hours > 0
      ? t('session.protection.duration.hours', { hours, minutes: two(minutes) })
      : t('session.protection.duration.minutes', { minutes, seconds });
  };
}
