/** A launch failed (network, timeout, a game no longer offered): the translated reason and a retry. */
import { useTranslation } from 'react-i18next';
import { AlertContent } from '../../components/account/alert-dialog';
import { useLaunchView } from '../games/launch/use-launch-view';
import type { ModalFrame, ModalProps } from './modal-props';

export const frame: ModalFrame = { width: 420, labelKey: 'games.launch.failed.title' };

export default function GameLaunchFailedModal({ onClose }: ModalProps) {
  const { t } = useTranslation();
  const { actor, view } = useLaunchView();
  return (
    <AlertContent
      tone="warning"
      icon="alert"
      title={t('games.launch.failed.title')}
      confirmLabel={t('games.launch.failed.retry')}
      onConfirm={() => actor?.send({ type: 'launch.retry' })}
      cancelLabel={t('games.launch.failed.close')}
      onCancel={onClose}
      testId="game-launch-failed"
    >
      {t(`errors.${view?.errorCode ?? 'network.abnormal'}`)}
    </AlertContent>
  );
}
