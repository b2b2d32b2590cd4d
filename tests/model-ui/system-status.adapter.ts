/**
 * The system-status machine through the root screen of a signed-in member.
 * The gateway's answer for each load is the operator's real setting
 * (maintenance, region block, both), set before the load the path expects
 * it for; a failed load is a request lost on the network. A recheck is what
 * the operator's switch causes: the setting changes, the gateway publishes
 * the change, and the member's live channel makes the root screen ask again.
 * The automatic retry after a failure waits out its first, short delay.
 */
import type { Page, Route } from '@playwright/test';
import type { EventObject } from 'xstate';
import { setSystemState } from '../../server/src/domain/operator-settings';
import { systemStatusMachine } from '../../src/machines/system-status/system-status.machine';
import { loadStatusDone, loadStatusError, retryAfterEvent, systemStatusModel, type StatusCase } from '../../src/machines/system-status/system-status.model';
import { calls } from '../../src/services/calls';
import { expect } from '../e2e/support/record-coverage';
import { freshMember } from '../e2e/support/fresh-member';
import { sessionToken } from '../e2e/support/sign-in';
import type { UiAdapter, UiWorld } from './ui-adapter';

const settingOf: Record<StatusCase, { maintenance: boolean; regionRestriction: boolean }> = {
  normal: { maintenance: false, regionRestriction: false },
  maintenance: { maintenance: true, regionRestriction: false },
  regionRestricted: { maintenance: false, regionRestriction: true },
  bothFlags: { maintenance: true, regionRestriction: true },
};

const nextLoad = (events: readonly EventObject[]) => events.find((event) => event.type === loadStatusDone || event.type === loadStatusError);

const isStatus = (url: URL) => url.pathname === calls.status.path;
const loseStatus = (route: Route) => route.abort('connectionreset');

/**
 * Makes the gateway answer the next load the way the path expects: the operator's setting, or a lost request.
 * A lost one stays lost until the path's next step: on a busy machine the automatic retry could otherwise come
 * before the error screen is seen or its button pressed (further automatic retries only keep the error shown).
 */
async function arrangeLoad({ page, gateway }: UiWorld, events: readonly EventObject[]): Promise<void> {
  await page.unroute(isStatus, loseStatus);
  const answer = nextLoad(events);
  if (answer?.type === loadStatusError) {
    await page.route(isStatus, loseStatus);
    return;
  }
  const wanted = answer ? settingOf[(answer as EventObject & { case: StatusCase }).case] : settingOf.normal;
  await setSystemState(gateway.db, { ...wanted, maintainTime: null });
}

async function openSignedIn(world: UiWorld): Promise<void> {
  const { page, gateway } = world;
  // Every path starts from the seeded setting, so a member can sign in at all.
  await setSystemState(gateway.db, { ...settingOf.normal, maintainTime: null });
  const { login } = await freshMember(gateway, 'ssui', '100.00');
  const token = await sessionToken(gateway.url, login);
  await page.addInitScript((handed) => sessionStorage.setItem('token', handed), token);
  await arrangeLoad(world, world.upcoming);
  await page.goto(`${gateway.url}/`);
}

const screenOf = (page: Page, id: string) => page.getByTestId(id);

export const systemStatusAdapter: UiAdapter = {
  machine: systemStatusMachine,
  model: systemStatusModel,
  variants: { default: { open: openSignedIn } },
  // A lost answer falls back to this session's last one (src/services/system.actors.ts): only a load before any
  // answer arrived fails on the screen.
  filterEvents: (snapshot, event) => event.type !== loadStatusError || (snapshot.context as { answer: unknown }).answer === null,
  actions: {
    'status.retry': async (world) => {
      await arrangeLoad(world, world.upcoming);
      await world.page.getByTestId('status-retry').click();
    },
    [retryAfterEvent]: async (world) => {
      await arrangeLoad(world, world.upcoming);
      // The retry comes by itself a few seconds after the failure (later after several in a row).
      await expect(world.page.getByTestId('status-error-page')).toBeHidden({ timeout: 40_000 });
    },
    'status.recheck': async (world) => {
      // The operator's switch: its change notice reaches the member's live channel, which asks the root screen to
      // recheck. The screen may look the same after, so the step lasts until that request has been answered.
      const settled = world.page.waitForEvent('requestfinished', { predicate: (request) => new URL(request.url()).pathname === calls.status.path, timeout: 30_000 });
      await arrangeLoad(world, world.upcoming);
      await settled;
    },
  },
  automatic: [loadStatusDone, loadStatusError],
  states: {
    'systemStatus.normal': async ({ page }) => {
      await expect(screenOf(page, 'balance')).toBeVisible();
      await expect(screenOf(page, 'maintenance-page')).toHaveCount(0);
    },
    'systemStatus.maintenance': async ({ page }) => {
      await expect(screenOf(page, 'maintenance-page')).toBeVisible();
    },
    'systemStatus.regionRestricted': async ({ page }) => {
      await expect(screenOf(page, 'region-block-page')).toBeVisible();
    },
    'systemStatus.error': async ({ page }) => {
      await expect(screenOf(page, 'status-error-page')).toBeVisible();
    },
  },
  notFromUi: {
    'transition:systemStatus.rechecking|xstate.error.actor.loadStatus|0':
      "A recheck follows an answer the session already stored, and a lost answer falls back to that stored one (src/services/system.actors.ts), so from the screen a recheck never fails; the machine and gateway levels take it.",
  },
};
