/** Record-list snapshot → what a record page shows. */
import type { SnapshotFrom } from 'xstate';
import type { pagedRecordsMachine } from './paged-records.machine';
import type { RecordsPage, RecordsQuery } from './paged-records-query';

export type PagedRecordsSnapshot = SnapshotFrom<typeof pagedRecordsMachine>;

export type RecordsStatus = 'loading' | 'ready' | 'empty' | 'failed';

export interface RecordsView<TAnswer extends RecordsPage = RecordsPage> {
  status: RecordsStatus;
  /** The last answer; a page reads its rows and extras (summary, sum) from it. */
  answer: TAnswer;
  query: RecordsQuery;
  errorCode: string | null;
}

export function statusOf(snapshot: PagedRecordsSnapshot): RecordsStatus {
  // A refresh of the shown query keeps showing its answer until the new one is in.
  if (snapshot.matches('loading') && snapshot.context.refreshing) return snapshot.context.page.list.length ? 'ready' : 'empty';
  if (snapshot.matches('ready')) return 'ready';
  if (snapshot.matches('empty')) return 'empty';
  if (snapshot.matches('failed')) return 'failed';
  return 'loading';
}

const views = new WeakMap<PagedRecordsSnapshot, RecordsView>();

/** Memoised on the snapshot object, so useSelector re-renders only on a new snapshot. The answer's type is the caller's call. */
export function selectRecords<TAnswer extends RecordsPage>(snapshot: PagedRecordsSnapshot): RecordsView<TAnswer> {
  let view = views.get(snapshot);
  if (!view) {
    view = { status: statusOf(snapshot), answer: snapshot.context.page, query: snapshot.context.query, errorCode: snapshot.context.errorCode };
    views.set(snapshot, view);
  }
  return view as RecordsView<TAnswer>;
}
