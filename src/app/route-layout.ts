/**
 * Which shell parts a route shows (spec §2), declared on each route as
 * `staticData: { layout }`. A route without one (the not-found screen) gets
 * the full shell.
 */
import type { LocaleArea } from '../i18n/locale-areas';

export interface RouteLayout {
  header: boolean;
  banner: boolean;
  footer: boolean;
  sideMenu: boolean;
  /**
   * A lobby link in the header. Game and lottery screens and the download
   * page keep the side menu closed or absent, so without it a player there
   * has no visible way back.
   */
  lobbyLink: boolean;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    layout?: RouteLayout;
    /**
     * A developer tool (the machine inspector): shown whatever the system
     * status and whoever is logged in, outside the portal's frame.
     */
    standalone?: boolean;
    /** Text areas the route's screen renders with: their chunks load beside the screen's own on a first visit. */
    textAreas?: readonly LocaleArea[];
  }
}

const layout = (header: boolean, banner: boolean, footer: boolean, sideMenu: boolean, lobbyLink = false): RouteLayout => ({ header, banner, footer, sideMenu, lobbyLink });

export const layouts = {
  /** home, point mall, category pages */
  full: layout(true, true, true, true),
  /** registration page */
  headerBanner: layout(true, true, false, false),
  /** lottery, game page, app download page */
  headerOnly: layout(true, false, false, false, true),
  /** Vietnam and SEA lottery, seamless game page */
  headerSideMenu: layout(true, false, false, true, true),
  /** promotion list */
  footerSideMenu: layout(false, false, true, true),
  /** promotion detail, help centre */
  bare: layout(false, false, false, false),
} as const;

/** The right bar floats beside the full application frame only. */
export const showsRightBar = (value: RouteLayout): boolean => value.header && value.sideMenu;
