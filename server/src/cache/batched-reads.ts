/**
 * One database read for every request that waits at the same moment, and
 * never a read that started before the request arrived: at most `parallel`
 * reads are in flight; keys asked for meanwhile wait together for the next
 * one, which starts as soon as a running one ends. With no load a request
 * starts its own read at once (no added delay); under load a read answers
 * as many requests as arrived during the previous one, so the database
 * sees one query per batch instead of one per request.
 *
 * `parallel` is 1 on the embedded database, which runs one query at a time
 * anyway (bigger batches are then cheaper), and a few on PostgreSQL, where
 * a read's round trip should not hold up the requests that arrive during it.
 *
 * Because every read starts after its requests arrived, an answer is as
 * fresh as a read of its own: a revoked session or a changed counter is
 * seen on the very next request, on every gateway instance.
 */

/** PostgreSQL binds at most 65,535 parameters; far fewer keep each query cheap to plan. */
const keysPerQuery = 500;

interface Batch<K, V> {
  keys: Set<K>;
  done: Promise<Map<K, V>>;
  settle(result: Promise<Map<K, V>>): void;
}

export type BatchedRead<K, V> = (key: K) => Promise<V | undefined>;

export function batchedReads<K, V>(readMany: (keys: K[]) => Promise<Map<K, V>>, parallel = 1): BatchedRead<K, V> {
  let waiting: Batch<K, V> | null = null;
  let running = 0;

  const readAll = async (keys: K[]): Promise<Map<K, V>> => {
    if (keys.length <= keysPerQuery) return readMany(keys);
    const chunks = Array.from({ length: Math.ceil(keys.length / keysPerQuery) }, (_, index) => keys.slice(index * keysPerQuery, (index + 1) * keysPerQuery));
    return new Map((await Promise.all(chunks.map(readMany))).flatMap((found) => [...found]));
  };

  const startWaiting = (): void => {
    if (running >= parallel || !waiting) return;
    const batch = waiting;
    waiting = null;
    running += 1;
    const result = readAll([...batch.keys]);
    batch.settle(result);
    result
      .catch(() => undefined)
      .then(() => {
        running -= 1;
        startWaiting();
      });
  };

  return (key) => {
    if (!waiting) {
      let settle!: (result: Promise<Map<K, V>>) => void;
      const done = new Promise<Map<K, V>>((resolve) => (settle = resolve));
      waiting = { keys: new Set(), done, settle };
      // After the event loop has handed over every request that is ready (the check phase follows the poll
      // phase), so they share the read. An embedded database blocks the loop while it runs a query: everything
      // that arrives meanwhile is ready at once and joins the next read.
      if (running < parallel) setImmediate(startWaiting);
    }
    waiting.keys.add(key);
    return waiting.done.then((found) => found.get(key));
  };
}
