/** The launched game is under maintenance (spec §4): popular games to try instead. */
import { useTranslation } from 'react-i18next';
import { GamePickerView } from '../../components/game-launch/game-picker-view';
import { useLaunchView } from '../games/launch/use-launch-view';
import type { ModalFrame } from './modal-props';

export const frame: ModalFrame = { width: 760, labelKey: 'games.launch.maintenance.title' };

export default function GameMaintenanceModal() {
  const { t } = useTranslation();
  const { actor, view } = useLaunchView();
  return (
    <GamePickerView
      icon="tools"
      tone="warning"
      title={t('games.launch.maintenance.title')}
      text={t('games.launch.maintenance.text', { name: view?.title ?? '' })}
      games={view?.games ?? []}
      loading={view?.loading ?? true}
      emptyText={t('games.launch.maintenance.empty')}
      onPick={(game) => actor?.send({ type: 'game.pick', game })}
      testId="game-maintenance-popup"
    />
  );
}
