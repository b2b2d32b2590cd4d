/**
 * Model-based test of the favourites: paths planned over the machine with
 * the model's events, replayed on the provided favourites actor of the demo
 * member (a real login) against the real gateway. The known game is a real
 * slot of the catalogue; the unknown one is a node id the gateway refuses
 * with game.not.found. The gateway allows one toggle a second per member:
 * its clock moves a second on before each toggle a path sends, so the
 * machine's own rest (shortened here) is what the paths exercise. Each state
 * is checked on the hearts the page renders, and the run must reach every
 * state and transition.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toggleIntervalMs } from '../../server/src/domain/games/favourites';
import { createFavouritesLogic } from '../../src/app/games/lobby/lobby-logic';
import { favouritesMachine, tooFrequentCode, type FavouriteGame, type FavouritesContext } from '../../src/machines/favourites/favourites.machine';
import { favouriteMarkers, favouritesEvents, favouritesModel } from '../../src/machines/favourites/favourites.model';
import { selectFavourites } from '../../src/machines/favourites/favourites.selectors';
import { calls } from '../../src/services/calls';
import { loadGameList } from '../../src/services/games.api';
import { createCoverage } from './support/access-coverage';
import { describeEvent, planPaths, unplanned } from './support/access-paths';
import { replayPath } from './support/access-replay';
import { startWorld, type World } from './support/access-world';
import { lobbyClient } from './support/lobby-world';

/** The toggle on its way succeeds for the known game and is refused for the unknown one. */
function oracle(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  const { pending } = snapshot.context as FavouritesContext;
  if (event.type === favouritesEvents.toggleDone) return pending?.game.nodeId === favouriteMarkers.known;
  if (event.type === favouritesEvents.toggleError) return pending?.game.nodeId === favouriteMarkers.unknown;
  return true;
}

const plans = planPaths(favouritesMachine, favouritesModel, [{ filterEvents: oracle, simple: true }]);

describe('favourites machine on the real gateway', () => {
  let world: World;
  let known: FavouriteGame;
  const unknown: FavouriteGame = { nodeId: 987_654_321, vendor: 'PG', gameType: 'RNG' };
  const coverage = createCoverage();

  beforeAll(async () => {
    world = await startWorld();
    const client = await lobbyClient(world, true);
    const [game] = (await loadGameList({ http: client.http }, { merchant: world.gateway.deps.config.merchant, gameType: 'RNG', vassalage: 'JILI', language: 'EN' })).games;
    known = { nodeId: game.nodeId, vendor: game.vendor, gameType: game.gameType };
  });
  afterAll(async () => {
    await world?.close();
  });

  it('plans paths that reach every state and transition', () => {
    expect(unplanned(favouritesMachine, plans)).toEqual([]);
  });

  it.each(plans.map((plan, index) => [index + 1, plan.events.map(describeEvent).join(' → '), plan] as const))('path %i: %s', async (_index, _label, plan) => {
    const client = await lobbyClient(world, true);
    const gameOf = (planned: FavouriteGame) => (planned.nodeId === favouriteMarkers.known ? known : unknown);
    const actor = coverage.createActor(createFavouritesLogic({ http: client.http }, { toggleThrottle: 150 }));
    /** The ids before the last accepted toggle (one sent from idle), and the last notice seen. */
    let before: string[] = [];
    let lastSerial = 0;
    await replayPath(actor, plan, {
      network: world.network,
      callPaths: { loadFavouriteIds: [calls.favouriteIds.path] },
      executors: {
        'favourite.toggle': (event) => {
          const current = actor.getSnapshot();
          if (current.matches({ ready: 'idle' })) before = [...current.context.ids];
          world.advance(toggleIntervalMs);
          return { ...event, game: gameOf((event as EventObject & { game: FavouriteGame }).game) };
        },
      },
      assertState: (snapshot, _expected, event) => {
        const view = selectFavourites(snapshot as never);
        const context = snapshot.context as FavouritesContext;
        const serial = view.notice?.serial ?? 0;
        expect(view.loading).toBe(snapshot.matches('loading'));
        expect(view.failed).toBe(snapshot.matches('failed'));
        expect(view.resting).toBe(snapshot.matches({ ready: 'toggling' }) || snapshot.matches({ ready: 'resting' }));
        if (snapshot.matches('failed')) expect(context.errorCode).toBe('network.abnormal');
        if (event?.type === favouritesEvents.loadDone) expect(context.errorCode).toBeNull();
        if (event?.type === 'favourite.toggle' && serial > lastSerial) {
          // Clicked while a toggle was on its way or the hearts rested: refused, nothing sent, nothing flipped.
          expect(view.notice?.code).toBe(tooFrequentCode);
        } else if (event?.type === 'favourite.toggle') {
          // The heart flips at once, before the gateway answers.
          const id = String(context.pending!.game.nodeId);
          expect(view.ids.has(id)).toBe(context.pending!.adding);
          expect(before.includes(id)).toBe(!context.pending!.adding);
        }
        if (event?.type === favouritesEvents.toggleDone) {
          expect(view.ids.has(String(known.nodeId))).toBe(!before.includes(String(known.nodeId)));
          expect(context.pending).toBeNull();
        }
        if (event?.type === favouritesEvents.toggleError) {
          expect([...view.ids]).toEqual(before);
          expect(view.notice?.code).toBe('game.not.found');
        }
        lastSerial = serial;
      },
    });
  });

  it('reached every state and transition of the machine', () => {
    const report = coverage.report(favouritesMachine);
    console.log('[coverage]', JSON.stringify(report));
    expect(report.missingStates).toEqual([]);
    expect(report.missingTransitions).toEqual([]);
  });
});
