/** Period maths of settlement, per kind: boundaries, keys, and the step from one period to the next. */
import { describe, expect, it } from 'vitest';
import { periodAfter, periodContaining, periodEndingAt, periodSpecOf, type PeriodSpec } from '../../src/domain/contracts/settlement/periods';

const at = (iso: string): number => Date.parse(iso);
const iso = (ms: number): string => new Date(ms).toISOString();
const spanOf = (spec: PeriodSpec, instant: string) => {
  const period = periodContaining(spec, at(instant));
  return { start: iso(period.start), end: iso(period.end), key: period.key };
};

describe('settlement periods (UTC)', () => {
  it('cuts real-time salary into 5-minute slots', () => {
    expect(spanOf('R', '2026-11-24T13:07:59.999Z')).toEqual({ start: '2026-11-24T13:05:00.000Z', end: '2026-11-24T13:10:00.000Z', key: 'R:2026-11-24T13:05' });
    expect(spanOf('R', '2026-11-24T23:55:00.000Z').end).toBe('2026-11-25T00:00:00.000Z');
  });

  it('cuts hourly salary into hours and daily salary into days', () => {
    expect(spanOf('H', '2026-11-24T13:00:00.000Z')).toEqual({ start: '2026-11-24T13:00:00.000Z', end: '2026-11-24T14:00:00.000Z', key: 'H:2026-11-24T13' });
    expect(spanOf('D', '2026-11-24T23:59:59.999Z')).toEqual({ start: '2026-11-24T00:00:00.000Z', end: '2026-11-25T00:00:00.000Z', key: 'D:2026-11-24' });
  });

  it('starts weeks on Monday, also from a Sunday and across a year end', () => {
    expect(spanOf('W', '2026-11-24T10:00:00.000Z')).toEqual({ start: '2026-11-23T00:00:00.000Z', end: '2026-11-30T00:00:00.000Z', key: 'W:2026-11-23' });
    expect(spanOf('W', '2026-11-29T23:59:59.000Z').key).toBe('W:2026-11-23');
    expect(spanOf('W', '2026-11-30T00:00:00.000Z').key).toBe('W:2026-11-30');
    expect(spanOf('W', '2027-01-01T12:00:00.000Z')).toEqual({ start: '2026-12-28T00:00:00.000Z', end: '2027-01-04T00:00:00.000Z', key: 'W:2026-12-28' });
  });

  it('splits months into 1st-15th and 16th-end, February included', () => {
    expect(spanOf('S', '2026-11-15T23:59:59.999Z')).toEqual({ start: '2026-11-01T00:00:00.000Z', end: '2026-11-16T00:00:00.000Z', key: 'S:2026-11-01' });
    expect(spanOf('S', '2026-11-16T00:00:00.000Z')).toEqual({ start: '2026-11-16T00:00:00.000Z', end: '2026-12-01T00:00:00.000Z', key: 'S:2026-11-16' });
    expect(spanOf('S', '2028-02-29T08:00:00.000Z')).toEqual({ start: '2028-02-16T00:00:00.000Z', end: '2028-03-01T00:00:00.000Z', key: 'S:2028-02-16' });
    expect(spanOf('S', '2026-12-31T08:00:00.000Z').end).toBe('2027-01-01T00:00:00.000Z');
  });

  it('takes whole months, December to January', () => {
    expect(spanOf('M', '2026-12-31T23:59:59.999Z')).toEqual({ start: '2026-12-01T00:00:00.000Z', end: '2027-01-01T00:00:00.000Z', key: 'M:2026-12' });
  });

  it('finds a period by its end and steps to the next without gaps', () => {
    for (const spec of ['R', 'H', 'D', 'W', 'S', 'M'] as const) {
      let period = periodContaining(spec, at('2026-01-30T17:43:00.000Z'));
      expect(periodEndingAt(spec, period.end)).toEqual(period);
      for (let i = 0; i < 30; i += 1) {
        const next = periodAfter(spec, period);
        expect(next.start, `${spec} ${period.key}`).toBe(period.end);
        expect(next.key).not.toBe(period.key);
        period = next;
      }
    }
  });

  it('picks the spec from the kind, and for dividends from the period term', () => {
    expect(periodSpecOf('realTimeSalary', { profitRate: '1', lossRate: '1', singleBetAmount: '1' })).toBe('R');
    expect(periodSpecOf('hourlySalary', { teamBetting: '1', rate: '1', hourlyBetAmount: '1' })).toBe('H');
    expect(periodSpecOf('dailySalary', { teamBetting: '1', activeMembers: 1, rate: '1', dailyBetAmount: '1', amount: '0' })).toBe('D');
    const dividend = (period: 'D' | 'W' | 'H' | 'M') => periodSpecOf('dividend', { period, validBet: '1', profitLoss: '1', activeMembers: 1, rate: '1' });
    expect([dividend('D'), dividend('W'), dividend('H'), dividend('M')]).toEqual(['D', 'W', 'S', 'M']);
  });
});
