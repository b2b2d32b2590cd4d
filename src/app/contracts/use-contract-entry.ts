/**
 * Whether the avatar menu offers "Contracts": agents (they offer contracts
 * to downlines), members who have an upline (they receive offers and may
 * ask for one), and
 * anyone the consolidated flags show taking part in a contract.
 */
import { useEffect, useState } from 'react';
import { useSessionSelector } from '../access/use-session';
import { consolidatedChanged, hasAnyContract, readConsolidated } from './consolidated-store';

export function useContractEntry(): boolean {
  const linked = useSessionSelector((view) => view.isLoggedIn && !view.isTrial && (view.isAgent || view.member?.hasUpline === '1')) === true;
  const loggedIn = useSessionSelector((view) => view.isLoggedIn && !view.isTrial) === true;
  const [flagged, setFlagged] = useState(() => hasFlags());

  useEffect(() => {
    const update = () => setFlagged(hasFlags());
    update();
    window.addEventListener(consolidatedChanged, update);
    return () => window.removeEventListener(consolidatedChanged, update);
  }, [loggedIn]);

  return linked || (loggedIn && flagged);
}

function hasFlags(): boolean {
  const flags = readConsolidated();
  return flags !== null && hasAnyContract(flags);
}
