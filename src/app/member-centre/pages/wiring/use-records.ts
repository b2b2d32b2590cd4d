/**
 * A record page's actor and its period: the range starts at the last 7 days
 * (today read once, when the page opens), the presets and steps turn into
 * `records.period`, the filter and pager into their events.
 */
import { useCallback, useMemo, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { dayOf, periodOfRange, presetRange, shiftRange, type DateRange, type RangeSpan } from '../../../../components/member-centre/records/date-range';
import type { PeriodControls } from '../../../../components/member-centre/records/records-pane';
import { withInspection } from '../../../../inspection/create-inspected-actor';
import type { pagedRecordsMachine } from '../../../../machines/paged-records/paged-records.machine';
import { selectRecords, type RecordsView } from '../../../../machines/paged-records/paged-records.selectors';
import type { RecordsPage } from '../../../../machines/paged-records/paged-records-query';

export interface RecordsWiring<TAnswer extends RecordsPage> {
  view: RecordsView<TAnswer>;
  period: PeriodControls;
  onFilter(filter: string): void;
  onPage(pageNo: number): void;
  onRetry(): void;
  refresh(): void;
}

export function useRecords<TAnswer extends RecordsPage>(logic: typeof pagedRecordsMachine, options: { dated?: boolean; pageSize?: number } = {}): RecordsWiring<TAnswer> {
  const dated = options.dated ?? true;
  const [today] = useState(() => dayOf(Date.now()));
  const [range, setRange] = useState<DateRange>(() => presetRange(today, 7));
  const actor = useActorRef(logic, withInspection({ input: { period: dated ? periodOfRange(range) : null, pageSize: options.pageSize } }));
  const view = useSelector(actor, selectRecords<TAnswer>);

  const changeRange = useCallback(
    (next: DateRange) => {
      setRange(next);
      actor.send({ type: 'records.period', period: periodOfRange(next) });
    },
    [actor],
  );

  const period = useMemo<PeriodControls>(
    () => ({
      range,
      today,
      onPreset: (span: RangeSpan) => changeRange(presetRange(today, span)),
      onShift: (direction: -1 | 1) => changeRange(shiftRange(range, direction, today)),
    }),
    [range, today, changeRange],
  );

  return {
    view,
    period,
    onFilter: (filter) => actor.send({ type: 'records.filter', filter }),
    onPage: (pageNo) => actor.send({ type: 'records.page', pageNo }),
    onRetry: () => actor.send({ type: 'records.retry' }),
    refresh: () => actor.send({ type: 'records.refresh' }),
  };
}
