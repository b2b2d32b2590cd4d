/**
 * Model-based test of a record list: paths planned over the paged-records
 * machine with its model's events, replayed on the transaction-history
 * list (the machine as the page provides it) against the real gateway, as
 * the demo member. Period and kind markers are mapped to real values (the
 * last 30 days, a month long before the member existed, bets); whether an
 * answer is empty is asked of the gateway beforehand, so the planner only
 * follows answers the gateway gives. Failures are the call dropped like a
 * lost connection. A path that changes the query while a request is under
 * way checks that the latest request wins.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { createActor, toPromise } from 'xstate';
import { afterAll, describe, expect, it } from 'vitest';
import { createCentreLogic } from '../../src/app/member-centre/pages/wiring/centre-logic';
import { pagedRecordsMachine, type PagedRecordsContext, type RecordsPeriod, type RecordsQuery } from '../../src/machines/paged-records/paged-records.machine';
import { pagedRecordsModel, recordsEvents, recordsMarkers } from '../../src/machines/paged-records/paged-records.model';
import { selectRecords } from '../../src/machines/paged-records/paged-records.selectors';
import { calls } from '../../src/services/calls';
import { createRecordsActors } from '../../src/services/records.actors';
import type { TransactionHistory } from '../../src/services/schemas/records';
import { createCoverage } from './support/access-coverage';
import { describeEvent, planPaths, runPure, unplanned, type PlannedPath } from './support/access-paths';
import { replayPath } from './support/access-replay';
import { startWorld } from './support/access-world';
import { lobbyClient } from './support/lobby-world';

const day = 24 * 60 * 60 * 1000;
const world = await startWorld();
const client = await lobbyClient(world, true);
const now = world.now();

/** What each marker stands for: the member's recent rows, and a month before any of them. */
const periods = new Map<number, RecordsPeriod>([
  [recordsMarkers.recent.startTime, { startTime: now - 30 * day, endTime: now }],
  [recordsMarkers.past.startTime, { startTime: now - 800 * day, endTime: now - 770 * day }],
]);
const realPeriod = (period: RecordsPeriod | null): RecordsPeriod | null => (period ? (periods.get(period.startTime) ?? period) : null);
const realFilter = (filter: string): string => (filter === recordsMarkers.kind ? 'bet' : filter);
const realQuery = (query: RecordsQuery): RecordsQuery => ({ ...query, period: realPeriod(query.period), filter: realFilter(query.filter) });

const answerKey = (query: RecordsQuery) => JSON.stringify([query.period?.startTime, query.filter, query.pageNo]);

/** Whether each query the planner can build comes back empty, as the real actor answers it. */
async function listAnswers(): Promise<Map<string, boolean>> {
  const { transactionHistory } = createRecordsActors({ http: client.http });
  const answers = new Map<string, boolean>();
  for (const period of [recordsMarkers.recent, recordsMarkers.past])
    for (const filter of ['', recordsMarkers.kind])
      for (const pageNo of [1, 2]) {
        const query: RecordsQuery = { period, filter, pageNo, pageSize: 10 };
        const page = await toPromise(createActor(transactionHistory, { input: realQuery(query) }).start());
        answers.set(answerKey(query), page.list.length === 0);
      }
  return answers;
}

const answers = await listAnswers();

function oracle(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  if (event.type !== recordsEvents.done) return true;
  const empty = (event as EventObject & { output: { list: unknown[] } }).output.list.length === 0;
  return answers.get(answerKey((snapshot.context as PagedRecordsContext).query)) === empty;
}

const planned = planPaths(pagedRecordsMachine, pagedRecordsModel, [{ input: pagedRecordsModel.input, filterEvents: oracle }]);

/**
 * Two paths written out, because the cover above may end them on empty
 * pages: the kind changes while the first request is under way (its late
 * answer must not reach the list), and paging then filtering shows rows.
 */
const rows = { type: recordsEvents.done, output: { list: [{ id: 1 }], pageNo: 1, totalPages: 2, total: 11 } };
const written = (events: (EventObject & Record<string, unknown>)[]): PlannedPath => ({ input: pagedRecordsModel.input, events, ...runPure(pagedRecordsMachine, pagedRecordsModel.input, events) });
const plans = [
  ...planned,
  written([{ type: 'records.filter', filter: recordsMarkers.kind }, rows]),
  written([rows, { type: 'records.page', pageNo: 2 }, rows, { type: 'records.filter', filter: recordsMarkers.kind }, rows]),
];

describe('paged records machine on the real gateway (transaction history)', () => {
  const coverage = createCoverage();

  afterAll(async () => {
    await world.close();
  });

  it('plans paths that reach every state and transition, over empty and non-empty answers', () => {
    expect(unplanned(pagedRecordsMachine, plans)).toEqual([]);
    expect([...answers.values()]).toContain(true);
    expect([...answers.values()]).toContain(false);
  });

  it.each(plans.map((plan, index) => [index + 1, plan.events.map(describeEvent).join(' → '), plan] as const))('path %i: %s', async (_index, _label, plan) => {
    const logic = createCentreLogic({ http: client.http }).transactionHistory;
    const input = plan.input as { period: RecordsPeriod; filter: string; pageSize: number };
    const actor = coverage.createActor(logic, { ...input, period: realPeriod(input.period) });
    await replayPath(actor, plan, {
      network: world.network,
      callPaths: { loadRecords: [calls.transactionHistory.path] },
      executors: {
        'records.period': (event) => ({ ...event, period: realPeriod((event as EventObject & { period: RecordsPeriod }).period) }),
        'records.filter': (event) => ({ ...event, filter: realFilter((event as EventObject & { filter: string }).filter) }),
      },
      assertState: (snapshot) => {
        const view = selectRecords<TransactionHistory>(snapshot as never);
        const expected = realQuery((plan.snapshots[0].context as PagedRecordsContext).query);
        expect(view.query.pageSize).toBe(expected.pageSize);
        // A refresh keeps the shown answer's status; any other load shows loading.
        if (snapshot.matches('loading')) expect(view.status).toBe(snapshot.context.refreshing ? (view.answer.list.length ? 'ready' : 'empty') : 'loading');
        if (snapshot.matches('failed')) expect(view).toMatchObject({ status: 'failed', errorCode: 'network.abnormal' });
        if (snapshot.matches('empty')) {
          expect(view.status).toBe('empty');
          expect(view.answer.list).toEqual([]);
        }
        if (snapshot.matches('ready')) {
          const { period, filter, pageNo } = view.query;
          expect(view.status).toBe('ready');
          // The rows answer the query on screen, never an older one.
          expect(view.answer.pageNo).toBe(pageNo);
          expect(view.answer.list.length).toBeGreaterThan(0);
          expect(view.answer.list.length).toBeLessThanOrEqual(view.query.pageSize);
          expect(view.answer.totalPages).toBe(Math.ceil(view.answer.total / view.query.pageSize));
          for (const row of view.answer.list) {
            if (filter) expect(row.kind).toBe(filter);
            expect(row.createdAt).toBeGreaterThanOrEqual(period!.startTime);
            expect(row.createdAt).toBeLessThanOrEqual(period!.endTime);
            if (row.kind === 'bet') expect(row.amount.startsWith('-')).toBe(true);
            expect(row.balanceAfter).toMatch(/^-?\d+\.\d{2}$/);
          }
        }
      },
    });
  });

  it('reached every state and transition of the machine', () => {
    const report = coverage.report(pagedRecordsMachine);
    console.log('[coverage]', JSON.stringify(report));
    expect(report.missingStates).toEqual([]);
    expect(report.missingTransitions).toEqual([]);
  });
});
