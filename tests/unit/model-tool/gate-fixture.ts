/**
 * A machine whose guard reads its input: the gate lets a push through only
 * when the input opened it. One input alone cannot give both branches a path;
 * the model's input variants can.
 */
import { createActor, setup, type InspectionEvent } from 'xstate';
import type { MachineModel } from '../../../src/machines/model-types';
import type { MachineEntry } from '../../../src/machines/registry';

export interface GateInput {
  open: boolean;
}

export const gateMachine = setup({
  types: { input: {} as GateInput, context: {} as GateInput },
  guards: { isOpen: ({ context }) => context.open },
}).createMachine({
  id: 'gate',
  context: ({ input }) => ({ open: input.open }),
  initial: 'closed',
  states: {
    closed: { on: { 'gate.push': [{ guard: 'isOpen', target: 'passed' }, { target: 'refused' }] } },
    refused: { on: { 'gate.retry': 'closed' } },
    passed: { type: 'final' },
  },
});

export const passKey = 'gate.closed|gate.push|0';

/** The gate's model with the locked input only. */
export const lockedModel: MachineModel = { events: [{ type: 'gate.push' }, { type: 'gate.retry' }], input: { open: false } satisfies GateInput };

/** The same model with the open gate as a second input. */
export const variantModel: MachineModel = { ...lockedModel, inputs: [{ name: 'open', input: { open: true } satisfies GateInput }] };

export const gateEntry = (model: MachineModel): MachineEntry => ({
  id: 'gate',
  file: 'tests/unit/model-tool/gate-fixture.ts',
  purpose: 'Fixture: a guard that reads the input.',
  screens: [],
  logic: gateMachine,
  model,
});

/** A suite that takes every transition: pushes a locked gate, retries, then pushes an open one. */
export async function fullGateSuite(inspect: (event: InspectionEvent) => void): Promise<void> {
  const locked = createActor(gateMachine, { input: { open: false }, inspect }).start();
  locked.send({ type: 'gate.push' });
  locked.send({ type: 'gate.retry' });
  createActor(gateMachine, { input: { open: true }, inspect }).start().send({ type: 'gate.push' });
}
