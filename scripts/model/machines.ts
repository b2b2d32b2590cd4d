/**
 * The machines the tools know: the portal's registry, then the back office's.
 * Kept out of src/ so the portal's inspector, which reads only its own
 * registry, never pulls back-office code into the portal's chunks.
 */
import { backofficeMachineRegistry } from '../../src/backoffice/machines/registry';
import { machineRegistry, type MachineEntry } from '../../src/machines/registry';

export const allMachines: MachineEntry[] = [...machineRegistry, ...backofficeMachineRegistry];
