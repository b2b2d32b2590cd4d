/**
 * Sign-out confirmation. Opening it asks the session to confirm; cancel (or
 * closing the modal) cancels; confirm signs out, and when the session reaches
 * logged-out the modal closes and the visitor goes to /.
 */
import { useEffect } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { ConfirmLogoutView } from '../../components/account/confirm-logout-view';
import { useSessionActor, useSessionSelector } from '../access/use-session';
import type { ModalFrame, ModalProps } from './modal-props';

export const frame: ModalFrame = { width: 420, labelKey: 'account.logout.title' };

export default function ConfirmLogoutModal({ onClose }: ModalProps) {
  const session = useSessionActor();
  const navigate = useNavigate();
  const signingOut = useSessionSelector((view) => view.signingOut) ?? false;
  const loggedIn = useSessionSelector((view) => view.isLoggedIn);

  useEffect(() => {
    session?.send({ type: 'signOut.request' });
    // Closing the modal any other way than confirming keeps the session.
    return () => session?.send({ type: 'signOut.cancel' });
  }, [session]);

  useEffect(() => {
    if (loggedIn !== false) return;
    onClose();
    void navigate({ to: '/' });
  }, [loggedIn, onClose, navigate]);

  return (
    <ConfirmLogoutView
      busy={signingOut}
      onCancel={onClose}
      onConfirm={() => (session ? session.send({ type: 'signOut.confirm' }) : onClose())}
    />
  );
}
