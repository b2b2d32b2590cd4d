/**
 * The record list's query rules with a loader the test answers by hand: the
 * latest query wins (an older answer arriving late never reaches the list),
 * a new period or filter starts from page one, and failures keep the query
 * for the retry.
 */
import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { pagedRecordsMachine, type RecordsPage, type RecordsQuery } from '../../../src/machines/paged-records/paged-records.machine';
import { selectRecords } from '../../../src/machines/paged-records/paged-records.selectors';

interface Pending {
  query: RecordsQuery;
  answer(page: RecordsPage): void;
  fail(error: unknown): void;
}

function start() {
  const pending: Pending[] = [];
  const logic = pagedRecordsMachine.provide({
    actors: {
      loadRecords: fromPromise<RecordsPage, RecordsQuery>(
        ({ input }) => new Promise<RecordsPage>((answer, fail) => pending.push({ query: input, answer, fail })),
      ),
    },
  });
  const actor = createActor(logic, { input: { period: { startTime: 10, endTime: 20 }, pageSize: 5 } }).start();
  return { actor, pending, view: () => selectRecords(actor.getSnapshot()) };
}

const page = (id: number, pageNo = 1): RecordsPage => ({ list: [{ id }], pageNo, totalPages: 3, total: 11 });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('paged records machine', () => {
  it('drops an older answer that arrives after a newer query was asked', async () => {
    const { actor, pending, view } = start();
    actor.send({ type: 'records.filter', filter: 'deposit' });
    expect(pending.map((call) => call.query.filter)).toEqual(['', 'deposit']);
    pending[1].answer(page(2));
    await settle();
    pending[0].answer(page(1));
    await settle();
    expect(view().status).toBe('ready');
    expect(view().answer.list).toEqual([{ id: 2 }]);
    expect(view().query.filter).toBe('deposit');
  });

  it('starts a new period or filter from page one and keeps the page size', async () => {
    const { actor, pending, view } = start();
    pending[0].answer(page(1));
    await settle();
    actor.send({ type: 'records.page', pageNo: 3 });
    expect(pending[1].query).toMatchObject({ pageNo: 3, pageSize: 5 });
    actor.send({ type: 'records.period', period: { startTime: 30, endTime: 40 } });
    expect(pending[2].query).toEqual({ period: { startTime: 30, endTime: 40 }, filter: '', pageNo: 1, pageSize: 5 });
    expect(view().status).toBe('loading');
  });

  it('shows empty for no rows, and a failure keeps its code and query for the retry', async () => {
    const { actor, pending, view } = start();
    pending[0].answer({ list: [], pageNo: 1, totalPages: 0, total: 0 });
    await settle();
    expect(view().status).toBe('empty');
    actor.send({ type: 'records.filter', filter: 'bet' });
    pending[1].fail({ code: 'period.invalid' });
    await settle();
    expect(view()).toMatchObject({ status: 'failed', errorCode: 'period.invalid' });
    actor.send({ type: 'records.retry' });
    expect(pending[2].query.filter).toBe('bet');
  });

  it('ignores a page it is already on', async () => {
    const { actor, pending } = start();
    pending[0].answer(page(1));
    await settle();
    actor.send({ type: 'records.page', pageNo: 1 });
    expect(pending).toHaveLength(1);
  });
});
