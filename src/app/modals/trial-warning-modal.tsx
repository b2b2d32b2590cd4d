/** A trial account tried a real-account action: the in_need_true_account warning with one confirm button. */
import { TrialWarningView } from '../../components/account/trial-warning-view';
import type { ModalFrame, ModalProps } from './modal-props';

export const frame: ModalFrame = { width: 420, labelKey: 'account.trial.title' };

export default function TrialWarningModal({ onClose }: ModalProps) {
  return <TrialWarningView onConfirm={onClose} />;
}
