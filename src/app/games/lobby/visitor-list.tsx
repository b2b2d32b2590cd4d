/** A visitor's list: the category's hot games (public), with the way to log in for the full list and its filters. */
import { useTranslation } from 'react-i18next';
import { GameGrid } from '../../../components/games/game-grid';
import { LobbyBlock } from '../../../components/games/lobby-block';
import { LoginCall } from '../../../components/games/login-call';
import type { LobbyView } from '../../../machines/game-lobby/game-lobby.selectors';
import { useApp } from '../../app-context';
import type { LaunchGame } from '../launch/use-game-launcher';
import type { Favourites } from './use-favourites';

export function VisitorList({ view, favourites, launch, onRetry }: { view: LobbyView; favourites: Favourites; launch: LaunchGame; onRetry(): void }) {
  const { t } = useTranslation();
  const { actors } = useApp();
  return (
    <>
      <LoginCall
        onLogin={() => actors.shell.send({ type: 'modal.open', modal: 'login', props: { mode: 'login' } })}
        onRegister={() => actors.shell.send({ type: 'modal.open', modal: 'register' })}
      />
      <LobbyBlock title={t('games.lobby.list.hot')} testId="lobby-hot">
        <GameGrid
          status={view.listStatus === 'none' ? 'loading' : view.listStatus}
          games={view.games}
          favourites={favourites.ids}
          onLaunch={launch}
          onFavourite={favourites.toggle}
          onRetry={onRetry}
          empty={{ icon: 'star', title: t('games.lobby.hot.emptyTitle'), text: t('games.lobby.hot.emptyText') }}
          testId="hot-grid"
        />
      </LobbyBlock>
    </>
  );
}
