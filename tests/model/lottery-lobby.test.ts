/**
 * Model-based test of the lottery screens' machine: planned paths replayed
 * on each screen's provided actor (the /lottery, /vnLottery and /seaLottery
 * loaders) against the real gateway, logged in as the demo member. Game
 * codes of the model become real games of that screen's menus; failures are
 * calls failed like a dropped connection.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotteryLobbyMachine, type LotteryLobbyContext } from '../../src/machines/lottery-lobby/lottery-lobby.machine';
import { lotteryLobbyModel, menuGameCase } from '../../src/machines/lottery-lobby/lottery-lobby.model';
import { menuGames } from '../../src/machines/lottery-lobby/lottery-lobby-rules';
import { calls } from '../../src/services/calls';
import { createLotteryActors, loadLotteryLobby, type LotteryScreen } from '../../src/services/games.actors';
import { inputVariants } from '../../src/machines/model-types';
import { login } from '../../src/services/session.api';
import { createCoverage } from './support/access-coverage';
import { describeEvent, planPaths, unplanned } from './support/access-paths';
import { replayPath } from './support/access-replay';
import { createPathClient, memoryStores, startWorld, type PathClient, type World } from './support/access-world';
import { demoMember } from './support/games-world';

const screens: readonly LotteryScreen[] = ['lottery', 'vn', 'sea'];

const lobbyCalls: Record<LotteryScreen, string[]> = {
  lottery: [calls.lotteryMenus.path],
  vn: [calls.vnLotteryMenu.path, calls.vnLotteryRecent.path, calls.vnLotteryOpened.path],
  sea: [calls.lotteryMenus.path],
};

const launching = { ready: { frame: 'launching' } };
const refreshing = { ready: { menu: 'refreshing' } };

/** Two answers in flight arrive in either order, and a replay follows one: a path starts a call only while the other region waits for none. */
function oracle(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  if (event.type === 'menu.refresh') return !snapshot.matches(launching);
  if (event.type === 'game.select' || event.type === 'frame.retry') return !snapshot.matches(refreshing);
  return true;
}

const plans = planPaths(
  lotteryLobbyMachine,
  lotteryLobbyModel,
  inputVariants(lotteryLobbyModel).map((variant) => ({ input: variant.input, filterEvents: oracle })),
);

describe('lottery lobby machine on the real gateway', () => {
  let world: World;
  let client: PathClient;
  const coverage = createCoverage();

  beforeAll(async () => {
    world = await startWorld();
    const stores = memoryStores();
    client = createPathClient(world, stores.store);
    stores.store.write((await login({ http: client.http }, { type: 'username', ...demoMember })).token);
  });
  afterAll(async () => {
    await world?.close();
  });

  it('plans paths that reach every state and transition', () => {
    expect(unplanned(lotteryLobbyMachine, plans)).toEqual([]);
  });

  const cases = screens.flatMap((screen) => plans.map((plan, index) => [screen, index + 1, plan.events.map(describeEvent).join(' → '), plan] as const));

  it.each(cases)('%s screen, path %i: %s', async (screen, _index, _label, plan) => {
    const actors = createLotteryActors({ http: client.http, language: () => 'EN', screen, backUrl: () => 'http://portal.test/lottery' });
    // The game a case marker stands for: the first open game of this screen's menus.
    const lobby = await loadLotteryLobby({ http: client.http, language: () => 'EN' }, screen);
    const menuGame = menuGames(lobby).find((game) => !game.maintenance);
    expect(menuGame, `${screen} menus list an open game`).toBeDefined();
    const real = (code: string | null) => (code === menuGameCase ? menuGame!.gameCode : code);
    const input = plan.input as { gameCode: string | null; cdn: string };
    const actor = coverage.createActor(lotteryLobbyMachine.provide({ actors }), { ...input, gameCode: real(input.gameCode) });

    await replayPath(actor, plan, {
      network: world.network,
      callPaths: { loadLobby: lobbyCalls[screen], launchLottery: [calls.launchGame.path] },
      executors: {
        'game.select': (event) => ({ type: 'game.select', gameCode: real((event as EventObject & { gameCode: string | null }).gameCode) }),
      },
      assertState: (realSnapshot, expected) => {
        const context = realSnapshot.context as LotteryLobbyContext;
        const planned = expected.context as LotteryLobbyContext;
        expect(context.gameCode).toBe(real(planned.gameCode));
        expect(context.errorCode).toBe(planned.errorCode);
        expect(context.frameErrorCode).toBe(planned.frameErrorCode);
        if (realSnapshot.matches('ready')) {
          expect(menuGames(context.lobby!).length).toBeGreaterThan(0);
          expect(context.lobby!.prizeMode).toEqual(screen === 'vn' ? 'VN' : screen === 'sea' ? 'SEA' : expect.stringMatching(/^E?LOTT$/));
          if (screen !== 'vn') expect(context.lobby!.opened).toEqual([]);
        }
        if (realSnapshot.matches({ ready: { frame: 'playing' } })) {
          const address = new URL(context.address!, 'http://portal.test');
          expect(address.pathname).toMatch(/^\/provider\/demo\/(play\/)?lotto$/);
          expect(address.searchParams.get('token')).toBeTruthy();
          expect(address.searchParams.get('view')).toBe(context.gameCode ? 'betting' : 'lobby');
          if (context.gameCode) expect(address.searchParams.get('game')).toBe(context.gameCode);
        }
      },
    });
  });

  it('reached every state and transition of the machine', () => {
    const report = coverage.report(lotteryLobbyMachine);
    console.log('[coverage]', JSON.stringify(report));
    expect(report.missingStates).toEqual([]);
    expect(report.missingTransitions).toEqual([]);
  });
});
