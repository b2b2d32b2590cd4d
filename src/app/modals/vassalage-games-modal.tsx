/** A VASSALAGE card was launched: its sub-games, one of which the player picks to launch. */
import { useTranslation } from 'react-i18next';
import { GamePickerView } from '../../components/game-launch/game-picker-view';
import { useLaunchView } from '../games/launch/use-launch-view';
import type { ModalFrame } from './modal-props';

export const frame: ModalFrame = { width: 760, labelKey: 'games.launch.vassalage.label' };

export default function VassalageGamesModal() {
  const { t } = useTranslation();
  const { actor, view } = useLaunchView();
  return (
    <GamePickerView
      icon="cards"
      title={t('games.launch.vassalage.title', { vendor: view?.title ?? '' })}
      text={t('games.launch.vassalage.text')}
      games={view?.games ?? []}
      loading={view?.loading ?? true}
      emptyText={t('games.launch.vassalage.empty')}
      onPick={(game) => actor?.send({ type: 'game.pick', game })}
      testId="vassalage-games"
    />
  );
}
