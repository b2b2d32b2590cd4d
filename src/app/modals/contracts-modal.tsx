/** The contract popup in the shell's modal frame. */
import { ContractsPopup } from '../contracts/contracts-popup';
import type { ModalFrame, ModalProps } from './modal-props';

export const frame: ModalFrame = { width: 680, labelKey: 'shell.header.contracts' };

export default function ContractsModal({ onClose, props }: ModalProps<{ reason: string }>) {
  return <ContractsPopup reason={typeof props.reason === 'string' ? props.reason : undefined} onClose={onClose} />;
}
