/**
 * The registry is the one list of machines: every machine file under
 * src/machines has exactly one entry, and every entry points at a real file
 * whose machine it holds.
 */
import { existsSync } from 'node:fs';
import { StateMachine, type AnyStateMachine, type AnyStateNode } from 'xstate';
import { describe, expect, it } from 'vitest';
import { machineRegistry } from '../../../src/machines/registry';

const machineFiles = import.meta.glob<Record<string, unknown>>('/src/machines/**/*.machine.ts', { eager: true });
const exported = Object.entries(machineFiles).map(([path, module]) => ({
  file: path.replace(/^\//, ''),
  machines: Object.values(module).filter((value): value is AnyStateMachine => value instanceof StateMachine),
}));

function invokes(node: AnyStateNode): { state: string; id: string; src: string }[] {
  return [...node.invoke.map((invoke) => ({ state: node.id, id: invoke.id, src: String(invoke.src) })), ...Object.values(node.states).flatMap(invokes)];
}

describe('machine registry', () => {
  it('has an entry for every machine file in src/machines', () => {
    const missing = exported.filter(({ file }) => !machineRegistry.some((entry) => entry.file === file)).map(({ file }) => file);
    expect(missing, 'add these to src/machines/registry.ts').toEqual([]);
  });

  it('points every entry at an existing file that exports the machine it registers', () => {
    for (const entry of machineRegistry) {
      expect(existsSync(entry.file), entry.file).toBe(true);
      const source = exported.find(({ file }) => file === entry.file);
      expect(source?.machines.map((machine) => machine.id), entry.id).toContain(entry.logic.id);
    }
  });

  it('uses each machine id once, equal to the entry id, with a purpose and screens', () => {
    expect(new Set(machineRegistry.map((entry) => entry.id)).size).toBe(machineRegistry.length);
    for (const entry of machineRegistry) {
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
