/**
 * Settlement periods, all in UTC (the brand's time zone): 5-minute slots for
 * real-time salary, hours, days, Monday-based weeks, semi-monthly halves
 * (1st-15th, 16th-end) and months. A period is [start, end); its key names
 * it in the settlement row and in the ledger's idempotency key, so one
 * contract can never be paid twice for one period.
 */
import type { ContractKind, ContractTerms, DividendPeriod, DividendTerms } from '../../../../../src/services/schemas/contracts';

/** R 5-minute slot, H hour, D day, W week, S semi-month, M month (the prefix of the period key). */
export type PeriodSpec = 'R' | 'H' | 'D' | 'W' | 'S' | 'M';

export interface SettlementPeriod {
  start: number;
  end: number;
  /** 'R:2026-11-24T13:05', 'H:2026-11-24T13', 'D:2026-11-24', 'W:2026-11-23', 'S:2026-11-16', 'M:2026-11'. */
  key: string;
}

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

const dividendSpecOf: Record<DividendPeriod, PeriodSpec> = { D: 'D', W: 'W', H: 'S', M: 'M' };

export function periodSpecOf(kind: ContractKind, terms: ContractTerms): PeriodSpec {
  if (kind === 'realTimeSalary') return 'R';
  if (kind === 'hourlySalary') return 'H';
  if (kind === 'dailySalary') return 'D';
  return dividendSpecOf[(terms as DividendTerms).period];
}

const isoOf = (ms: number): string => new Date(ms).toISOString();
const floorTo = (at: number, size: number): number => Math.floor(at / size) * size;

/** The period of the given kind that contains the instant. */
export function periodContaining(spec: PeriodSpec, at: number): SettlementPeriod {
  switch (spec) {
    case 'R': {
      const start = floorTo(at, 5 * minute);
      return { start, end: start + 5 * minute, key: `R:${isoOf(start).slice(0, 16)}` };
    }
    case 'H': {
      const start = floorTo(at, hour);
      return { start, end: start + hour, key: `H:${isoOf(start).slice(0, 13)}` };
    }
    case 'D': {
      const start = floorTo(at, day);
      return { start, end: start + day, key: `D:${isoOf(start).slice(0, 10)}` };
    }
    case 'W': {
      const dayStart = floorTo(at, day);
      // getUTCDay counts from Sunday; the week starts on Monday.
      const start = dayStart - ((new Date(dayStart).getUTCDay() + 6) % 7) * day;
      return { start, end: start + 7 * day, key: `W:${isoOf(start).slice(0, 10)}` };
    }
    case 'S': {
      const date = new Date(at);
      const [year, month] = [date.getUTCFullYear(), date.getUTCMonth()];
      const firstHalf = date.getUTCDate() <= 15;
      const start = Date.UTC(year, month, firstHalf ? 1 : 16);
      const end = firstHalf ? Date.UTC(year, month, 16) : Date.UTC(year, month + 1, 1);
      return { start, end, key: `S:${isoOf(start).slice(0, 10)}` };
    }
    case 'M': {
      const date = new Date(at);
      const start = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
      return { start, end: Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1), key: `M:${isoOf(start).slice(0, 7)}` };
    }
  }
}

/** The period whose end is `end` (contracts store the end of the next period to settle). */
export const periodEndingAt = (spec: PeriodSpec, end: number): SettlementPeriod => periodContaining(spec, end - 1);

/** The period right after this one. */
export const periodAfter = (spec: PeriodSpec, period: SettlementPeriod): SettlementPeriod => periodContaining(spec, period.end);
