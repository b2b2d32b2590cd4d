/**
 * After a login of a real (non-trial) account, reads the consolidated
 * contract flags once and keeps them for the session; when an offer waits
 * for the member, opens the contract popup, after any window the member
 * has open (the login popup closing, an announcement) is closed. A reload
 * finds the flags stored and opens nothing again.
 */
import { useEffect } from 'react';
import { useApp } from '../app-context';
import { useSessionSelector } from '../access/use-session';
import { hasWaitingOffer, readConsolidated, writeConsolidated } from './consolidated-store';

export const contractsModal = 'contracts';

export function ContractOffersOpener() {
  const { http, actors } = useApp();
  // The member id, once member info of a logged-in real account has arrived.
  const memberId = useSessionSelector((view) => (view.isLoggedIn && view.accountKind !== null && !view.isTrial ? (view.member?.id ?? null) : null)) ?? null;

  useEffect(() => {
    if (memberId === null || readConsolidated() !== null) return;
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
        if (hasWaitingOffer(flags)) openWhenFree();
      })
      // Without the flags nothing opens; the avatar menu still reaches the contracts.
      .catch(() => undefined);
    return () => {
      controller.abort();
      stopWaiting();
    };
  }, [memberId, http, actors.shell]);

  return null;
}
