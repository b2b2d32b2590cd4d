/** The completion of what the original leaves out (src/http/original-input.ts), on its own and over every route. */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { periodInputEntries, pageInputEntries, requestIdSchema } from '../../../src/services/schemas/funds';
import { completeInput, defaultPeriodMs, entriesOf, lacksRequestId, pagingFields } from '../../src/http/original-input';
import { allRoutes } from '../../src/routes';
import { wholeNumber, optionalQuery } from '../../src/routes/games/inputs';

const now = 1_800_000_000_000;
const paged = v.object({ ...pageInputEntries, ...periodInputEntries });
const money = v.object({ requestId: requestIdSchema, amount: v.string() });

describe('completing what the original leaves out', () => {
  it('gives a bare period the last seven days, and a lone end the other end seven days away', () => {
    expect(completeInput(paged, {}, { now })).toEqual({ startTime: now - defaultPeriodMs, endTime: now });
    expect(completeInput(paged, { startTime: '', endTime: '' }, { now })).toEqual({ startTime: now - defaultPeriodMs, endTime: now });
    expect(completeInput(paged, { startTime: String(now - 30 * 86_400_000) }, { now })).toMatchObject({ endTime: now - 23 * 86_400_000 });
    expect(completeInput(paged, { endTime: String(now - defaultPeriodMs) }, { now })).toMatchObject({ startTime: now - 2 * defaultPeriodMs });
    // A start in the future keeps an empty period rather than a reversed one.
    expect(completeInput(paged, { startTime: String(now + 1000) }, { now })).toMatchObject({ endTime: now + 1000 });
    expect(completeInput(paged, { startTime: '1', endTime: '2' }, { now })).toEqual({ startTime: '1', endTime: '2' });
    // Something that is no time is left for the schema to name.
    expect(completeInput(paged, { startTime: 'yesterday' }, { now })).toEqual({ startTime: 'yesterday' });
  });

  it('clamps paging and length fields to the schema\'s bounds, drops empty ones, and leaves junk to the schema', () => {
    expect(completeInput(paged, { pageNo: '0', pageSize: '999', startTime: 1, endTime: 2 }, { now })).toMatchObject({ pageNo: 1, pageSize: 100 });
    expect(completeInput(paged, { pageNo: '', pageSize: 'ten', startTime: 1, endTime: 2 }, { now })).toEqual({ pageSize: 'ten', startTime: 1, endTime: 2 });
    const board = v.object({ limitNum: optionalQuery(wholeNumber(1, 20)), count: v.optional(v.number()) });
    expect(completeInput(board, { limitNum: '50', count: 7 }, { now })).toEqual({ limitNum: 20, count: 7 });
    expect(pagingFields).toEqual(['pageNo', 'pageSize', 'limitNum', 'count']);
  });

  it('fills a request id only where the schema needs one and the request has none', () => {
    expect(lacksRequestId(money, { amount: '1' })).toBe(true);
    expect(lacksRequestId(money, { amount: '1', requestId: '' })).toBe(true);
    expect(lacksRequestId(money, { amount: '1', requestId: 'given-id-1' })).toBe(false);
    expect(lacksRequestId(paged, {})).toBe(false);
    expect(completeInput(money, { amount: '1' }, { now, requestId: 'derived-01' })).toEqual({ amount: '1', requestId: 'derived-01' });
    expect(completeInput(money, { amount: '1', requestId: 'given-id-1' }, { now, requestId: 'derived-01' })).toMatchObject({ requestId: 'given-id-1' });
    expect(completeInput(money, ['not', 'an', 'object'], { now, requestId: 'derived-01' })).toEqual(['not', 'an', 'object']);
  });

  it('leaves no route refusing a bare request for its period or its paging', () => {
    const refusedFor = allRoutes.flatMap((route) => {
      const result = v.safeParse(route.input, completeInput(route.input, {}, { now, requestId: 'derived-01' }));
      const fields = result.success ? [] : result.issues.map((issue) => issue.path?.map((item: { key: unknown }) => String(item.key)).join('.') ?? '');
      return fields.filter((field) => ['startTime', 'endTime', 'requestId', ...pagingFields].includes(field)).map((field) => `${route.call.path} ${field}`);
    });
    expect(refusedFor).toEqual([]);
    // The check above means something: some routes do read a period, pages and a request id.
    const read = (field: string) => allRoutes.filter((route) => entriesOf(route.input).has(field)).length;
    expect([read('startTime'), read('pageSize'), read('requestId')].every((count) => count > 5)).toBe(true);
  });
});
