/** A lottery game: its picture and name, the draw open for bets with the time left, and the local favourite heart. */
import { useTranslation } from 'react-i18next';
import type { LotteryGame } from '../../services/schemas/games';
import { LazyImage } from '../ui/lazy-image';
import { formatCountdown } from './countdown';
import { defaultGameIcon } from './game-card';
import { GameGlyph } from './game-glyphs';
import './lottery-card.css';

export interface LotteryCardProps {
  game: LotteryGame;
  /** Epoch milliseconds of the clock the countdowns read. */
  now: number;
  favourite?: boolean;
  onLaunch(game: LotteryGame): void;
  onFavourite?(game: LotteryGame): void;
}

export function LotteryCard({ game, now, favourite = false, onLaunch, onFavourite }: LotteryCardProps) {
  const { t } = useTranslation();
  const left = formatCountdown(game.nextDrawAt - now);
  return (
    <article className={game.maintenance ? 'lottery-card is-maintenance' : 'lottery-card'} data-testid="lottery-card" data-game-code={game.gameCode}>
      <button type="button" className="lottery-card__main" onClick={() => onLaunch(game)} aria-label={t('games.lobby.card.play', { name: game.gameName })}>
        <span className="lottery-card__icon">
          <LazyImage src={game.imageUrl} fallback={defaultGameIcon} alt="" draggable={false} />
        </span>
        <span className="lottery-card__text">
          <span className="lottery-card__name">{game.gameName}</span>
          <span className="lottery-card__draw">{t('games.lobby.lottery.draw', { drawNo: game.drawNo })}</span>
        </span>
        <span className={left ? 'lottery-card__clock' : 'lottery-card__clock is-drawing'} data-testid="lottery-countdown">
          <GameGlyph name="clock" size={14} />
          {game.maintenance ? t('games.lobby.card.maintenance') : (left ?? t('games.lobby.lottery.drawing'))}
        </span>
      </button>
      {onFavourite ? (
        <button
          type="button"
          className={favourite ? 'lottery-card__heart is-on' : 'lottery-card__heart'}
          aria-pressed={favourite}
          aria-label={t(favourite ? 'games.lobby.card.favouriteRemove' : 'games.lobby.card.favouriteAdd', { name: game.gameName })}
          data-testid="lottery-heart"
          onClick={() => onFavourite(game)}
        >
          <GameGlyph name="heart" size={16} filled={favourite} />
        </button>
      ) : null}
    </article>
  );
}
