/**
 * The router: file routes, the app context as router context, history
 * mode, scroll to the hash target or the top, and the ChunkLoadError rule
 * for lazily loaded screens.
 */
import { createRouter, type AnyRoute, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import type { AppContext } from './app/app-context';
import { loadLocaleArea } from './i18n/locale-areas';
import { guardLazyScreen, type LazyScreen } from './app/chunk-load';
import { RouteError } from './app/shell/route-error';
import { RoutePending } from './components/layout/route-pending';
import './app/route-layout';

export type { AppContext } from './app/app-context';

const componentKeys = ['component', 'errorComponent', 'pendingComponent', 'notFoundComponent'] as const;

/**
 * autoCodeSplitting turns each route's component into a lazy one with a
 * `preload()` the router awaits; guarding it makes a failed or 120 s silent
 * screen chunk reject, so the route shows its ChunkLoadError screen.
 */
export function limitChunkLoading(routes: Iterable<{ options: Record<string, unknown> }>, timeoutMs?: number): number {
  let wrapped = 0;
  for (const route of routes) {
    for (const key of componentKeys) {
      const component = route.options[key] as LazyScreen | undefined;
      if (component && guardLazyScreen(component, timeoutMs)) wrapped += 1;
    }
  }
  return wrapped;
}

/** `history` is the browser's unless a test passes a memory history. */
export function createAppRouter(context: AppContext, history?: RouterHistory) {
  const router = createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    scrollRestoration: true,
    defaultHashScrollIntoView: { behavior: 'smooth', block: 'start' },
    defaultPreload: 'intent',
    defaultPendingMs: 300,
    defaultPendingComponent: RoutePending,
    defaultErrorComponent: RouteError,
  });
  limitChunkLoading(Object.values(router.routesById) as unknown as { options: Record<string, unknown> }[]);
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Starts fetching the code and the texts of the screens the address opens, before the first render: the router would
 * ask for them only once that render has committed. A chunk that fails here is asked for again by the router or the
 * screen, which shows its error.
 */
export function startLoadingScreens(router: AppRouter): void {
  for (const match of router.matchRoutes(router.latestLocation)) {
    const route = (router.routesById as unknown as Record<string, AnyRoute | undefined>)[match.routeId];
    if (route) void router.loadRouteChunk(route)?.catch(() => undefined);
    // The screen asks for its texts only once its code runs: asked for now, they arrive beside that code.
    for (const area of match.staticData?.textAreas ?? []) void loadLocaleArea(router.options.context.i18n, area).catch(() => undefined);
  }
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
