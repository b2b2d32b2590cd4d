/**
 * When lottery draws happen. Every lottery game draws at fixed intervals
 * counted from midnight UTC, so every gateway instance computes the same
 * open issue for the same instant without asking anyone: the catalogue shows
 * it, the provider sells tickets for it, and the draw job draws it.
 */
const minute = 60_000;
const day = 24 * 60 * minute;

/** Interval between draws by lottery account type: electronic lotteries draw fast, the VN lottery slowest. */
const intervals: Record<string, number> = { ELOTT: 1 * minute, LOTT: 3 * minute, TCG_SEA: 5 * minute, TCG_LOTTO_VN: 10 * minute };

export const drawIntervalMs = (accountTypeName: string): number => intervals[accountTypeName] ?? 5 * minute;

export interface Issue {
  /** yyyyMMdd-nnnn: the day (UTC) and the draw's number in that day, from 1. */
  drawNo: string;
  /** When betting closes and the numbers are drawn (epoch ms). */
  drawAt: number;
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** The issue a draw at `drawAt` belongs to. */
export function issueAt(drawAt: number, intervalMs: number): Issue {
  const dayStart = Math.floor((drawAt - 1) / day) * day;
  const date = new Date(dayStart);
  const number = Math.round((drawAt - dayStart) / intervalMs);
  return { drawNo: `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1, 2)}${pad(date.getUTCDate(), 2)}-${pad(number, 4)}`, drawAt };
}

/** The issue open for bets at `now`: the first draw strictly after it. */
export function openIssue(accountTypeName: string, now: number): Issue {
  const interval = drawIntervalMs(accountTypeName);
  return issueAt((Math.floor(now / interval) + 1) * interval, interval);
}

/** Issues whose draw time has passed, newest first, at most `count`. */
export function pastIssues(accountTypeName: string, now: number, count: number): Issue[] {
  const interval = drawIntervalMs(accountTypeName);
  const last = Math.floor(now / interval) * interval;
  return Array.from({ length: count }, (_, index) => issueAt(last - index * interval, interval));
}
