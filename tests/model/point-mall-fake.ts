/**
 * Replays planned paths of the points-mall machines on fake actors: each
 * invoked actor answers what the plan says it answers next (its done output
 * or its error), so every state and transition is driven without a gateway.
 * The gateway replay comes when the points routes land.
 */
import { fromPromise, waitFor, type AnyStateMachine, type EventObject } from 'xstate';
import type { PlannedPath } from './support/access-paths';
import type { createCoverage } from './support/access-coverage';

export async function replayOnFakes(
  coverage: ReturnType<typeof createCoverage>,
  machine: AnyStateMachine,
  plan: PlannedPath,
  seen: { inputs: Record<string, unknown[]> },
): Promise<void> {
  let requests = 0;
  const queues = new Map<string, EventObject[]>();
  for (const event of plan.events) {
    const match = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
    if (match) queues.set(match[2], [...(queues.get(match[2]) ?? []), event]);
  }
  const fake = (id: string) =>
    fromPromise(async ({ input }) => {
      (seen.inputs[id] ??= []).push(input);
      const next = queues.get(id)?.shift() as (EventObject & { output?: unknown; error?: unknown }) | undefined;
      // The path ends while this call is under way: it stays pending until the actor stops.
      if (!next) return new Promise<never>(() => {});
      if (next.type.startsWith('xstate.error.')) throw next.error;
      // Distinct ids, so a test can tell a retry (same id) from a new request.
      return id === 'createRequestId' ? `request-${++requests}` : next.output;
    });
  const ids = ['createRequestId', ...Object.keys(machine.implementations.actors).filter((id) => id !== 'createRequestId')];
  const logic = machine.provide({ actors: Object.fromEntries(ids.map((id) => [id, fake(id)])) });
  const actor = coverage.createActor(logic);
  actor.start();
  for (const [index, event] of plan.events.entries()) {
    const expected = plan.snapshots[index + 1];
    if (!event.type.startsWith('xstate.')) actor.send(event);
    await waitFor(actor, (snapshot) => JSON.stringify(snapshot.value) === JSON.stringify(expected.value), { timeout: 2000 });
  }
  actor.stop();
}
