/**
 * Event cases for path generation over a record list. Periods and filters
 * are case markers the replay maps to real values (a period holding the
 * member's rows, one long before them, a kind the member has rows of). The
 * projection keeps what decides the next answer: the state and the query.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { MachineModel } from '../model-types';
import type { ModelEvent } from '../session/session.model';
import { emptyRecords, type PagedRecordsContext, type PagedRecordsInput, type RecordsPage } from './paged-records.machine';

/** Marker periods: epoch values no real query uses, mapped by the replay. */
export const recordsMarkers = {
  recent: { startTime: 1, endTime: 1 },
  past: { startTime: 2, endTime: 2 },
  kind: 'case:kind',
} as const;

export const recordsEvents = {
  done: 'xstate.done.actor.loadRecords',
  error: 'xstate.error.actor.loadRecords',
} as const;

const onePage: RecordsPage = { list: [{ id: 1 }], pageNo: 1, totalPages: 2, total: 11 };
const network = { code: 'network.abnormal' };

export function serializePagedRecords(snapshot: AnyMachineSnapshot): string {
  const { query } = snapshot.context as PagedRecordsContext;
  return JSON.stringify([snapshot.value, query.period?.startTime ?? null, query.filter, query.pageNo]);
}

export const pagedRecordsModel: MachineModel<EventObject> = {
  events: <ModelEvent[]>[
    { type: recordsEvents.done, output: onePage },
    { type: recordsEvents.done, output: emptyRecords },
    { type: recordsEvents.error, error: network },
    { type: 'records.period', period: recordsMarkers.past },
    { type: 'records.period', period: recordsMarkers.recent },
    { type: 'records.filter', filter: recordsMarkers.kind },
    { type: 'records.filter', filter: '' },
    { type: 'records.page', pageNo: 2 },
    { type: 'records.page', pageNo: 1 },
    { type: 'records.refresh' },
    { type: 'records.retry' },
  ],
  serializeState: serializePagedRecords,
  input: { period: recordsMarkers.recent, filter: '', pageSize: 10 } satisfies PagedRecordsInput,
};
