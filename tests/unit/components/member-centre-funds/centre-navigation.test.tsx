/**
 * The centre's URL contract: `?mc=<page>` on the current route. Opening
 * pushes an entry, switching pages replaces it, closing goes back to the
 * page underneath; a centre reached by a link closes by dropping the
 * parameter. Unknown page names are ignored.
 */
import { describe, expect, it } from 'vitest';
import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { closeCentre, openCentre, switchCentre } from '../../../../src/app/member-centre/centre-navigation';
import { createCentreOpener } from '../../../../src/app/member-centre/centre-opener';
import { validateCentreSearch } from '../../../../src/app/member-centre/centre-search';

async function routerAt(path: string) {
  const root = createRootRoute({ validateSearch: validateCentreSearch });
  const tree = root.addChildren([createRoute({ getParentRoute: () => root, path: '/' }), createRoute({ getParentRoute: () => root, path: '/promotions' })]);
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createRouter({ routeTree: tree, history });
  await router.load();
  return { router, history };
}

const where = (router: Awaited<ReturnType<typeof routerAt>>['router']) => `${router.state.location.pathname}${router.state.location.searchStr}`;

describe('member centre in the URL', () => {
  it('ignores anything but a page name', () => {
    expect(validateCentreSearch({ mc: 'withdraw' })).toEqual({ mc: 'withdraw' });
    expect(validateCentreSearch({ mc: 'nope' })).toEqual({});
    expect(validateCentreSearch({ mc: 3 })).toEqual({});
  });

  it('opens above the current page, switches in place, and Back (or close) returns to the page', async () => {
    const { router, history } = await routerAt('/promotions?tab=new');
    await openCentre(router, 'depositv2');
    expect(where(router)).toBe('/promotions?tab=new&mc=depositv2');
    await switchCentre(router, 'withdraw');
    expect(where(router)).toBe('/promotions?tab=new&mc=withdraw');
    expect(history.length).toBe(2);
    closeCentre(router);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await router.load();
    expect(where(router)).toBe('/promotions?tab=new');
  });

  it('closes a centre reached by a link by dropping the parameter', async () => {
    const { router, history } = await routerAt('/?mc=transferFund');
    await closeCentre(router);
    expect(where(router)).toBe('/');
    expect(history.length).toBe(1);
  });

  it('opens only pages of the member centre', async () => {
    const { router } = await routerAt('/');
    const opener = createCentreOpener(() => router);
    opener.openMember('noSuchPage');
    await router.load();
    expect(where(router)).toBe('/');
    opener.openMember('transferUpline');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await router.load();
    expect(where(router)).toBe('/?mc=transferUpline');
  });
});
