/**
 * Lays a machine out once per page visit; switching back to a machine reuses
 * its layout.
 */
import { useEffect, useState } from 'react';
import type { MachineGraph } from '../graph/machine-graph';
import type { MachineLayout } from './elk-graph';
import { layoutMachine } from './elk-layout';

const cache = new Map<string, Promise<MachineLayout>>();

export type LayoutState = { status: 'pending' } | { status: 'ready'; layout: MachineLayout } | { status: 'failed'; error: string };

export function useMachineLayout(graph: MachineGraph | null): LayoutState {
  const [state, setState] = useState<{ id: string | null; value: LayoutState }>({ id: null, value: { status: 'pending' } });
  useEffect(() => {
    if (!graph) return;
    let current = true;
    let pending = cache.get(graph.id);
    if (!pending) {
      pending = layoutMachine(graph);
      cache.set(graph.id, pending);
      pending.catch(() => cache.delete(graph.id));
    }
    pending.then(
      (layout) => current && setState({ id: graph.id, value: { status: 'ready', layout } }),
      (error: Error) => current && setState({ id: graph.id, value: { status: 'failed', error: error.message } }),
    );
    return () => {
      current = false;
    };
  }, [graph]);
  return graph && state.id === graph.id ? state.value : { status: 'pending' };
}
