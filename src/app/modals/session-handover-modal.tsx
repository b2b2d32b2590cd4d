/**
 * Opened by the session (access-effects) when a link carries another
 * account's token while one is signed in. Only the two buttons close it:
 * a dismissal would leave the choice unmade. It closes itself when the
 * session stops asking (stayed, switched, or the session ended).
 */
import { useEffect } from 'react';
import { SessionHandoverView } from '../../components/account/session-handover-view';
import { useSessionActor, useSessionSelector } from '../access/use-session';
import type { ModalFrame, ModalProps } from './modal-props';

export const frame: ModalFrame = { width: 440, labelKey: 'account.handover.title', dismissible: () => false };

export default function SessionHandoverModal({ onClose }: ModalProps) {
  const session = useSessionActor();
  const asking = useSessionSelector((view) => view.confirmingHandover);
  const account = useSessionSelector((view) => view.member?.account ?? null) ?? null;

  useEffect(() => {
    if (asking === false) onClose();
  }, [asking, onClose]);

  return <SessionHandoverView account={account} onStay={() => session?.send({ type: 'handover.keep' })} onSwitch={() => session?.send({ type: 'handover.switch' })} />;
}
