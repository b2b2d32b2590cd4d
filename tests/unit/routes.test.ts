// @vitest-environment happy-dom
/**
 * The route table of spec §2: every path, its layout, its aliases, its
 * search parameters, the loginedToHomePage guard, the banner group and
 * side-menu default per path, and the ChunkLoadError rules. It runs under
 * happy-dom: without a window the router takes itself for a server renderer
 * and keeps no matches.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { fromPromise } from 'xstate';
import { createAppRouter, limitChunkLoading, startLoadingScreens } from '../../src/router';
import type { AppContext } from '../../src/app/app-context';
import { layouts, type RouteLayout } from '../../src/app/route-layout';
import { ChunkLoadError, chunkLoadTimeoutMs, guardLazyScreen, isChunkLoadError, isGuardedLazyScreen, withChunkTimeout } from '../../src/app/chunk-load';
import { isIgnorableNavigationError } from '../../src/app/navigation';
import { createI18n } from '../../src/i18n';
import { systemStatusMachine, type LoadedStatus } from '../../src/machines/system-status/system-status.machine';
import { statusAnswer } from '../../src/machines/system-status/system-status.model';
import { shellMachine } from '../../src/machines/shell/shell.machine';
import { isMenuClosedPath } from '../../src/machines/shell/side-menu-routes';
import { bannerGroupFor, firstBannerUrl } from '../../src/components/banner/banner-groups';
import { createActor } from 'xstate';

function contextWith({ loginedToHomePage = false, token = null as string | null } = {}): AppContext {
  const answer = statusAnswer(false, false);
  answer.info.flags.loginedToHomePage = loginedToHomePage;
  const systemStatus = createActor(systemStatusMachine.provide({ actors: { loadStatus: fromPromise<LoadedStatus>(async () => ({ answer, fromCache: false })) } })).start();
  const shell = createActor(shellMachine, { input: { pathname: '/' } }).start();
  return {
    http: { call: () => Promise.reject(new Error('no gateway in this test')) },
    actors: { systemStatus, shell, session: undefined },
    i18n: createI18n('EN'),
    merchant: 'XSP',
    getToken: () => token,
    sessionAdapter: undefined,
    centres: undefined,
    changeLanguage: async () => undefined,
  };
}

/** Loads a path the way <RouterProvider> would: history changes (redirects) load again. */
async function open(href: string, context = contextWith()) {
  const router = createAppRouter(context, createMemoryHistory({ initialEntries: [href] }));
  router.history.subscribe(() => void router.load());
  await router.load();
  await vi.waitFor(() => {
    expect(router.state.status).toBe('idle');
    expect(router.state.location.href).toBe(router.history.location.href);
  });
  return router;
}

/** Route files with a screen of their own (aliases only redirect); autoCodeSplitting makes each screen a lazy chunk. */
function screenRouteFiles(): { file: string; path: string }[] {
  const folder = join(dirname(fileURLToPath(import.meta.url)), '../../src/routes');
  return readdirSync(folder)
    .filter((file) => file.endsWith('.tsx') && file !== '__root.tsx' && /\bcomponent:/.test(readFileSync(join(folder, file), 'utf8')))
    .map((file) => {
      const name = file.replace(/\.tsx$/, '');
      return { file, path: name === 'index' ? '/' : `/${name}` };
    });
}

const noHeader: RouteLayout = { header: false, banner: false, footer: false, sideMenu: false, lobbyLink: false };

/** Spec §2's table, then the other paths. */
const table: Record<string, RouteLayout> = {
  '/': layouts.full,
  '/register': layouts.headerBanner,
  '/pointMall': layouts.full,
  '/lottery': layouts.headerOnly,
  '/vnLottery': layouts.headerSideMenu,
  '/promotions': layouts.footerSideMenu,
  '/promoDetail': layouts.bare,
  '/seamless': layouts.headerSideMenu,
  '/helpmc': noHeader,
  // The spec gives /down no layout; the header stays so the page has a way back.
  '/down': layouts.headerOnly,
  '/game': layouts.headerOnly,
};

const otherPaths = ['/login', '/download', '/help', '/inhouse', '/elott', '/live', '/sports', '/fish', '/rng', '/pvp', '/esports', '/cockfight', '/seaLottery', '/vnLottery'];

