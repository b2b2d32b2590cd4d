/**
 * The registries are the one list of machines: every file under src/machines
 * (the portal's registry) or src/backoffice/machines (the back office's) that
 * creates a machine has an entry, every machine exported there is the
 * machine of an entry, and every entry points at a real file whose machine it
 * holds.
 */
import { existsSync } from 'node:fs';
import { createMachine, StateMachine, type AnyStateMachine, type AnyStateNode } from 'xstate';
import { describe, expect, it } from 'vitest';
import { allMachines as machineRegistry } from '../../../scripts/model/machines';
import { createsMachine, readSources, unregisteredFiles, unregisteredMachines, type ModuleExports } from './registry-scan';

const sources = [...readSources(process.cwd(), 'src/machines'), ...readSources(process.cwd(), 'src/backoffice/machines')];
const loaded = import.meta.glob<Record<string, unknown>>(
  ['/src/machines/**/*.ts', '/src/machines/**/*.tsx', '!/src/machines/**/*.test.*', '/src/backoffice/machines/**/*.ts', '!/src/backoffice/machines/**/*.test.*'],
  { eager: true },
);
const modules: ModuleExports[] = Object.entries(loaded).map(([path, exports]) => ({ file: path.replace(/^\//, ''), exports }));

function invokes(node: AnyStateNode): { state: string; id: string; src: string }[] {
  return [...node.invoke.map((invoke) => ({ state: node.id, id: invoke.id, src: String(invoke.src) })), ...Object.values(node.states).flatMap(invokes)];
}

describe('machine registry', () => {
  it('has an entry for every file of the machine folders that creates a machine, whatever its name', () => {
    expect(sources.filter((source) => createsMachine(source.text)).length, 'the scan finds the machine files').toBeGreaterThanOrEqual(machineRegistry.length);
    expect(unregisteredFiles(sources, machineRegistry), 'add these to src/machines/registry.ts or src/backoffice/machines/registry.ts').toEqual([]);
  });

  it('registers every machine exported from the machine folders, by identity', () => {
    expect(modules.length, 'every source file is loaded').toBe(sources.length);
    expect(unregisteredMachines(modules, machineRegistry), 'add these to src/machines/registry.ts or src/backoffice/machines/registry.ts').toEqual([]);
  });

  it('points every entry at an existing file that exports the machine it registers', () => {
    for (const entry of machineRegistry) {
      expect(existsSync(entry.file), entry.file).toBe(true);
      const source = modules.find(({ file }) => file === entry.file);
      expect(Object.values(source?.exports ?? {}), entry.id).toContain(entry.logic);
    }
  });

  it('uses each machine id once, equal to the entry id, with a purpose and screens', () => {
    expect(new Set(machineRegistry.map((entry) => entry.id)).size).toBe(machineRegistry.length);
    for (const entry of machineRegistry) {
      expect(entry.logic, entry.id).toBeInstanceOf(StateMachine);
      expect(entry.logic.id, entry.file).toBe(entry.id);
      expect(entry.purpose.trim(), entry.id).not.toBe('');
      expect(Array.isArray(entry.screens), entry.id).toBe(true);
      expect(Array.isArray(entry.model.events), entry.id).toBe(true);
    }
  });

  it('names every invoke after its source, so path generation can feed done and error events', () => {
    const unnamed = machineRegistry.flatMap((entry) => invokes(entry.logic.root)).filter((invoke) => invoke.id !== invoke.src);
    expect(unnamed).toEqual([]);
  });
});

describe('the registry checks themselves', () => {
  const first = createMachine({ id: 'first', initial: 'idle', states: { idle: {} } });
  const second = createMachine({ id: 'second', initial: 'idle', states: { idle: {} } });
  const registry = [{ id: 'first', file: 'src/machines/first/first.machine.ts', logic: first as AnyStateMachine }];

  it('catch a file that creates a machine without an entry, whatever it is called', () => {
    const files = [
      { file: 'src/machines/first/first.machine.ts', text: "export const first = setup({}).createMachine({ id: 'first' });" },
      { file: 'src/machines/first/helper.ts', text: "export const helper = createMachine<Context>({ id: 'helper' });" },
      { file: 'src/machines/first/notes.ts', text: '// createMachine( is only named here\n/* and createMachine({ here */ export const x = 1;' },
    ];
    expect(unregisteredFiles(files, registry)).toEqual(['src/machines/first/helper.ts']);
  });

  it('catch a second machine exported from a file that has an entry', () => {
    const exported = [{ file: 'src/machines/first/first.machine.ts', exports: { first, second, firstModel: { events: [] } } }];
    expect(unregisteredMachines(exported, registry)).toEqual(['src/machines/first/first.machine.ts#second (second)']);
    expect(unregisteredMachines([{ file: 'src/machines/first/index.ts', exports: { first } }], registry)).toEqual([]);
  });
});
