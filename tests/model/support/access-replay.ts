/**
 * Replays a planned path on a provided actor against the real gateway. User
 * events go through executors that turn case markers into real values (or
 * act on a child, like dragging the puzzle piece); events the system makes
 * itself (done, error, after) are waited for. After every step the real
 * snapshot must have the planned state value, and the test's per-state
 * assertion runs. A planned network failure is arranged before the step that
 * starts the call, by failing that call's path until the error arrives.
 */
import type { Actor, AnyActorLogic, AnyMachineSnapshot, EventObject } from 'xstate';
import { describeEvent, type PlannedPath } from './access-paths';
import type { NetworkSwitch } from './access-world';

export type Executor = (event: EventObject, step: { index: number; plan: PlannedPath }) => Promise<EventObject | void> | EventObject | void;

export interface ReplayOptions {
  executors?: Partial<Record<string, Executor>>;
  /** Call paths of each invoked actor id, for planned network failures. */
  callPaths?: Partial<Record<string, readonly string[]>>;
  network?: NetworkSwitch;
  assertState?: (real: AnyMachineSnapshot, expected: AnyMachineSnapshot, event: EventObject | null) => void | Promise<void>;
  timeoutMs?: number;
}

const machineDriven = (event: EventObject) => event.type.startsWith('xstate.');

const isNetworkError = (event: EventObject) =>
  event.type.startsWith('xstate.error.actor.') && (event as EventObject & { error?: { code?: string } }).error?.code === 'network.abnormal';

/** Actor ids whose invocation this step starts (new child instances in the expected snapshot). */
function startedBy(before: AnyMachineSnapshot | null, after: AnyMachineSnapshot): string[] {
  return Object.entries(after.children as Record<string, unknown>)
    .filter(([id, child]) => child && (before?.children as Record<string, unknown> | undefined)?.[id] !== child)
    .map(([id]) => id);
}

export async function replayPath<TLogic extends AnyActorLogic>(actor: Actor<TLogic>, plan: PlannedPath, options: ReplayOptions = {}): Promise<void> {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const history: AnyMachineSnapshot[] = [];
  let cursor = 0;
  let failure: unknown = null;
  const waiters = new Set<() => void>();
  actor.subscribe({
    next: (snapshot) => {
      history.push(snapshot as AnyMachineSnapshot);
      for (const wake of waiters) wake();
    },
    error: (error) => {
      failure = error;
      for (const wake of waiters) wake();
    },
  });
  const failed: string[][] = [];
  const arranged = new Set<number>();

  /** Arranges network failures for calls the step to snapshot `index` starts whose planned answer is a network error. */
  const arrangeNetwork = (index: number) => {
    if (arranged.has(index) || index >= plan.snapshots.length) return;
    arranged.add(index);
    const before = index === 0 ? null : plan.snapshots[index - 1];
    for (const id of startedBy(before, plan.snapshots[index])) {
      const next = plan.events.slice(index).find((event) => event.type === `xstate.done.actor.${id}` || event.type === `xstate.error.actor.${id}`);
      const paths = options.callPaths?.[id];
      if (next && isNetworkError(next)) {
        if (!paths || !options.network) throw new Error(`planned network failure of ${id} but no call path is known`);
        options.network.fail(paths);
        failed.push([...paths]);
      }
    }
  };

  /**
   * Before step `index` runs, arrange its calls and those of the steps the
   * system takes by itself right after it (done, error, after), which can
   * start before the replay gets to look.
   */
  const arrangeAhead = (index: number) => {
    arrangeNetwork(index + 1);
    for (let next = index + 1; next < plan.events.length && machineDriven(plan.events[next]); next++) arrangeNetwork(next + 1);
  };

  const sameValue = (a: AnyMachineSnapshot, b: AnyMachineSnapshot) => JSON.stringify(a.value) === JSON.stringify(b.value) && a.status === b.status;

  const reach = (expected: AnyMachineSnapshot, label: string) =>
    new Promise<AnyMachineSnapshot>((resolve, reject) => {
      const check = () => {
        if (failure) return finish(() => reject(failure));
        for (let i = cursor; i < history.length; i++) {
          if (sameValue(history[i], expected)) {
            // Every processed event yields a snapshot, so the next step looks only after this one.
            cursor = i + 1;
            return finish(() => resolve(history[i]));
          }
        }
      };
      const timer = setTimeout(() => {
        const seen = history.slice(cursor).map((snapshot) => {
          const code = (snapshot.context as { errorCode?: unknown } | undefined)?.errorCode;
          return `${JSON.stringify(snapshot.value)}${code ? ` [${String(code)}]` : ''}`;
        });
        finish(() => reject(new Error(`${label}: expected ${JSON.stringify(expected.value)}, saw ${seen.join(' → ') || 'nothing new'}`)));
      }, timeoutMs);
      const finish = (settle: () => void) => {
        clearTimeout(timer);
        waiters.delete(check);
        settle();
      };
      waiters.add(check);
      check();
    });

  try {
    arrangeNetwork(0);
    arrangeAhead(-1);
    actor.start();
    let real = await reach(plan.snapshots[0], 'start');
    await options.assertState?.(real, plan.snapshots[0], null);
    for (let index = 0; index < plan.events.length; index++) {
      const planned = plan.events[index];
      const expected = plan.snapshots[index + 1];
      arrangeAhead(index);
      const executor = options.executors?.[planned.type];
      const sent = executor ? await executor(planned, { index, plan }) : machineDriven(planned) ? undefined : planned;
      if (sent) actor.send(sent as never);
      real = await reach(expected, `step ${index + 1} (${describeEvent(planned)})`);
      if (isNetworkError(planned)) {
        const paths = failed.shift();
        if (paths) options.network?.restore(paths);
      }
      await options.assertState?.(real, expected, planned);
    }
  } finally {
    for (const paths of failed) options.network?.restore(paths);
    actor.stop();
  }
}
