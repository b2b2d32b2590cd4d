/**
 * One game of a lobby: its picture, name and vendor, hot and maintenance
 * marks, and the favourite heart. The whole card launches the game: the
 * picture is its launch button (the card's stop in the tab order, so Enter
 * launches), and a click anywhere else on the card that is not one of its
 * other buttons (heart, rooms) launches too.
 */
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameCard as Game } from '../../services/schemas/games';
import { Icon } from '../ui/icons';
import { LazyImage } from '../ui/lazy-image';
import { GameGlyph } from './game-glyphs';
import './game-card.css';

export const defaultGameIcon = '/assets/icons/default-game.svg';

export interface GameCardProps {
  game: Game;
  /** Whether the heart is filled; without `onFavourite` no heart shows. */
  favourite?: boolean;
  onLaunch(game: Game): void;
  onFavourite?(game: Game): void;
  /** PvP games: shows the game's rooms. */
  onRooms?(game: Game): void;
}

export function GameCard({ game, favourite = false, onLaunch, onFavourite, onRooms }: GameCardProps) {
  const { t } = useTranslation();
  const classes = ['game-card', game.maintenance ? 'is-maintenance' : ''].filter(Boolean).join(' ');
  const launchFromCard = (event: MouseEvent<HTMLElement>) => {
    // A button handles its own click; a drag that selected the name is not a click on the card.
    if (event.target instanceof Element && event.target.closest('button')) return;
    if (document.getSelection()?.isCollapsed === false) return;
    onLaunch(game);
  };
  return (
    <article className={classes} data-testid="game-card" data-node-id={game.nodeId} onClick={launchFromCard}>
      <button type="button" className="game-card__media" onClick={() => onLaunch(game)} aria-label={t('games.lobby.card.play', { name: game.gameName })}>
        <LazyImage src={game.imageUrl} fallback={defaultGameIcon} alt="" className="game-card__image" draggable={false} />
        {game.isHot === 1 ? (
          <span className="game-badge game-badge--hot">
            <GameGlyph name="flame" size={12} />
            {t('games.lobby.card.hot')}
          </span>
        ) : null}
        {game.maintenance ? (
          <span className="game-card__maintenance" data-testid="game-maintenance">
            <GameGlyph name="wrench" size={22} />
            {t('games.lobby.card.maintenance')}
          </span>
        ) : (
          <span className="game-card__play" aria-hidden="true">
            <Icon name="play" size={22} />
          </span>
        )}
      </button>
      {onFavourite ? (
        <button
          type="button"
          className={favourite ? 'game-card__heart is-on' : 'game-card__heart'}
          aria-pressed={favourite}
          aria-label={t(favourite ? 'games.lobby.card.favouriteRemove' : 'games.lobby.card.favouriteAdd', { name: game.gameName })}
          data-testid="favourite-heart"
          onClick={() => onFavourite(game)}
        >
          <GameGlyph name="heart" size={16} filled={favourite} />
        </button>
      ) : null}
      <div className="game-card__body">
        <h3 className="game-card__name" title={game.gameName}>
          {game.gameName}
        </h3>
        <p className="game-card__meta">
          <span className="game-card__vendor">{game.vendorName}</span>
          <span className="game-card__bet">{t('games.lobby.card.minBet', { amount: game.minBet })}</span>
        </p>
        {onRooms ? (
          <button type="button" className="game-card__rooms" data-testid="game-rooms" onClick={() => onRooms(game)}>
            <GameGlyph name="users" size={14} />
            {t('games.lobby.pvp.rooms')}
          </button>
        ) : null}
      </div>
    </article>
  );
}
