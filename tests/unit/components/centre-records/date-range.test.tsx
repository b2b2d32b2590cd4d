/** The record pages' periods: presets end today, steps move by the range's own length and never past today, whole local days. */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { DateRangePicker } from '../../../../src/components/member-centre/records/date-range-picker';
import { addDays, canGoNext, dayOf, periodOfRange, presetRange, shiftRange, startOfDay } from '../../../../src/components/member-centre/records/date-range';
import { renderView } from '../modals/render-view';

describe('date presets', () => {
  it('take the last 7 or 30 days, today included', () => {
    expect(presetRange('2025-03-14', 7)).toEqual({ from: '2025-03-08', to: '2025-03-14', span: 7 });
    expect(presetRange('2025-03-14', 30)).toEqual({ from: '2025-02-13', to: '2025-03-14', span: 30 });
  });

  it('step to the previous and next range of the same length, and stop at today', () => {
    const today = '2025-03-14';
    const last7 = presetRange(today, 7);
    const previous = shiftRange(last7, -1, today);
    expect(previous).toEqual({ from: '2025-03-01', to: '2025-03-07', span: 7 });
    expect(shiftRange(shiftRange(presetRange(today, 30), -1, today), -1, today)).toEqual({ from: '2024-12-15', to: '2025-01-13', span: 30 });
    expect(canGoNext(last7, today)).toBe(false);
    expect(canGoNext(previous, today)).toBe(true);
    expect(shiftRange(previous, 1, today)).toEqual(last7);
    // A range that would end after today ends today instead.
    expect(shiftRange({ from: '2025-03-04', to: '2025-03-10', span: 7 }, 1, today)).toEqual(last7);
  });

  it('count calendar days across month, year and leap-day boundaries', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
  });

  it('ask the gateway from the first midnight to the last millisecond of the last day', () => {
    const period = periodOfRange({ from: '2025-03-08', to: '2025-03-14', span: 7 });
    expect(period.startTime).toBe(new Date(2025, 2, 8).getTime());
    expect(period.endTime).toBe(new Date(2025, 2, 15).getTime() - 1);
    expect(dayOf(period.endTime)).toBe('2025-03-14');
    expect(dayOf(startOfDay('2025-03-08'))).toBe('2025-03-08');
  });
});

describe('date range picker', () => {
  it('shows the range in the member language, marks the preset and keeps next shut at today', () => {
    const onPreset = vi.fn();
    const onShift = vi.fn();
    const range = presetRange('2025-03-14', 7);
    renderView(<DateRangePicker range={range} today="2025-03-14" onPreset={onPreset} onShift={onShift} />);
    expect(screen.getByTestId('range-dates').textContent).toMatch(/8.*14 Mar 2025/);
    expect(screen.getByTestId('range-last-7').getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByTestId('range-next') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('range-previous').textContent).toBe('Previous 7 days');
    fireEvent.click(screen.getByTestId('range-previous'));
    fireEvent.click(screen.getByTestId('range-last-30'));
    expect(onShift).toHaveBeenCalledWith(-1);
    expect(onPreset).toHaveBeenCalledWith(30);
  });

  it('offers next once the range lies before today, and writes Tagalog dates', () => {
    renderView(<DateRangePicker range={{ from: '2025-02-13', to: '2025-03-14', span: 30 }} today="2025-04-20" onPreset={vi.fn()} onShift={vi.fn()} />, 'TY');
    expect((screen.getByTestId('range-next') as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByTestId('range-last-30').getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByTestId('range-next').textContent).toBe('Susunod na 30 araw');
    expect(screen.getByTestId('range-dates').textContent).toMatch(/Peb|Mar/);
  });
});
