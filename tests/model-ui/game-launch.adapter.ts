/**
 * One game launch, from a card of a lobby page to where it opens. Each input
 * variant is a real card: a PG Soft slot on /rng, the VASSALAGE fishing
 * vendor on /fish, a lottery on /elott, a slot of the vendor under
 * maintenance. The gate's answer is who looks: a visitor (login), the trial
 * account (trialWarning) or the demo member (allowed). A card drawn before
 * its game went into maintenance is a slot set to maintenance in the
 * database once the list shows; a lost session is the member's token revoked
 * on the gateway (as a sign-out in another tab) just before the click, in a
 * tab whose live channel is cut (as for a tab that has not heard the news). Lost
 * answers are calls dropped on the network.
 */
import type { Page } from '@playwright/test';
import { and, eq } from 'drizzle-orm';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { gameLaunchMachine, type GameLaunchContext } from '../../src/machines/game-launch/game-launch.machine';
import { caseOf, gameLaunchEvents as gl, gameLaunchModel, launchTargets, type LaunchCase } from '../../src/machines/game-launch/game-launch.model';
import { calls, type CallName } from '../../src/services/calls';
import { headers } from '../../src/services/headers';
import { games } from '../../server/src/db/schema';
import { demo, trial } from '../e2e/access-support';
import { expect } from '../e2e/support/record-coverage';
import { signIn } from '../e2e/support/sign-in';
import type { UiAdapter, UiVariant, UiWorld } from './ui-adapter';

type Answer = EventObject & { output?: unknown; error?: { code?: string } };
const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as GameLaunchContext;
const caseNow = (snapshot: AnyMachineSnapshot) => caseOf(contextOf(snapshot).target);
const isAnswer = (event: EventObject) => (Object.values(gl) as string[]).includes(event.type);
const playable = (page: Page) => page.getByTestId('game-card').filter({ hasNot: page.getByTestId('game-maintenance') });

/** Failures among the answers the next action brings: each failing call is dropped once on the network. */
async function arrange({ page, upcoming }: UiWorld): Promise<void> {
  const firstAction = upcoming.findIndex((event) => !isAnswer(event));
  for (const answer of upcoming.slice(0, firstAction === -1 ? upcoming.length : firstAction) as Answer[]) {
    if (answer.error?.code !== 'network.abnormal') continue;
    const call: CallName = answer.type === gl.subGamesError ? 'gameList' : answer.type === gl.popularError ? 'hotGames' : 'launchGame';
    await page.route((url) => url.pathname === calls[call].path, (route) => route.abort('connectionreset'), { times: 1 });
  }
}

/** Signs in as whoever makes the gate answer what the path's first gate answer says. */
async function openAs(world: UiWorld, path: string): Promise<void> {
  const { page, gateway, upcoming } = world;
  const gate = (upcoming.find((event) => event.type === gl.gateDone) as Answer | undefined)?.output ?? 'allowed';
  if (gate === 'login') await page.goto(`${gateway.url}${path}`);
  else await signIn(page, gate === 'trialWarning' ? trial : demo, { origin: gateway.url, path });
}

function variant(name: LaunchCase, path: string, click: (world: UiWorld) => Promise<void>): UiVariant {
  return {
    input: gameLaunchModel.inputs!.find((entry) => entry.name === name)!.input,
    async open(world) {
      // The tab's live channel is cut where the session ends behind it: otherwise the channel tells the tab first.
      if (name === 'sessionLost') await world.page.route((url) => url.pathname === calls.liveUpdates.path, (route) => route.abort('internetdisconnected'));
      await openAs(world, path);
      await arrange(world);
      await click(world);
    },
  };
}

async function clickFirstPlayable({ page }: UiWorld): Promise<void> {
  await playable(page).first().getByRole('button').first().click();
}

async function clickStaleCard({ page, gateway }: UiWorld): Promise<void> {
  const card = playable(page).first();
  const nodeId = Number(await card.getAttribute('data-node-id'));
  await gateway.db.update(games).set({ maintenance: true }).where(eq(games.nodeId, nodeId));
  await card.getByRole('button').first().click();
}

async function clickAfterRevoking({ page, gateway }: UiWorld): Promise<void> {
  await expect(playable(page).first()).toBeVisible();
  // The session's own refreshes settle first, so the launch is the call that finds the session gone.
  await expect(page.getByTestId('points')).toBeVisible();
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const answer = await page.request.delete(`${gateway.url}${calls.logout.path}`, { headers: { [headers.merchant]: 'XSP', [headers.authorization]: token ?? '' } });
  expect(answer.ok()).toBe(true);
  await clickFirstPlayable({ page } as UiWorld);
}

async function clickVassalage({ page, gateway }: UiWorld): Promise<void> {
  const [vendor] = await gateway.db.select({ nodeId: games.nodeId }).from(games).where(and(eq(games.isGame, 'VASSALAGE'), eq(games.gameType, 'FISH'), eq(games.maintenance, false))).limit(1);
  await page.locator(`[data-testid="game-card"][data-node-id="${vendor.nodeId}"]`).getByRole('button').first().click();
}

async function clickLottery({ page }: UiWorld): Promise<void> {
  await page.getByTestId('lottery-grid').locator('.lottery-card:not(.is-maintenance)').first().locator('.lottery-card__main').click();
}

