/**
 * The record pages' periods (spec §9: previous and next 7 and 30 days). A
 * range is whole days in the member's own calendar, `from` to `to` both
 * included; a preset ends today, and previous / next move the range by its
 * own length. Next never passes today: records of the future do not exist.
 */
export type RangeSpan = 7 | 30;

export const rangeSpans: readonly RangeSpan[] = [7, 30];

export interface DateRange {
  /** YYYY-MM-DD, local calendar. */
  from: string;
  to: string;
  span: RangeSpan;
}

const two = (value: number) => String(value).padStart(2, '0');

/** The local calendar day of a moment. */
export const dayOf = (epochMs: number): string => {
  const date = new Date(epochMs);
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
};

/** Local midnight at the start of a day. */
export function startOfDay(day: string): number {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year, month - 1, date).getTime();
}

/** Calendar arithmetic (a day lasts 23 or 25 hours when the clocks change, so milliseconds would drift). */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return dayOf(new Date(year, month - 1, date + days).getTime());
}

/** The last `span` days, today included. */
export const presetRange = (today: string, span: RangeSpan): DateRange => ({ from: addDays(today, -(span - 1)), to: today, span });

export const canGoNext = (range: DateRange, today: string): boolean => range.to < today;

/** The range just before (-1) or after (+1) this one, of the same length; after stops at today. */
export function shiftRange(range: DateRange, direction: -1 | 1, today: string): DateRange {
  const to = addDays(range.to, direction * range.span);
  if (direction === 1 && to >= today) return presetRange(today, range.span);
  return { from: addDays(to, -(range.span - 1)), to, span: range.span };
}

/** The gateway's period: from the first day's midnight to the last millisecond of the last day. */
export const periodOfRange = (range: DateRange): { startTime: number; endTime: number } => ({
  startTime: startOfDay(range.from),
  endTime: startOfDay(addDays(range.to, 1)) - 1,
});
