/**
 * The speed test a visitor opens with the logo. The operator's domain list
 * is the gateway's own table: before each load it holds what the path's
 * next answer says (its two domains, the gateway under both loopback names,
 * or none at all); a list that does not come is the call dropped on the
 * network. A domain that cannot be reached is its ping dropped, in the
 * order the path measures them.
 */
import type { Page, Route } from '@playwright/test';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { speedTestMachine, type SpeedTestContext } from '../../src/machines/speed-test/speed-test.machine';
import { speedTestModel } from '../../src/machines/speed-test/speed-test.model';
import { calls } from '../../src/services/calls';
import { pingPath } from '../../src/services/speed-test.api';
import { domainRoutes } from '../../server/src/db/schema';
import type { TestGateway } from '../e2e/support/gateway';
import { expect } from '../e2e/support/record-coverage';
import type { UiAdapter, UiWorld } from './ui-adapter';

const loadDone = 'xstate.done.actor.loadDomains';
const loadError = 'xstate.error.actor.loadDomains';
const measureDone = 'xstate.done.actor.measureDomain';
const measureError = 'xstate.error.actor.measureDomain';
const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as SpeedTestContext;

/** The gateway's seeded routes, put back whenever a path wants them. */
const seeded = new WeakMap<TestGateway, (typeof domainRoutes.$inferSelect)[]>();

async function holdRoutes(gateway: TestGateway, wanted: 'none' | 'seeded'): Promise<void> {
  if (!seeded.has(gateway)) seeded.set(gateway, await gateway.db.select().from(domainRoutes));
  await gateway.db.delete(domainRoutes);
  if (wanted === 'seeded') await gateway.db.insert(domainRoutes).values(seeded.get(gateway)!);
}

/** Arranges the list and the pings the next load brings, in the order the path takes them. */
async function arrangeLoad({ page, gateway, upcoming }: UiWorld): Promise<void> {
  await page.unrouteAll({ behavior: 'wait' });
  const answer = upcoming[0] as EventObject & { output?: string[] };
  if (answer?.type === loadError) {
    await page.route((url) => url.pathname === calls.domainRoute.path, (route) => route.abort('connectionreset'), { times: 1 });
    return;
  }
  await holdRoutes(gateway, answer?.output?.length ? 'seeded' : 'none');
  const next = upcoming.slice(1).findIndex((event) => event.type !== measureDone && event.type !== measureError);
  const pings = upcoming.slice(1, next === -1 ? undefined : next + 1);
  let count = 0;
  await page.route(
    (url) => url.pathname === pingPath,
    (route: Route) => (pings[count++]?.type === measureError ? route.abort('connectionrefused') : route.continue()),
  );
}

const dialog = (page: Page) => page.getByTestId('speed-test');

export const speedTestAdapter: UiAdapter = {
  machine: speedTestMachine,
  model: speedTestModel,
  variants: {
    default: {
      async open(world) {
        const { page, gateway } = world;
        await page.goto(gateway.url);
        await arrangeLoad(world);
        await page.getByTestId('logo').click();
      },
    },
  },
  filterEvents: () => true,
  actions: {
    'speedTest.retest': async (world) => {
      await arrangeLoad(world);
      await dialog(world.page).getByTestId('speed-retest').click();
    },
  },
  automatic: [loadDone, loadError, measureDone, measureError],
  states: {
    'speedTest.done': async ({ page }, expected) => {
      const { results } = contextOf(expected);
      await expect(dialog(page)).toHaveAttribute('data-phase', 'done', { timeout: 20_000 });
      await expect(dialog(page).getByTestId('speed-entry')).toHaveCount(results.length);
      const failed = results.filter((result) => result.speed === null).length;
      await expect(dialog(page).locator('[data-testid="speed-entry"][data-failed="true"]')).toHaveCount(failed);
      await expect(dialog(page).getByTestId('speed-retest')).toBeEnabled();
    },
    'speedTest.failed': async ({ page }) => {
      await expect(dialog(page)).toHaveAttribute('data-phase', 'failed');
      await expect(dialog(page).getByTestId('speed-entry')).toHaveCount(0);
      await expect(dialog(page).getByTestId('speed-retest')).toBeEnabled();
    },
  },
  notFromUi: {},
};
