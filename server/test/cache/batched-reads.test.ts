/** The batching under sessions, balances and the content version: shared reads, never one older than its request. */
import { expect, it } from 'vitest';
import { batchedReads } from '../../src/cache/batched-reads';

/** A read the test finishes by hand, recording which keys each query asked for. */
function manualReads() {
  const queries: { keys: string[]; finish(values?: Record<string, number>): void; fail(error: Error): void }[] = [];
  const read = batchedReads<string, number>(
    (keys) =>
      new Promise((resolve, reject) => {
        queries.push({ keys, finish: (values = {}) => resolve(new Map(Object.entries(values))), fail: reject });
      }),
  );
  return { read, queries };
}

const settle = () => new Promise((done) => setImmediate(done));

it('answers the keys asked for in the same turn with one query', async () => {
  const { read, queries } = manualReads();
  const answers = Promise.all([read('a'), read('b'), read('a')]);
  await settle();
  expect(queries.map((query) => query.keys)).toEqual([['a', 'b']]);
  queries[0].finish({ a: 1, b: 2 });
  expect(await answers).toEqual([1, 2, 1]);
});

it('never answers a key with a query that started before it was asked for', async () => {
  const { read, queries } = manualReads();
  const early = read('a');
  await settle();
  // Asked while the first query runs: the first query's snapshot may predate a change this caller already made.
  const late = read('a');
  const later = read('c');
  await settle();
  expect(queries).toHaveLength(1);
  queries[0].finish({ a: 1 });
  expect(await early).toBe(1);
  await settle();
  expect(queries.map((query) => query.keys)).toEqual([['a'], ['a', 'c']]);
  queries[1].finish({ a: 2, c: 3 });
  expect([await late, await later]).toEqual([2, 3]);
});

it('gives a failed query to its own callers only; the next batch runs', async () => {
  const { read, queries } = manualReads();
  const failed = read('a');
  await settle();
  const next = read('b');
  queries[0].fail(new Error('connection lost'));
  await expect(failed).rejects.toThrow('connection lost');
  await settle();
  queries[1].finish({ b: 5 });
  expect(await next).toBe(5);
});

it('splits a batch larger than one query should carry', async () => {
  const { read, queries } = manualReads();
  const keys = Array.from({ length: 1200 }, (_, index) => `k${index}`);
  const answers = Promise.all(keys.map((key) => read(key)));
  await settle();
  expect(queries.map((query) => query.keys.length)).toEqual([500, 500, 200]);
  for (const query of queries) query.finish(Object.fromEntries(query.keys.map((key) => [key, Number(key.slice(1))])));
  expect(await answers).toEqual(keys.map((_, index) => index));
});
