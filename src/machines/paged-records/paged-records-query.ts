/** What a record list asks the gateway for and what it gets back, shared by the machine, its model and its selectors. */

/** A period as epoch milliseconds, from the start of its first day to the end of its last. */
export interface RecordsPeriod {
  startTime: number;
  endTime: number;
}

export interface RecordsQuery {
  /** null for lists without a period (the inbox). */
  period: RecordsPeriod | null;
  /** Game category or ledger kind; '' for all. */
  filter: string;
  pageNo: number;
  pageSize: number;
}

/** One page of any record list; answers carry more (a summary, a sum) that the pages read. */
export interface RecordsPage {
  list: readonly unknown[];
  pageNo: number;
  totalPages: number;
  total: number;
}

export interface PagedRecordsInput {
  period?: RecordsPeriod | null;
  filter?: string;
  pageSize?: number;
}

export const defaultPageSize = 10;

export const emptyRecords: RecordsPage = { list: [], pageNo: 1, totalPages: 0, total: 0 };
