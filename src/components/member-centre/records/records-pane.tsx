/**
 * The frame every record page shares: the period bar with the page's own
 * control on its right (a kind filter), then the page's content in a panel.
 */
import type { ReactNode } from 'react';
import type { DateRange, RangeSpan } from './date-range';
import { DateRangePicker } from './date-range-picker';
import './records.css';

export interface PeriodControls {
  range: DateRange;
  today: string;
  onPreset(span: RangeSpan): void;
  onShift(direction: -1 | 1): void;
}

export function RecordsPane({ period, aside, children, testId }: { period: PeriodControls; aside?: ReactNode; children: ReactNode; testId: string }) {
  return (
    <div className="mc-records" data-testid={testId}>
      <div className="mc-toolbar">
        <DateRangePicker {...period} />
        {aside}
      </div>
      {children}
    </div>
  );
}
