/** The registration popup; its login button opens the login popup in its place. */
import { useApp } from '../app-context';
import { RegisterFlow } from '../access/register-flow';
import type { ModalFrame, ModalProps } from './modal-props';

export const frame: ModalFrame = { width: 880, flush: true, labelKey: 'register.title' };

export default function RegisterModal({ onClose }: ModalProps) {
  const { actors } = useApp();
  return <RegisterFlow variant="modal" onClose={onClose} onLogin={() => actors.shell.send({ type: 'modal.open', modal: 'login', props: { mode: 'login' } })} />;
}
