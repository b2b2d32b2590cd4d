/** The member's recent VN lotteries as quick picks above the menu. */
import { useTranslation } from 'react-i18next';
import type { LotteryGame } from '../../services/schemas/games';

export interface RecentLotteriesProps {
  games: LotteryGame[];
  activeCode: string | null;
  onSelect(game: LotteryGame): void;
}

export function RecentLotteries({ games, activeCode, onSelect }: RecentLotteriesProps) {
  const { t } = useTranslation();
  return (
    <section className="lottery-panel" data-testid="lottery-recent">
      <h2 className="lottery-panel__title">{t('games.lottery.recent.title')}</h2>
      {games.length === 0 ? (
        <p className="lottery-panel__empty">{t('games.lottery.recent.empty')}</p>
      ) : (
        <div className="lottery-recent">
          {games.map((game) => (
            <button
              key={game.gameCode}
              type="button"
              className={game.gameCode === activeCode ? 'lottery-recent__chip is-active' : 'lottery-recent__chip'}
              onClick={() => onSelect(game)}
              disabled={game.maintenance}
              data-testid="lottery-recent-game"
            >
              {game.gameName}
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
