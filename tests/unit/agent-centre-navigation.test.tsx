/**
 * The agent centre in the URL: `?ac=<page>` beside `?mc=`. Opening pushes
 * one entry, switching pages (or to the member centre's transfer to upline)
 * replaces it, so Back or close returns to the page underneath; the opener
 * shows the default page when none is named.
 */
import { describe, expect, it } from 'vitest';
import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { validateAgentSearch } from '../../src/app/agent-centre/agent-search';
import { closeCentre, openCentre, switchCentre } from '../../src/app/member-centre/centre-navigation';
import { createCentreOpener } from '../../src/app/member-centre/centre-opener';
import { validateCentreSearch } from '../../src/app/member-centre/centre-search';

async function routerAt(path: string) {
  const root = createRootRoute({ validateSearch: (search: Record<string, unknown>) => ({ ...validateCentreSearch(search), ...validateAgentSearch(search) }) });
  const tree = root.addChildren([createRoute({ getParentRoute: () => root, path: '/' }), createRoute({ getParentRoute: () => root, path: '/promotions' })]);
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createRouter({ routeTree: tree, history });
  await router.load();
  return { router, history };
}

const where = (router: Awaited<ReturnType<typeof routerAt>>['router']) => `${router.state.location.pathname}${router.state.location.searchStr}`;
const settle = async (router: Awaited<ReturnType<typeof routerAt>>['router']) => {
  await new Promise((resolve) => setTimeout(resolve, 0));
  await router.load();
};

describe('agent centre in the URL', () => {
  it('opens on the default page, switches in place, moves to the member centre in place, and closes back to the page', async () => {
    const { router, history } = await routerAt('/promotions');
    createCentreOpener(() => router).openAgent();
    await settle(router);
    expect(where(router)).toBe('/promotions?ac=agentTeamOverview');
    await switchCentre(router, 'teamBetting', 'ac');
    expect(where(router)).toBe('/promotions?ac=teamBetting');
    await openCentre(router, 'transferUpline');
    expect(where(router)).toBe('/promotions?mc=transferUpline');
    expect(history.length).toBe(2);
    closeCentre(router);
    await settle(router);
    expect(where(router)).toBe('/promotions');
  });

  it('opens a named page, and a link that landed on `?ac=` closes by dropping it', async () => {
    const { router } = await routerAt('/');
    createCentreOpener(() => router).openAgent('registerCenter');
    await settle(router);
    expect(where(router)).toBe('/?ac=registerCenter');
    const landed = await routerAt('/?ac=userLoss');
    await closeCentre(landed.router);
    expect(where(landed.router)).toBe('/');
    expect(landed.history.length).toBe(1);
  });
});
