/**
 * The back office's own route tree (code-based: it is a second entry, apart
 * from the portal's generated tree). Every screen under the layout needs a
 * signed-in operator whose role allows the screen's action; the gateway
 * checks again on every call. Paths are written as `href`: the portal's
 * route tree is the one registered for typed `to` links.
 */
import { createRootRouteWithContext, createRoute, createRouter, Outlet, redirect } from '@tanstack/react-router';
import type { i18n } from 'i18next';
import { homeOf, type BackofficeAuth } from './auth';
import { AdjustmentsScreen } from './screens/adjustments-screen';
import { AuditScreen } from './screens/audit-screen';
import { AnnouncementsScreen } from './screens/content/announcements-screen';
import { BannersScreen } from './screens/content/banners-screen';
import { GoodsScreen } from './screens/content/goods-screen';
import { HelpTopicsScreen } from './screens/content/help-topics-screen';
import { PromotionsScreen } from './screens/content/promotions-screen';
import { SettingsScreen } from './screens/content/settings-screen';
import { ConfirmationsScreen } from './screens/confirmations-screen';
import { BackofficeLayout } from './screens/layout';
import { DepositsScreen } from './screens/deposits-screen';
import { FeedbackScreen } from './screens/feedback-screen';
import { MembersScreen } from './screens/members-screen';
import { ActivitiesScreen, AffiliatesScreen, RedemptionsScreen } from './screens/review-screens';
import { SignInScreen } from './screens/sign-in-screen';
import { WelcomeScreen } from './screens/welcome-screen';
import { WithdrawalsScreen } from './screens/withdrawals-screen';

export interface BackofficeContext {
  auth: BackofficeAuth & { set(operator: BackofficeAuth['operator']): void };
  i18n: i18n;
}

const rootRoute = createRootRouteWithContext<BackofficeContext>()({ component: Outlet });

const signInRoute = createRoute({ getParentRoute: () => rootRoute, path: '/backoffice/sign-in', component: SignInScreen });

const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/backoffice',
  beforeLoad: ({ context }) => {
    throw redirect({ href: context.auth.operator ? homeOf(context.auth) : '/backoffice/sign-in' });
  },
});

const layoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'signed-in',
  component: BackofficeLayout,
  beforeLoad: ({ context }) => {
    if (!context.auth.operator) throw redirect({ href: '/backoffice/sign-in' });
  },
});

/** A screen of the layout, open to the roles that may take `action`. */
const screen = <P extends string>(path: P, action: string | null, component: () => React.ReactNode) =>
  createRoute({
    getParentRoute: () => layoutRoute,
    path,
    component,
    beforeLoad: ({ context }) => {
      if (action && !context.auth.may(action)) throw redirect({ href: homeOf(context.auth) });
    },
  });

const routeTree = rootRoute.addChildren([
  signInRoute,
  indexRoute,
  layoutRoute.addChildren([
    screen('/backoffice/deposits', 'deposits.read', DepositsScreen),
    screen('/backoffice/withdrawals', 'withdrawals.read', WithdrawalsScreen),
    screen('/backoffice/confirmations', 'withdrawals.read', ConfirmationsScreen),
    screen('/backoffice/redemptions', 'reviews.read', RedemptionsScreen),
    screen('/backoffice/activities', 'reviews.read', ActivitiesScreen),
    screen('/backoffice/affiliates', 'reviews.read', AffiliatesScreen),
    screen('/backoffice/feedback', 'feedback.read', FeedbackScreen),
    screen('/backoffice/members', 'members.read', MembersScreen),
    screen('/backoffice/adjustments', 'adjustments.approve', AdjustmentsScreen),
    screen('/backoffice/audit', 'audit.read', AuditScreen),
    screen('/backoffice/content/banners', 'content.edit', BannersScreen),
    screen('/backoffice/content/announcements', 'content.edit', AnnouncementsScreen),
    screen('/backoffice/content/promotions', 'content.edit', PromotionsScreen),
    screen('/backoffice/content/help-topics', 'content.edit', HelpTopicsScreen),
    screen('/backoffice/content/goods', 'content.edit', GoodsScreen),
    screen('/backoffice/content/settings', 'content.edit', SettingsScreen),
    screen('/backoffice/welcome', null, WelcomeScreen),
  ]),
]);

export const createBackofficeRouter = (context: BackofficeContext) => createRouter({ routeTree, context, defaultPreload: false });
