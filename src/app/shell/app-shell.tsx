/**
 * The application frame for status 0: the parts the current route's layout
 * asks for around the route's screen. Entering a route tells the shell
 * machine, which puts the side menu in that route's default position.
 */
import { useEffect, type ReactNode } from 'react';
import { useMatches, useRouterState } from '@tanstack/react-router';
import { AppLayout } from '../../components/layout/app-layout';
import { useApp } from '../app-context';
import { PopupAnnouncements } from '../content/popup-announcements';
import { ContractOffersOpener } from '../contracts/contract-offers-opener';
import { SessionTimeProvider } from '../protection/session-time-host';
import { layouts, showsRightBar, type RouteLayout } from '../route-layout';
import { BannerContainer } from './banner-container';
import { BreakBannerContainer } from './break-banner-container';
import { FooterContainer } from './footer-container';
import { HeaderContainer } from './header-container';
import { RightBarContainer } from './right-bar-container';
import { SideMenuContainer } from './side-menu-container';

export function useRouteLayout(): RouteLayout {
  return useMatches({ select: (matches) => matches[matches.length - 1]?.staticData?.layout ?? layouts.full });
}

/** `overlays` (the member and agent centres) sit inside the session clocks' provider: Safer play tells the clocks of a new choice. */
export function AppShell({ children, overlays }: { children: ReactNode; overlays?: ReactNode }) {
  const { actors } = useApp();
  const layout = useRouteLayout();
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  useEffect(() => {
    actors.shell.send({ type: 'route.enter', pathname });
  }, [actors.shell, pathname]);

  return (
    <SessionTimeProvider>
      <AppLayout
        header={layout.header ? <HeaderContainer menuToggle={layout.sideMenu} lobbyLink={layout.lobbyLink} /> : null}
        sideMenu={layout.sideMenu ? <SideMenuContainer /> : null}
        banner={layout.banner ? <BannerContainer /> : null}
        footer={layout.footer ? <FooterContainer /> : null}
        rightBar={showsRightBar(layout) ? <RightBarContainer /> : null}
      >
        {children}
        <PopupAnnouncements />
        <ContractOffersOpener />
        <BreakBannerContainer />
      </AppLayout>
      {overlays}
    </SessionTimeProvider>
  );
}
