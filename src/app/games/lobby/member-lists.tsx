/** A member's lists on a category page: every game (filtered, searched, paged), and the favourites and recents tabs. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Actor } from 'xstate';
import { LobbyBlock } from '../../../components/games/lobby-block';
import { LobbyTabs, type LobbyTab } from '../../../components/games/lobby-tabs';
import type { LobbyView } from '../../../machines/game-lobby/game-lobby.selectors';
import type { LaunchGame } from '../launch/use-game-launcher';
import { AllGames } from './all-games';
import type { LobbyLogic } from './lobby-logic';
import type { LobbyPage } from './lobby-pages';
import { FavouriteGames, RecentGames } from './tab-games';
import type { Favourites } from './use-favourites';

export interface MemberListsProps {
  page: LobbyPage;
  actor: Actor<LobbyLogic>;
  view: LobbyView;
  favourites: Favourites;
  launch: LaunchGame;
  onVendor(vassalage: string): void;
}

export function MemberLists({ page, actor, view, favourites, launch, onVendor }: MemberListsProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<LobbyTab>('all');
  const tabs = page.tabs.length > 1 ? <LobbyTabs tabs={page.tabs} active={tab} onSelect={setTab} /> : null;
  return (
    <LobbyBlock title={t(`games.lobby.list.${tab}`)} aside={tabs} testId="lobby-list">
      {tab === 'all' ? (
        <AllGames page={page} actor={actor} view={view} favourites={favourites} launch={launch} onVendor={onVendor} />
      ) : tab === 'favourites' ? (
        <FavouriteGames favourites={favourites} launch={launch} />
      ) : (
        <RecentGames filter={page.recentOf} favourites={favourites} launch={launch} />
      )}
    </LobbyBlock>
  );
}
