/** /game or /seamless opened with nothing launched in this tab: a friendly way back to the games. */
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { EmptyState } from '../ui/empty-state';
import './game-frame.css';

export function GameFrameEmpty({ onBack }: { onBack(): void }) {
  const { t } = useTranslation();
  return (
    <div className="game-frame-empty" data-testid="game-frame-empty">
      <EmptyState
        icon="gamepad"
        title={t('games.launch.frame.emptyTitle')}
        text={t('games.launch.frame.emptyText')}
        action={<Button onClick={onBack}>{t('games.launch.frame.browse')}</Button>}
      />
    </div>
  );
}
