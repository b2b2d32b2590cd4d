/**
 * The period of a record page: the last 7 or 30 days, and steps to the
 * previous or next range of the same length. The range reads in the
 * member's language; next is disabled once the range reaches today.
 */
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/icons';
import { canGoNext, rangeSpans, type DateRange, type RangeSpan } from './date-range';
import { formatDayRange } from './intl-dates';
import './records.css';

export interface DateRangePickerProps {
  range: DateRange;
  today: string;
  /** A preset: the last `span` days. */
  onPreset(span: RangeSpan): void;
  onShift(direction: -1 | 1): void;
}

export function DateRangePicker({ range, today, onPreset, onShift }: DateRangePickerProps) {
  const { t, i18n } = useTranslation();
  const isPreset = range.to === today;
  return (
    <div className="mc-range" data-testid="date-range">
      <div className="mc-range__presets" role="group" aria-label={t('memberCentre.records.range.label')}>
        {rangeSpans.map((span) => {
          const active = isPreset && range.span === span;
          return (
            <button
              key={span}
              type="button"
              className={active ? 'mc-segment is-active' : 'mc-segment'}
              aria-pressed={active}
              onClick={() => onPreset(span)}
              data-testid={`range-last-${span}`}
            >
              {t('memberCentre.records.range.last', { count: span })}
            </button>
          );
        })}
      </div>
      <div className="mc-range__stepper">
        <button type="button" className="mc-range__step" onClick={() => onShift(-1)} data-testid="range-previous" title={t('memberCentre.records.range.previous', { count: range.span })}>
          <Icon name="chevronRight" size={16} className="mc-flip" />
          <span>{t('memberCentre.records.range.previous', { count: range.span })}</span>
        </button>
        <span className="mc-range__dates" data-testid="range-dates">
          <Icon name="history" size={16} />
          {formatDayRange(range.from, range.to, i18n.language)}
        </span>
        <button
          type="button"
          className="mc-range__step"
          onClick={() => onShift(1)}
          disabled={!canGoNext(range, today)}
          data-testid="range-next"
          title={t('memberCentre.records.range.next', { count: range.span })}
        >
          <span>{t('memberCentre.records.range.next', { count: range.span })}</span>
          <Icon name="chevronRight" size={16} />
        </button>
      </div>
    </div>
  );
}
