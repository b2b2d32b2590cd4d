/**
 * Measured coverage of this file's real runs: every actor is created through
 * the shared recorder (so the model tool counts it too) and also reports here,
 * so the test can assert that every state and transition was reached.
 */
import type { AnyActorLogic, AnyStateMachine, InspectionEvent } from 'xstate';
import { coverageOf } from '../../../src/inspection/coverage';
import { createRecordedActor } from '../../support/recorded-actor';
import { machineUniverse } from './access-paths';

export function createCoverage() {
  const hits = new Map<string, { states: Set<string>; transitions: Set<string> }>();
  const inspect = (event: InspectionEvent) => {
    const hit = coverageOf(event);
    if (!hit) return;
    const entry = hits.get(hit.machine) ?? { states: new Set<string>(), transitions: new Set<string>() };
    hit.states.forEach((state) => entry.states.add(state));
    hit.transitions.forEach((transition) => entry.transitions.add(transition));
    hits.set(hit.machine, entry);
  };
  return {
    createActor: <TLogic extends AnyActorLogic>(logic: TLogic, input?: unknown) =>
      createRecordedActor(logic, { input, inspect } as Parameters<typeof createRecordedActor<TLogic>>[1]),
    report(machine: AnyStateMachine) {
      const universe = machineUniverse(machine);
      const seen = hits.get(machine.id) ?? { states: new Set<string>(), transitions: new Set<string>() };
      const missingStates = [...universe.states].filter((state) => !seen.states.has(state));
      const missingTransitions = [...universe.transitions].filter((transition) => !seen.transitions.has(transition));
      return {
        machine: machine.id,
        states: `${universe.states.size - missingStates.length}/${universe.states.size}`,
        transitions: `${universe.transitions.size - missingTransitions.length}/${universe.transitions.size}`,
        missingStates,
        missingTransitions,
      };
    },
  };
}
