/** Shown on / after a registration: welcome, then deposit (member centre) or play. */
import { RegisterSuccessView } from '../../components/register/register-success-view';
import { useApp } from '../app-context';
import { useSessionSelector } from '../access/use-session';
import type { ModalFrame, ModalProps } from './modal-props';

export const frame: ModalFrame = { width: 460, labelKey: 'register.success.title' };

export default function RegisterSuccessModal({ onClose, props }: ModalProps<{ account: string }>) {
  const { centres } = useApp();
  const member = useSessionSelector((view) => view.member?.account ?? null);
  const account = props.account ?? member ?? null;
  return (
    <RegisterSuccessView
      account={account}
      onPlay={onClose}
      onDeposit={() => {
        onClose();
        centres?.openMember('depositv2');
      }}
    />
  );
}
