/** Local calendar days ↔ the epoch-millisecond period the gateway reads: a day runs from its local midnight to its last millisecond. */
export interface PeriodDays {
  from: string;
  to: string;
}

const pad = (value: number) => String(value).padStart(2, '0');
export const dayText = (time: number): string => {
  const date = new Date(time);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

const midnight = (day: string): number => {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year!, month! - 1, date).getTime();
};

export const periodOfDays = ({ from, to }: PeriodDays) => ({ startTime: midnight(from), endTime: midnight(to) + 24 * 60 * 60 * 1000 - 1 });

/** The last `months` months up to today, starting no earlier than the day the account opened. */
export function presetDays(months: number, today: number, accountOpenedAt: number): PeriodDays {
  const now = new Date(today);
  const start = new Date(now.getFullYear(), now.getMonth() - months, now.getDate()).getTime();
  return { from: dayText(Math.max(start, midnight(dayText(accountOpenedAt)))), to: dayText(today) };
}