describe('route table', () => {
  it('gives every route of the table its layout', async () => {
    const router = await open('/');
    for (const [path, layout] of Object.entries(table)) {
      const route = router.routesByPath[path as keyof typeof router.routesByPath];
      expect(route, path).toBeDefined();
      expect(route.options.staticData?.layout, path).toEqual(layout);
    }
  });

  it('has every other path of the spec, each with a layout', async () => {
    const router = await open('/');
    for (const path of otherPaths) {
      const route = router.routesByPath[path as keyof typeof router.routesByPath];
      expect(route, path).toBeDefined();
      expect(route.options.staticData?.layout, path).toBeDefined();
    }
  });

  it.each([
    ['/index', '/'],
    ['/index.html', '/'],
    ['/home', '/'],
    ['/register.html', '/register'],
  ])('sends %s to %s', async (from, to) => {
    const router = await open(from);
    expect(router.state.location.pathname).toBe(to);
  });

  it('keeps the query of an alias', async () => {
    const router = await open('/register.html?referralCode=ABC123');
    expect(router.state.location.pathname).toBe('/register');
    expect(router.state.location.search).toEqual({ referralCode: 'ABC123' });
  });

  it.each([
    ['/rng?vassalage=PG&junk=1', { vassalage: 'PG' }],
    ['/lottery?gameCode=VN01&playType=2', { gameCode: 'VN01', playType: '2' }],
    ['/vnLottery?gameCode=HN', { gameCode: 'HN' }],
    ['/promoDetail?id=3', { id: 3 }],
  ])('reads the search of %s', async (href, search) => {
    const router = await open(href);
    const leaf = router.state.matches.at(-1)!;
    expect(leaf.search).toMatchObject(search);
  });

  it('matches paths without regard to case, like the original', async () => {
    const router = await open('/vnlottery');
    expect(router.state.matches.at(-1)?.routeId).toBe('/vnLottery');
  });
});

