/** A launch failed (network, timeout, a game no longer offered, a break in force with until when): the translated reason and a retry. */
import { useTranslation } from 'react-i18next';
import { AlertContent } from '../../components/account/alert-dialog';
import { formatDateTime } from '../../components/member-centre/kit/date-time';
import { errorCodes } from '../../services/error-codes';
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
      {view?.errorCode === errorCodes.protectionBreakActive ? (
        <span className="game-launch-failed__until" data-testid="game-launch-break-until">
          {' '}
          {view.errorUntil === null ? t('games.launch.failed.breakUntilLifted') : t('games.launch.failed.breakUntil', { date: formatDateTime(view.errorUntil) })}
        </span>
      ) : null}
    </AlertContent>
  );
}
