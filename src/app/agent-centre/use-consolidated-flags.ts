/**
 * The consolidated contract flags (api-facts §7.5), asked each time the
 * centre opens (the centres refetch for agents) and kept in sessionStorage
 * `consolidated` as the original does. Their info flags decide which
 * settlement records pages the menu shows.
 */
import { useEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { withInspection } from '../../inspection/create-inspected-actor';
import { selectDetails, type DetailsView } from '../../machines/centre-details/centre-details.selectors';
import type { Consolidated } from '../../services/schemas/contracts';
import { writeConsolidated } from '../contracts/consolidated-store';
import { useAgentLogic } from './pages/wiring/use-agent-logic';

export interface ConsolidatedFlags {
  view: DetailsView<Consolidated>;
  retry(): void;
}

export function useConsolidatedFlags(): ConsolidatedFlags {
  const actor = useActorRef(useAgentLogic().consolidated, withInspection());
  const view = useSelector(actor, selectDetails<Consolidated>);
  useEffect(() => {
    if (!view.data) return;
    try {
      writeConsolidated(view.data);
    } catch {
      // A full or blocked storage only costs the cached copy.
    }
  }, [view.data]);
  return { view, retry: () => actor.send({ type: 'details.retry' }) };
}
