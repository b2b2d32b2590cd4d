/**
 * Reward periods in UTC, like the lottery schedule: every gateway instance
 * cuts days, weeks (Monday to Sunday) and months at the same moments, and a
 * period's key is what makes a claim unique within it.
 */
import type { RewardPeriod } from '../../db/schema';

export interface PeriodWindow {
  /** once, D2026-11-24, W2026-11-23 (its Monday), M2026-11. */
  key: string;
  startsAt: number;
  /** Exclusive; null when the period never ends. */
  endsAt: number | null;
}

const day = 24 * 60 * 60 * 1000;
const pad = (value: number) => String(value).padStart(2, '0');
const dateText = (at: number) => {
  const date = new Date(at);
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
};

export function periodWindow(period: Exclude<RewardPeriod, 'once'>, now: number): PeriodWindow {
  const dayStart = Math.floor(now / day) * day;
  if (period === 'daily') return { key: `D${dateText(dayStart)}`, startsAt: dayStart, endsAt: dayStart + day };
  if (period === 'weekly') {
    const monday = dayStart - ((new Date(dayStart).getUTCDay() + 6) % 7) * day;
    return { key: `W${dateText(monday)}`, startsAt: monday, endsAt: monday + 7 * day };
  }
  const date = new Date(now);
  const startsAt = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
  return { key: `M${dateText(startsAt).slice(0, 7)}`, startsAt, endsAt: Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1) };
}

/** A promotion's period: a once-only promotion spans its whole opening window. */
export function promotionWindow(rule: { period: RewardPeriod; opensAt: number | null; closesAt: number | null }, now: number): PeriodWindow {
  if (rule.period === 'once') return { key: 'once', startsAt: rule.opensAt ?? 0, endsAt: rule.closesAt };
  return periodWindow(rule.period, now);
}
