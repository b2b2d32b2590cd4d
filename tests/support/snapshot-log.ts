/**
 * Replays need every snapshot an actor went through, not only the latest:
 * a state left after a few milliseconds (a retry delay) must still count as
 * reached. The log records them and waits for the next matching one.
 */
import type { AnyActorRef, SnapshotFrom } from 'xstate';

export function createSnapshotLog<TActor extends AnyActorRef>(actor: TActor) {
  const seen: SnapshotFrom<TActor>[] = [actor.getSnapshot()];
  const waiters = new Set<() => void>();
  actor.subscribe({
    next: (snapshot: SnapshotFrom<TActor>) => {
      seen.push(snapshot);
      for (const wake of waiters) wake();
    },
    error: () => undefined,
  });
  let cursor = 0;

  /** Resolves with the first snapshot after the previous match that satisfies `test`. */
  async function next(test: (snapshot: SnapshotFrom<TActor>) => boolean, timeoutMs = 10_000): Promise<SnapshotFrom<TActor>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = seen.findIndex((snapshot, position) => position >= cursor && test(snapshot));
      if (index >= 0) {
        cursor = index + 1;
        return seen[index];
      }
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error(`no matching snapshot within ${timeoutMs} ms; last: ${JSON.stringify((seen.at(-1) as { value?: unknown }).value)}`);
      await new Promise<void>((wake) => {
        const timer = setTimeout(done, remaining);
        function done() {
          clearTimeout(timer);
          waiters.delete(done);
          wake();
        }
        waiters.add(done);
      });
    }
  }

  return { next, seen };
}
