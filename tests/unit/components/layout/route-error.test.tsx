/**
 * The router's error screens. A screen chunk that fails to load shows the
 * ChunkLoadError screen at once (not TanStack's silent one-time reload) and
 * its retry reloads the page, the only way a browser fetches a failed module
 * again; any other failure shows its translated reason and retries in place.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, lazyRouteComponent, RouterProvider, type AnyRouter, type RouteComponent } from '@tanstack/react-router';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteError } from '../../../../src/app/shell/route-error';
import { createI18n } from '../../../../src/i18n';
import { limitChunkLoading } from '../../../../src/router';
import { errorCodes } from '../../../../src/services/error-codes';
import { ApiError } from '../../../../src/services/http';

beforeEach(() => {
  // React and the router log the failures these tests cause on purpose.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

function FishScreen() {
  return <h1>Fishing games</h1>;
}

function routerFor(fish: { component: RouteComponent; loader?: () => Promise<null> }): AnyRouter {
  const rootRoute = createRootRoute();
  const fishRoute = createRoute({ getParentRoute: () => rootRoute, path: '/fish', ...fish });
  const router = createRouter({
    routeTree: rootRoute.addChildren([fishRoute]),
    history: createMemoryHistory({ initialEntries: ['/fish'] }),
    defaultErrorComponent: RouteError,
  });
  limitChunkLoading(Object.values(router.routesById) as unknown as { options: Record<string, unknown> }[]);
  return router;
}

function show(router: AnyRouter) {
  render(
    <I18nextProvider i18n={createI18n('EN')}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

describe('route error', () => {
  it('shows the ChunkLoadError screen for a failed screen chunk, and its retry reloads the page', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    const importer = vi.fn(() => Promise.reject<{ default: typeof FishScreen }>(new TypeError('Failed to fetch dynamically imported module: http://portal.test/assets/fish-Zx9.js')));
    show(routerFor({ component: lazyRouteComponent(importer) }));

    expect(await screen.findByTestId('chunk-error')).toBeTruthy();
    expect(screen.getByText("This page didn't load")).toBeTruthy();
    expect(importer).toHaveBeenCalledTimes(1);
    // TanStack's own answer to a missing module is a one-time reload marked here; the screen came first.
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('tanstack_router_reload'))).toEqual([]);
    expect(reload).not.toHaveBeenCalled();

    fireEvent.click(screen.getByTestId('chunk-retry'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows the translated reason of another failure, and retries it in place', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    let failing = true;
    const loader = vi.fn(async () => {
      if (failing) throw new ApiError(errorCodes.network, 0);
      return null;
    });
    show(routerFor({ component: FishScreen, loader }));

    expect(await screen.findByText(createI18n('EN').t(`errors.${errorCodes.network}`))).toBeTruthy();
    expect(screen.queryByTestId('chunk-error')).toBeNull();
    failing = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: createI18n('EN').t('shell.chunkError.retry') })));
    expect(await screen.findByRole('heading', { name: 'Fishing games' })).toBeTruthy();
    expect(loader).toHaveBeenCalledTimes(2);
    expect(reload).not.toHaveBeenCalled();
  });
});
