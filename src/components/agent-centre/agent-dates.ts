/**
 * Dates of the agent reports in the agent's language. A settlement's
 * period reads as a time range within one day for the hourly and
 * five-minute salaries ("24 Nov 2026, 13:00 – 14:00"), and as a day or a
 * range of days for daily wages and dividends; periods end exclusively, so
 * the last day shown is the one before the end. Periods are cut in UTC
 * (the brand's time zone), so they are shown in UTC too: in another zone
 * a daily period would read as two half days.
 */
import { intlLocaleOf } from '../member-centre/records/intl-dates';

const day = 24 * 60 * 60 * 1000;

export function formatSettlementPeriod(start: number, end: number, language: string): string {
  const locale = intlLocaleOf(language);
  if (end - start < day) {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23', timeZone: 'UTC' }).formatRange(new Date(start), new Date(end));
  }
  const days = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return end - start === day ? days.format(new Date(start)) : days.formatRange(new Date(start), new Date(end - 1));
}

/** The day of a moment, without its time (when a downline registered). */
export const formatDate = (epochMs: number, language: string): string => new Intl.DateTimeFormat(intlLocaleOf(language), { dateStyle: 'medium' }).format(new Date(epochMs));