describe('loginedToHomePage guard', () => {
  it.each(['/', '/live', '/pointMall', '/promotions', '/game'])('sends a visitor from %s to /login when the flag is on', async (path) => {
    const router = await open(path, contextWith({ loginedToHomePage: true }));
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each(['/login', '/register', '/helpmc', '/download'])('lets a visitor reach %s', async (path) => {
    const router = await open(path, contextWith({ loginedToHomePage: true }));
    expect(router.state.location.pathname).toBe(path);
  });

  it('lets /register.html through to /register', async () => {
    const router = await open('/register.html', contextWith({ loginedToHomePage: true }));
    expect(router.state.location.pathname).toBe('/register');
  });

  it('lets a member anywhere, and everyone when the flag is off', async () => {
    expect((await open('/live', contextWith({ loginedToHomePage: true, token: 'abc' }))).state.location.pathname).toBe('/live');
    expect((await open('/live', contextWith({ loginedToHomePage: false }))).state.location.pathname).toBe('/live');
  });
});

describe('shell per path', () => {
  it('picks the banner group of spec §2', () => {
    expect(bannerGroupFor('/')).toBe('w_home');
    expect(bannerGroupFor('/elott')).toBe('w_lott');
    expect(bannerGroupFor('/pointMall')).toBe('w_shop');
    expect(bannerGroupFor('/promotions')).toBe('w_promotion');
    expect(bannerGroupFor('/register')).toBe('w_reg');
    expect(bannerGroupFor('/cockfight')).toBeNull();
  });

  it("names the first banner of the path's group, the one a first visit fetches before its screen renders", () => {
    const banners = [
      { groupName: 'w_home', url: '/home-1.svg' },
      { groupName: 'w_shop', url: '/shop-1.svg' },
      { groupName: 'w_shop', url: '/shop-2.svg' },
    ];
    expect(firstBannerUrl(banners, '/pointMall')).toBe('/shop-1.svg');
    expect(firstBannerUrl(banners, '/')).toBe('/home-1.svg');
    expect(firstBannerUrl(banners, '/rng')).toBeUndefined();
    expect(firstBannerUrl(banners, '/cockfight')).toBeUndefined();
  });

  it('closes the side menu on /seamless, /lottery, /vnLottery, /seaLottery and /down only', () => {
    for (const path of ['/seamless', '/lottery', '/vnLottery', '/seaLottery', '/down', '/vnlottery/']) expect(isMenuClosedPath(path), path).toBe(true);
    for (const path of ['/', '/live', '/promotions', '/pointMall', '/game', '/download']) expect(isMenuClosedPath(path), path).toBe(false);
  });
});

describe('chunk loading', () => {
  afterEach(() => vi.useRealTimers());

  it('reports a chunk that does not arrive within 120 s as ChunkLoadError', async () => {
    vi.useFakeTimers();
    const load = withChunkTimeout(() => new Promise<never>(() => undefined));
    const result = load().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(chunkLoadTimeoutMs - 1);
    await vi.advanceTimersByTimeAsync(1);
    const error = await result;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).reason).toBe('timeout');
  });

  it('reports a failed dynamic import as ChunkLoadError and passes other errors through', async () => {
    const failed = await withChunkTimeout(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/live.js')))().catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(ChunkLoadError);
    const other = new Error('boom');
    expect(await withChunkTimeout(() => Promise.reject(other))().catch((error: unknown) => error)).toBe(other);
    expect(isChunkLoadError(new Error('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });

  it('guards the lazy screen component of every route file', () => {
    const router = createAppRouter(contextWith(), createMemoryHistory({ initialEntries: ['/'] }));
    const screens = screenRouteFiles();
    expect(screens.length).toBeGreaterThanOrEqual(20);
    for (const { file, path } of screens) {
      const route = router.routesByPath[path as keyof typeof router.routesByPath];
      expect(route, file).toBeDefined();
      expect(isGuardedLazyScreen(route.options.component), file).toBe(true);
    }
    // Nothing lazy anywhere in the tree is left unguarded (a loaded screen drops its preload but stays guarded).
    for (const route of Object.values(router.routesById)) {
      for (const key of ['component', 'errorComponent', 'pendingComponent', 'notFoundComponent'] as const) {
        const component = (route.options as Record<string, { preload?: unknown } | undefined>)[key];
        if (component?.preload) expect(isGuardedLazyScreen(component), `${route.id} ${key}`).toBe(true);
      }
    }
  });

  it('guards a lazy component once, however many routers are made', () => {
    const fresh = [{ options: { component: { preload: () => new Promise<never>(() => undefined) } } }];
    expect(limitChunkLoading(fresh, 5)).toBe(1);
    const guarded = fresh[0].options.component.preload;
    expect(limitChunkLoading(fresh, 5)).toBe(0);
    expect(fresh[0].options.component.preload).toBe(guarded);
  });

  it('rejects with ChunkLoadError when the screen import fails, and imports again on the next try', async () => {
    let attempt = 0;
    const screen = lazyRouteComponent(async () => {
      attempt += 1;
      if (attempt === 1) throw new TypeError('Failed to fetch dynamically imported module: http://portal.test/assets/live-Bc12.js');
      return { default: () => null };
    });
    expect(guardLazyScreen(screen)).toBe(true);
    const preload = () => screen.preload?.() ?? Promise.reject(new Error('no preload left'));
    const failure = await preload().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ChunkLoadError);
    expect((failure as ChunkLoadError).reason).toBe('failed');
    await expect(preload()).resolves.toBeUndefined();
    expect(attempt).toBe(2);
    // Loaded: TanStack drops the preload, and the route renders the component straight away.
    expect(screen.preload).toBeUndefined();
  });

  it('shows the route error for a screen whose chunk fails to load', async () => {
    const screen = lazyRouteComponent(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://portal.test/assets/fish-Zx9.js')));
    const rootRoute = createRootRoute();
    const fishRoute = createRoute({ getParentRoute: () => rootRoute, path: '/fish', component: screen });
    const router = createRouter({ routeTree: rootRoute.addChildren([fishRoute]), history: createMemoryHistory({ initialEntries: ['/fish'] }) });
    expect(limitChunkLoading(Object.values(router.routesById) as unknown as { options: Record<string, unknown> }[])).toBe(1);
    await router.load();
    const leaf = router.state.matches.at(-1)!;
    expect(leaf.routeId).toBe('/fish');
    expect(leaf.status).toBe('error');
    expect(leaf.error).toBeInstanceOf(ChunkLoadError);
  });

  it('starts loading the screens of the opened address before the first render', () => {
    const router = createAppRouter(contextWith(), createMemoryHistory({ initialEntries: ['/rng?vassalage=PG'] }));
    const asked = vi.spyOn(router, 'loadRouteChunk').mockImplementation(() => Promise.resolve());
    startLoadingScreens(router);
    expect(asked.mock.calls.map(([route]) => route.id)).toEqual(['__root__', '/rng']);
  });

  it('starts loading the texts those screens declare beside their code', async () => {
    const context = contextWith();
    const router = createAppRouter(context, createMemoryHistory({ initialEntries: ['/pointMall'] }));
    vi.spyOn(router, 'loadRouteChunk').mockImplementation(() => Promise.resolve());
    expect(context.i18n.exists('pointMall.balance.label')).toBe(false);
    startLoadingScreens(router);
    await vi.waitFor(() => expect(context.i18n.exists('pointMall.balance.label')).toBe(true));
  });

  it('leaves a screen whose early load failed for the router to load again and report', async () => {
    const screen = lazyRouteComponent(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://portal.test/assets/rng-Zx9.js')));
    const router = createAppRouter(contextWith(), createMemoryHistory({ initialEntries: ['/rng'] }));
    const rng = router.routesByPath['/rng'];
    rng.options.component = screen;
    limitChunkLoading([rng as unknown as { options: Record<string, unknown> }]);
    // Nothing is thrown or left unhandled by the early start.
    expect(() => startLoadingScreens(router)).not.toThrow();
    await router.load();
    const leaf = router.state.matches.at(-1)!;
    expect(leaf.routeId).toBe('/rng');
    expect(leaf.status).toBe('error');
    expect(leaf.error).toBeInstanceOf(ChunkLoadError);
  });

  it('ignores redirected and aborted navigations', () => {
    let thrown: unknown;
    try {
      throw redirect({ to: '/login' });
    } catch (error) {
      thrown = error;
    }
    expect(isIgnorableNavigationError(thrown)).toBe(true);
    expect(isIgnorableNavigationError(new DOMException('The operation was aborted.', 'AbortError'))).toBe(true);
    expect(isIgnorableNavigationError(new Error('boom'))).toBe(false);
  });
});
