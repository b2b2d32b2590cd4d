/**
 * When a match kicks off, as a card says it: "Today 19:30", "Tomorrow 02:30"
 * or the weekday, in the reader's time zone. Days are the reader's calendar
 * days, so a late kickoff is "Tomorrow" even when it is two hours away.
 */
export type KickoffDay = 'today' | 'tomorrow' | 'later';

const startOfDay = (at: number): number => {
  const day = new Date(at);
  day.setHours(0, 0, 0, 0);
  return day.getTime();
};

export function kickoffDay(startsAt: number, now: number): KickoffDay {
  const days = Math.round((startOfDay(startsAt) - startOfDay(now)) / 86_400_000);
  if (days <= 0) return 'today';
  return days === 1 ? 'tomorrow' : 'later';
}

export const kickoffTime = (startsAt: number, locale: string): string =>
  new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hour12: false }).format(startsAt);

export const kickoffWeekday = (startsAt: number, locale: string): string => new Intl.DateTimeFormat(locale, { weekday: 'short' }).format(startsAt);
