/**
 * Model-based test of the game frame: planned paths replayed on the frame
 * actor provided as the game page provides it, whose balance messages ask
 * a real member session (on the real gateway) for its balance again, and
 * whose asks for the lobby reach the screen. The load time limit is
 * shortened; the iframe's load is the browser's event.
 */
import { waitFor, type EventObject } from 'xstate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameFrameMachine } from '../../src/machines/game-frame/game-frame.machine';
import { gameFrameModel } from '../../src/machines/game-frame/game-frame.model';
import { selectGameFrame } from '../../src/machines/game-frame/game-frame.selectors';
import { inputVariants } from '../../src/machines/model-types';
import { createCoverage } from './support/access-coverage';
import { describeEvent, planPaths, unplanned } from './support/access-paths';
import { replayPath } from './support/access-replay';
import { startWorld, type World } from './support/access-world';
import { startSession, type GamesSession } from './support/games-world';

const plans = planPaths(gameFrameMachine, gameFrameModel, inputVariants(gameFrameModel).map((variant) => ({ input: variant.input })));

describe('game frame machine with a real session', () => {
  let world: World;
  let member: GamesSession;
  const coverage = createCoverage();

  beforeAll(async () => {
    world = await startWorld();
    member = await startSession(world, 'member', coverage);
  });
  afterAll(async () => {
    member?.session.stop();
    await world?.close();
  });

  it('plans paths that reach every state and transition', () => {
    expect(unplanned(gameFrameMachine, plans)).toEqual([]);
  });

  it.each(plans.map((plan, index) => [index + 1, plan.events.map(describeEvent).join(' → ') || 'start', plan] as const))('path %i: %s', async (_index, _label, plan) => {
    let balanceLoads = 0;
    let lobbyAsks = 0;
    const watch = member.session.subscribe((snapshot) => {
      if (snapshot.matches({ loggedIn: { balance: 'loading' } })) balanceLoads += 1;
    });
    const logic = gameFrameMachine.provide({
      actions: { notifyBalance: () => member.session.send({ type: 'balance.refresh' }), leaveGame: () => void (lobbyAsks += 1) },
      delays: { loadTimeout: 50 },
    });
    const actor = coverage.createActor(logic, plan.input);
    try {
      await replayPath(actor, plan, {
        assertState: async (real, expected, event) => {
          expect(selectGameFrame(real).status).toBe(selectGameFrame(expected as never).status);
          expect(real.context.address).toBe((plan.input as { address: string | null }).address);
          if ((event as EventObject | null)?.type === 'provider.balance') {
            // The header's balance is asked for again, and the gateway answers it.
            await waitFor(member.session, (snapshot) => balanceLoads > 0 && snapshot.matches({ loggedIn: { balance: 'ready' } }), { timeout: 10_000 });
            expect(typeof member.session.getSnapshot().context.balance?.sumBalance).toBe('number');
          }
          // The page's ask for the lobby reaches the screen, which decides where that is.
          if ((event as EventObject | null)?.type === 'provider.lobby') expect(lobbyAsks).toBeGreaterThan(0);
        },
      });
    } finally {
      watch.unsubscribe();
    }
  });

  it('reached every state and transition of the machine', () => {
    const report = coverage.report(gameFrameMachine);
    console.log('[coverage]', JSON.stringify(report));
    expect(report.missingStates).toEqual([]);
    expect(report.missingTransitions).toEqual([]);
  });
});
