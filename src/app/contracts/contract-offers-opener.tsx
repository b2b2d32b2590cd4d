/**
 * After a login of a real (non-trial) account, reads the consolidated
 * contract flags once and keeps them for the session; when an offer waits
 * for the member, opens the contract popup, after any window the member
 * has open (the login popup closing, an announcement) is closed. A reload
 * finds the flags stored and opens nothing again. When the live channel
 * says the member's contracts changed, the flags are read again, and an
 * offer that was not waiting before opens the popup there and then.
 */
import { useEffect, useState } from 'react';
import type { Consolidated } from '../../services/schemas/contracts';
import { useApp } from '../app-context';
import { useLiveTopics } from '../access/use-live-topics';
import { useSessionSelector } from '../access/use-session';
import { hasWaitingOffer, offerFlags, readConsolidated, writeConsolidated } from './consolidated-store';

export const contractsModal = 'contracts';

/** An offer of a kind that was not waiting in the flags read before (none read yet counts as nothing waiting). */
const newOfferIn = (before: Consolidated | null, after: Consolidated): boolean =>
  before === null ? hasWaitingOffer(after) : offerFlags.some((flag) => before[flag] !== 1 && after[flag] === 1);

export function ContractOffersOpener() {
  const { http, actors } = useApp();
  // The member id, once member info of a logged-in real account has arrived.
  const memberId = useSessionSelector((view) => (view.isLoggedIn && view.accountKind !== null && !view.isTrial ? (view.member?.id ?? null) : null)) ?? null;
  // Bumped by the live channel: 0 is the read after login.
  const [changes, setChanges] = useState(0);
  useLiveTopics(['contracts'], () => setChanges((count) => count + 1));

  useEffect(() => {
    if (memberId === null) return;
    const before = readConsolidated();
    if (changes === 0 && before !== null) return;
    const controller = new AbortController();
    let stopWaiting = () => {};
    const open = () => actors.shell.send({ type: 'modal.open', modal: contractsModal, props: { reason: 'offers' } });
    const openWhenFree = () => {
      if (!actors.shell.getSnapshot().context.modal) return open();
      const subscription = actors.shell.subscribe((snapshot) => {
        if (snapshot.context.modal) return;
        subscription.unsubscribe();
        open();
      });
      stopWaiting = () => subscription.unsubscribe();
    };
    // The contract calls load with the first logged-in page that needs them, not with the shell.
    import('../../services/contracts.api')
      .then(({ loadConsolidated }) => loadConsolidated({ http, signal: controller.signal }))
      .then((flags) => {
        writeConsolidated(flags);
        if (changes === 0 ? hasWaitingOffer(flags) : newOfferIn(before, flags)) openWhenFree();
      })
      // Without the flags nothing opens; the avatar menu still reaches the contracts.
      .catch(() => undefined);
    return () => {
      controller.abort();
      stopWaiting();
    };
  }, [memberId, changes, http, actors.shell]);

  return null;
}
