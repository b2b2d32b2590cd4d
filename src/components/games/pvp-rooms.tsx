/** The rooms of a PvP game: minimum bet, seats and who is playing, each with a way in. */
import { useTranslation } from 'react-i18next';
import type { GameCard, PvpRoom } from '../../services/schemas/games';
import { Button, IconButton } from '../ui/button';
import { Icon } from '../ui/icons';
import { GameGlyph } from './game-glyphs';
import { LoadFailed } from './load-failed';
import './pvp-rooms.css';
import './lobby-skeleton.css';

export interface PvpRoomsProps {
  game: GameCard;
  status: 'loading' | 'shown' | 'failed';
  rooms: readonly PvpRoom[];
  onJoin(room: PvpRoom): void;
  onRetry(): void;
  onClose(): void;
}

export function PvpRooms({ game, status, rooms, onJoin, onRetry, onClose }: PvpRoomsProps) {
  const { t } = useTranslation();
  return (
    <section className="pvp-rooms" data-testid="pvp-rooms" aria-label={t('games.lobby.pvp.title', { name: game.gameName })}>
      <header className="pvp-rooms__head">
        <h2>{t('games.lobby.pvp.title', { name: game.gameName })}</h2>
        <IconButton label={t('games.lobby.pvp.close')} onClick={onClose}>
          <Icon name="close" size={18} />
        </IconButton>
      </header>
      {status === 'loading' ? (
        <div className="pvp-rooms__list" role="status" aria-busy="true" aria-label={t('games.lobby.pvp.loading')}>
          {Array.from({ length: 3 }, (_, index) => (
            <div key={index} className="pvp-room pvp-room--skeleton lobby-shimmer" aria-hidden="true" />
          ))}
        </div>
      ) : status === 'failed' ? (
        <LoadFailed title={t('games.lobby.pvp.failedTitle')} onRetry={onRetry} testId="pvp-rooms-retry" />
      ) : rooms.length === 0 ? (
        <p className="pvp-rooms__none">{t('games.lobby.pvp.empty')}</p>
      ) : (
        <ul className="pvp-rooms__list">
          {rooms.map((room) => (
            <li key={room.roomId} className="pvp-room" data-testid="pvp-room">
              <strong className="pvp-room__name">{room.roomName}</strong>
              <span className="pvp-room__bet">{t('games.lobby.card.minBet', { amount: room.minBet })}</span>
              <span className="pvp-room__players">
                <GameGlyph name="users" size={14} />
                {t('games.lobby.pvp.players', { online: room.onlinePlayers, max: room.maxPlayers })}
              </span>
              <Button size="sm" onClick={() => onJoin(room)} disabled={game.maintenance}>
                {t('games.lobby.pvp.join')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
