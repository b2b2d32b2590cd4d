/**
 * Every machine of the portal, once. The inspector, the model tool, the tests
 * and the README read this list; a test fails when a machine file exists
 * without an entry here.
 */
import type { AnyStateMachine } from 'xstate';
import type { MachineModel } from './model-types';

export interface MachineEntry {
  /** The machine's `id`, camelCase of its folder name. */
  id: string;
  /** Path from the project root. */
  file: string;
  /** One line: what the flow is for. */
  purpose: string;
  /** Screens (routes or modals) whose views subscribe to it. */
  screens: string[];
  logic: AnyStateMachine;
  /** Event cases and projection for path generation. */
  model: MachineModel;
}

export const machineRegistry: MachineEntry[] = [];
