/**
 * Automatic layout with ELK. The 1.8 MB engine is imported here only, and this
 * module is reached only from the inspector's lazily loaded chunk.
 */
import type { ELK } from 'elkjs/lib/elk-api';
import type { MachineGraph } from '../graph/machine-graph';
import { fromElkGraph, toElkGraph, type MachineLayout } from './elk-graph';

let engine: Promise<ELK> | null = null;

async function loadElk(): Promise<ELK> {
  engine ??= import('elkjs/lib/elk.bundled.js').then(({ default: Elk }) => new Elk());
  return engine;
}

export async function layoutMachine(graph: MachineGraph): Promise<MachineLayout> {
  const elk = await loadElk();
  return fromElkGraph(graph, await elk.layout(toElkGraph(graph)));
}
