/**
 * The lobby actor of one page and what it shows: the vendor lane, then the
 * member's lists or the visitor's hot games. On /rng the chosen vendor lives
 * in the address, so back and forward move the lobby too.
 */
import { useEffect, useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { LobbyBlock } from '../../../components/games/lobby-block';
import { VendorLane } from '../../../components/games/vendor-lane';
import { withInspection } from '../../../inspection/create-inspected-actor';
import { selectLobbyView } from '../../../machines/game-lobby/game-lobby.selectors';
import type { VendorCard } from '../../../services/schemas/games';
import { useApp } from '../../app-context';
import { useGameLauncher } from '../launch/use-game-launcher';
import { createLobbyLogic } from './lobby-logic';
import type { LobbyPage } from './lobby-pages';
import { MemberLists } from './member-lists';
import type { Favourites } from './use-favourites';
import { VisitorList } from './visitor-list';

export interface LobbyPageBodyProps {
  page: LobbyPage;
  member: boolean;
  /** Vendor of the address (`/rng?vassalage=`). */
  vassalage: string;
  favourites: Favourites;
}

export function LobbyPageBody({ page, member, vassalage, favourites }: LobbyPageBodyProps) {
  const app = useApp();
  const { t, i18n } = useTranslation();
  const router = useRouter();
  const launch = useGameLauncher();
  const [logic] = useState(() => createLobbyLogic({ http: app.http, merchant: app.merchant, language: () => i18n.language, cache: sessionStorage }, page.scope));
  const actor = useActorRef(logic, withInspection({ input: { listed: page.listed, member, vassalage: page.scope.vendor ?? vassalage } }));
  const view = useSelector(actor, selectLobbyView);

  useEffect(() => {
    if (page.vendorInAddress) actor.send({ type: 'lobby.vendor', vassalage });
  }, [actor, page.vendorInAddress, vassalage]);

  const chooseVendor = (next: string) => {
    if (!page.vendorInAddress) return actor.send({ type: 'lobby.vendor', vassalage: next });
    void router.navigate({ to: router.state.location.pathname, search: next ? { vassalage: next } : {} });
  };
  // A card carrying a game (a live studio, a sportsbook, a lottery) opens it; a listing card chooses the vendor.
  const pressCard = (card: VendorCard) => (card.gameCode ? launch(card) : chooseVendor(card.vassalage));

  return (
    <>
      <LobbyBlock title={t('games.lobby.lane.title')} testId="lobby-lane">
        <VendorLane
          status={view.lanesStatus}
          cards={view.lanes}
          mode={page.listed ? 'filter' : 'launch'}
          allChoice={!page.scope.vendor}
          selected={view.query.vassalage}
          onSelect={chooseVendor}
          onLaunch={pressCard}
          onRetry={() => actor.send({ type: 'lobby.retry' })}
        />
      </LobbyBlock>
      {page.listed && view.lanesStatus === 'shown' ? (
        member ? (
          <MemberLists page={page} actor={actor} view={view} favourites={favourites} launch={launch} onVendor={chooseVendor} />
        ) : (
          <VisitorList view={view} favourites={favourites} launch={launch} onRetry={() => actor.send({ type: 'lobby.retry' })} />
        )
      ) : null}
    </>
  );
}
