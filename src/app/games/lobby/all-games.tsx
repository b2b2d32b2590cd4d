/** Every game of the page for a member: search and filters, the grid of the current page, the pager, and PvP rooms. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Actor } from 'xstate';
import { GameGrid } from '../../../components/games/game-grid';
import { LobbyToolbar } from '../../../components/games/lobby-toolbar';
import { Pager } from '../../../components/games/pager';
import { Button } from '../../../components/ui/button';
import type { LobbyView } from '../../../machines/game-lobby/game-lobby.selectors';
import type { GameCard } from '../../../services/schemas/games';
import type { LaunchGame } from '../launch/use-game-launcher';
import type { LobbyLogic } from './lobby-logic';
import { minBetChoices, type LobbyPage } from './lobby-pages';
import { PvpRoomsPanel } from './pvp-rooms-panel';
import type { Favourites } from './use-favourites';

export interface AllGamesProps {
  page: LobbyPage;
  actor: Actor<LobbyLogic>;
  view: LobbyView;
  favourites: Favourites;
  launch: LaunchGame;
  onVendor(vassalage: string): void;
}

export function AllGames({ page, actor, view, favourites, launch, onVendor }: AllGamesProps) {
  const { t } = useTranslation();
  const [roomsOf, setRoomsOf] = useState<GameCard | null>(null);
  const toPage = (pageNo: number) => {
    actor.send({ type: 'lobby.page', pageNo });
    document.querySelector('[data-testid="lobby-list"]')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  return (
    <>
      <LobbyToolbar
        searchText={view.searchText}
        onSearch={(text) => actor.send({ type: 'lobby.search', text })}
        vendors={page.scope.vendor ? undefined : view.lanes.map((card) => ({ value: card.vassalage, label: card.vendorName }))}
        vendor={view.query.vassalage}
        onVendor={onVendor}
        gameTypes={view.gameTypes}
        gameClassify={view.query.gameClassify}
        onClassify={(gameClassify) => actor.send({ type: 'lobby.classify', gameClassify })}
        minBets={minBetChoices}
        minBet={view.query.minBet}
        onMinBet={(minBet) => actor.send({ type: 'lobby.minBet', minBet })}
        totalCount={view.totalCount}
        busy={view.listStatus === 'loading' || view.typing}
      />
      {roomsOf ? <PvpRoomsPanel key={roomsOf.nodeId} game={roomsOf} launch={launch} onClose={() => setRoomsOf(null)} /> : null}
      <GameGrid
        status={view.listStatus === 'none' ? 'loading' : view.listStatus}
        games={view.games}
        favourites={favourites.ids}
        onLaunch={launch}
        onFavourite={favourites.toggle}
        onRooms={page.rooms ? setRoomsOf : undefined}
        onRetry={() => actor.send({ type: 'lobby.retry' })}
        skeletons={18}
        empty={{
          icon: 'slot',
          title: t('games.lobby.list.emptyTitle'),
          text: t('games.lobby.list.emptyText'),
          action: (
            <Button variant="secondary" onClick={() => actor.send({ type: 'lobby.clear' })} data-testid="lobby-clear">
              {t('games.lobby.list.clear')}
            </Button>
          ),
        }}
        testId="game-grid"
      />
      {view.listStatus === 'shown' ? <Pager pageNo={view.pageNo} totalPages={view.totalPages} onPage={toPage} /> : null}
    </>
  );
}
