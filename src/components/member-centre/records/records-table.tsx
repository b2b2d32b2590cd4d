/**
 * A record table with every state a list can be in: skeleton rows while it
 * loads, the failure with retry, the empty card, then the rows and the
 * pager. Rows and cells come from the kit's data table.
 */
import { useTranslation } from 'react-i18next';
import type { RecordsView } from '../../../machines/paged-records/paged-records.selectors';
import type { IconName } from '../../ui/icons';
import { DataTable, type Column } from '../kit/data-table';
import { SkeletonRows } from '../kit/skeleton';
import { EmptyRows, FailedState } from '../kit/states';
import { RecordsPager } from './records-pager';

export interface RecordsTableProps<T> {
  /** The list's status, rows, page and error, as the record machine's selector gives them. */
  view: RecordsView<{ list: T[]; pageNo: number; totalPages: number; total: number }>;
  columns: Column<T>[];
  rowKey(row: T): string | number;
  /** Rows get `<testId>-row`. */
  testId: string;
  /** Without it the table has no pager (one answer, no pages). */
  onPage?(pageNo: number): void;
  empty: { title: string; text?: string; icon?: IconName };
  onRetry(): void;
  /** Skeleton rows, about a page's worth. */
  skeletonRows?: number;
  /** Name of the pager (see RecordsPager). */
  pagerLabel?: string;
}

export function RecordsTable<T>({ view, columns, rowKey, testId, onPage, empty, onRetry, skeletonRows = 6, pagerLabel }: RecordsTableProps<T>) {
  const { t } = useTranslation();
  if (view.status === 'loading') return <SkeletonRows rows={skeletonRows} label={t('memberCentre.records.loading')} />;
  if (view.status === 'failed') return <FailedState errorCode={view.errorCode} onRetry={onRetry} testId={`${testId}-failed`} />;
  if (view.status === 'empty') return <EmptyRows icon={empty.icon} title={empty.title} text={empty.text} testId={`${testId}-empty`} />;
  const { list, pageNo, totalPages, total } = view.answer;
  return (
    <>
      <DataTable columns={columns} rows={list} rowKey={rowKey} testId={testId} />
      {onPage ? <RecordsPager pageNo={pageNo} totalPages={totalPages} total={total} onPage={onPage} label={pagerLabel} /> : null}
    </>
  );
}
