/**
 * Dates in the member's language: the portal's language codes mapped to
 * Intl locales, so a Tagalog reader sees Tagalog month names.
 */
import { startOfDay } from './date-range';

const intlLocales: Record<string, string> = { EN: 'en-GB', TY: 'fil-PH' };

export const intlLocaleOf = (language: string | undefined): string => intlLocales[language ?? ''] ?? 'en-GB';

/** 14 Mar 2025 – 20 Mar 2025, as the language writes a range of days. */
export function formatDayRange(from: string, to: string, language: string): string {
  const format = new Intl.DateTimeFormat(intlLocaleOf(language), { day: 'numeric', month: 'short', year: 'numeric' });
  return format.formatRange(new Date(startOfDay(from)), new Date(startOfDay(to)));
}

/** One day (a birthday): 14 March 1990. */
export function formatDay(day: string, language: string): string {
  return new Intl.DateTimeFormat(intlLocaleOf(language), { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(startOfDay(day)));
}

/** When a record happened: date and minutes. */
export function formatMoment(epochMs: number, language: string): string {
  if (!Number.isFinite(epochMs)) return '—';
  return new Intl.DateTimeFormat(intlLocaleOf(language), { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' }).format(new Date(epochMs));
}
