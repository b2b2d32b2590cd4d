/** The rooms of the PvP game a member picked; joining a room launches that game. */
import { useTranslation } from 'react-i18next';
import { PvpRooms } from '../../../components/games/pvp-rooms';
import { loadPvpRooms } from '../../../services/games.api';
import type { GameCard } from '../../../services/schemas/games';
import type { LaunchGame } from '../launch/use-game-launcher';
import { useFeed } from './use-feed';

export function PvpRoomsPanel({ game, launch, onClose }: { game: GameCard; launch: LaunchGame; onClose(): void }) {
  const { i18n } = useTranslation();
  const feed = useFeed((api) => loadPvpRooms(api, { nodeId: game.nodeId, language: i18n.language }), [game.nodeId, i18n.language]);
  return <PvpRooms game={game} status={feed.status} rooms={feed.data ?? []} onJoin={(room) => launch({ ...game, roomId: room.roomId })} onRetry={feed.retry} onClose={onClose} />;
}