/** What the gateway answers for the card in play and who asks. */
function filterEvents(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  const { verdict } = contextOf(snapshot);
  const answer = event as Answer;
  const code = answer.error?.code;
  const card = caseNow(snapshot);
  switch (event.type) {
    case gl.gateDone:
      // One person looks through a whole path.
      return verdict === null || answer.output === verdict;
    case gl.subGamesError:
      return code === 'network.abnormal';
    case gl.addressDone:
      return card === 'slot';
    case gl.addressError:
      // A dropped launch call is played on the slot card itself; a picked game takes the same transitions.
      if (code === 'network.abnormal') return card === 'slot' && contextOf(snapshot).target.nodeId === launchTargets.slot.nodeId;
      return (card === 'staleMaintenance' && code === 'game.maintenance') || (card === 'sessionLost' && code === 'login.not.session');
    case 'launch.cancel':
      return snapshot.matches({ subGames: 'choosing' }) || snapshot.matches({ maintenance: 'showing' }) || snapshot.matches('failed');
    case 'game.pick':
      return snapshot.matches({ subGames: 'choosing' }) || (snapshot.matches({ maintenance: 'showing' }) && contextOf(snapshot).popular.length > 0);
    default:
      return true;
  }
}

const picker = (page: Page, snapshot: AnyMachineSnapshot) => page.getByTestId(snapshot.matches('subGames') ? 'vassalage-games' : 'game-maintenance-popup');
const launchModals = ['vassalage-games', 'game-maintenance-popup', 'game-launch-failed'];

export const gameLaunchAdapter: UiAdapter = {
  machine: gameLaunchMachine,
  model: gameLaunchModel,
  variants: {
    slot: variant('slot', '/rng?vassalage=PG', clickFirstPlayable),
    vassalage: variant('vassalage', '/fish', clickVassalage),
    lott: variant('lott', '/elott', clickLottery),
    maintenance: variant('maintenance', '/rng?vassalage=FC', async ({ page }) => page.getByTestId('game-card').first().getByRole('button').first().click()),
    staleMaintenance: variant('staleMaintenance', '/rng?vassalage=PG', clickStaleCard),
    sessionLost: variant('sessionLost', '/rng?vassalage=PG', clickAfterRevoking),
  },
  filterEvents,
  actions: {
    'game.pick': async (world) => {
      await arrange(world);
      const { page } = world;
      // The picked game: the model's slot. Its gate answer is the same person's as before.
      const popup = page.getByTestId('vassalage-games').or(page.getByTestId('game-maintenance-popup'));
      const testId = await popup.getAttribute('data-testid');
      await page.getByTestId(`${testId}-game`).first().click();
    },
    'launch.retry': async (world) => {
      await arrange(world);
      await world.page.getByTestId('game-launch-failed').getByTestId('alert-confirm').click();
    },
    'launch.cancel': async ({ page }) => {
      await page.keyboard.press('Escape');
    },
  },
  automatic: Object.values(gl),
  states: {
    'gameLaunch.subGames.choosing': async ({ page }, expected) => {
      await expect(picker(page, expected).getByTestId('vassalage-games-game').first()).toBeVisible();
    },
    'gameLaunch.maintenance.showing': async ({ page }, expected) => {
      await expect(picker(page, expected)).toBeVisible();
      if (contextOf(expected).popular.length) await expect(picker(page, expected).getByTestId('game-maintenance-popup-game').first()).toBeVisible();
    },
    'gameLaunch.failed': async ({ page }) => {
      await expect(page.getByTestId('game-launch-failed')).toContainText('Network link abnormal');
    },
    'gameLaunch.opened': async ({ page }, expected) => {
      const { destination } = contextOf(expected);
      await expect(page).toHaveURL(new RegExp(`${destination!.to}(\\?|$)`));
      if (destination!.to === '/game') await expect(page.getByTestId('game-frame')).toHaveAttribute('data-status', 'playing');
    },
    'gameLaunch.loginRequired': async ({ page }) => {
      await expect(page.getByTestId('login-view')).toBeVisible();
      await expect(page.getByTestId('session-expired')).toHaveCount(0);
    },
    'gameLaunch.trialRefused': async ({ page }) => {
      await expect(page.getByTestId('trial-warning')).toBeVisible();
    },
    'gameLaunch.sessionEnded': async ({ page }) => {
      await expect(page.getByTestId('login-view')).toBeVisible();
      await expect(page.getByTestId('session-expired')).toBeVisible();
    },
    'gameLaunch.cancelled': async ({ page }) => {
      for (const testId of launchModals) await expect(page.getByTestId(testId)).toHaveCount(0);
      await expect(page).not.toHaveURL(/\/(game|seamless|lottery)(\?|$)/);
    },
  },
  notFromUi: {
    'transition:gameLaunch.deciding||1':
      'No screen hands a slots vendor card (an RNG card without a game code) to the launcher: the /rng vendor lane filters the list in place, and the lanes of the other pages carry games. The machine level takes it.',
    'transition:gameLaunch.subGames.loading|xstate.error.actor.loadSubGames|0':
      'A sub-game list refused for a lost session: this gateway lists games to visitors (spec §6), so no list call finds a session gone (see model-thresholds.json).',
    'variant:seamless': 'The in-house game takes the transitions of the slot card; only its destination differs.',
    'variant:elott': 'Takes the lottery transitions of the lott card.',
    'variant:sea': 'Takes the lottery transitions of the lott card.',
    'variant:vn': 'Takes the lottery transitions of the lott card.',
    'variant:vendor': 'See transition:gameLaunch.deciding||1.',
    'variant:unknownGame': 'A game the catalogue no longer has fails like a dropped call (the same transition to failed).',
    'variant:sessionLostVassalage': 'See transition:gameLaunch.subGames.loading|xstate.error.actor.loadSubGames|0.',
  },
};
