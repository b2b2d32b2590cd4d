/**
 * Model-based test of the lobby: paths planned over the machine with the
 * model's events, replayed on the provided lobby actor against the real
 * gateway. Vendor, game type and search texts are markers mapped to real
 * catalogue values; whether a list answer is empty is asked of the gateway
 * beforehand, so the planner only follows answers the gateway gives. A
 * visitor's list is the hot games, a member's the full list (real login);
 * failures are calls dropped like a lost connection. Every state has its
 * assertion on the view the page renders, and the run must reach every
 * state and transition.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { afterAll, describe, expect, it } from 'vitest';
import { createLobbyLogic } from '../../src/app/games/lobby/lobby-logic';
import { gameLobbyMachine, type LobbyContext, type LobbyInput } from '../../src/machines/game-lobby/game-lobby.machine';
import { gameLobbyModel, lobbyEvents } from '../../src/machines/game-lobby/game-lobby.model';
import { selectLobbyView } from '../../src/machines/game-lobby/game-lobby.selectors';
import { calls } from '../../src/services/calls';
import { lobbyPageSize, type LobbyScope } from '../../src/services/lobby.actors';
import { createCoverage } from './support/access-coverage';
import { describeEvent, planPaths, unplanned } from './support/access-paths';
import { replayPath } from './support/access-replay';
import { startWorld } from './support/access-world';
import { answerKey, listAnswers, lobbyClient, lobbyDeps, real, realQuery } from './support/lobby-world';

const slots: LobbyScope = { category: 'RNG' };
const live: LobbyScope = { category: 'LIVE' };

const world = await startWorld();
const answers = await listAnswers(world, slots);

/** Every query field decides what the gateway answers, so the planner keeps them all apart. */
const serializeQuery = (snapshot: AnyMachineSnapshot) => {
  const context = snapshot.context as LobbyContext;
  return JSON.stringify([snapshot.value, context.query, context.searchText]);
};

/** A list answer is planned empty exactly when the gateway's answer to that query is. */
function oracle(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  if (event.type !== lobbyEvents.gamesDone) return true;
  const context = snapshot.context as LobbyContext;
  const empty = (event as EventObject & { output: { games: unknown[] } }).output.games.length === 0;
  return answers.get(answerKey(context.query, context.member)) === empty;
}

const model = { ...gameLobbyModel, serializeState: serializeQuery };
const variants = [{ name: 'default', input: gameLobbyModel.input }, ...(gameLobbyModel.inputs ?? [])];
const plans = planPaths(
  gameLobbyMachine,
  model,
  variants.map((variant) => ({ input: variant.input, filterEvents: oracle })),
);

const listCalls = (member: boolean) => [member ? calls.gameList.path : calls.hotGames.path];

describe('game lobby machine on the real gateway', () => {
  const coverage = createCoverage();

  afterAll(async () => {
    await world.close();
  });

  it('plans paths that reach every state and transition', () => {
    expect(unplanned(gameLobbyMachine, plans)).toEqual([]);
    expect([...answers.values()]).toContain(true);
    expect([...answers.values()]).toContain(false);
  });

  it.each(plans.map((plan, index) => [index + 1, plan.events.map(describeEvent).join(' → '), plan] as const))('path %i: %s', async (_index, _label, plan) => {
    const input = plan.input as LobbyInput;
    const client = await lobbyClient(world, input.member);
    const scope = input.listed ? slots : live;
    const logic = createLobbyLogic(lobbyDeps(world, client), scope, { searchDebounce: 60 });
    const actor = coverage.createActor(logic, { ...input, vassalage: real(input.vassalage ?? '') });
    await replayPath(actor, plan, {
      network: world.network,
      callPaths: { loadLanes: [calls.gameVendors.path], loadGameTypes: [calls.vendorGameTypes.path], loadGames: listCalls(input.member) },
      executors: {
        'lobby.vendor': (event) => ({ ...event, vassalage: real((event as EventObject & { vassalage: string }).vassalage) }),
        'lobby.classify': (event) => ({ ...event, gameClassify: real((event as EventObject & { gameClassify: string }).gameClassify) }),
        'lobby.search': (event) => ({ ...event, text: real((event as EventObject & { text: string }).text) }),
      },
      assertState: (snapshot, expected, event) => {
        const view = selectLobbyView(snapshot as never);
        const query = realQuery((expected.context as LobbyContext).query);
        expect(snapshot.context.query).toEqual(query);
        expect(view.canFilter).toBe(input.member && input.listed);
        if (snapshot.matches('loadingLanes')) expect(view.lanesStatus).toBe('loading');
        if (snapshot.matches('lanesFailed')) {
          expect(view.lanesStatus).toBe('failed');
          expect(view.errorCode).toBe('network.abnormal');
        }
        if (snapshot.matches('lanesOnly') || snapshot.matches('browsing')) {
          const category = scope.category;
          expect(view.lanes.length).toBeGreaterThan(0);
          for (const card of view.lanes) expect(card.gameType).toBe(category);
          const hot = view.lanes.map((card) => card.isHot === 1);
          expect(hot).toEqual([...hot].sort((a, b) => Number(b) - Number(a)));
        }
        if (snapshot.matches('lanesOnly')) {
          expect(view.listStatus).toBe('none');
          // The lane is the list: each card opens its vendor's lobby game.
          for (const card of view.lanes) expect(card.gameCode).not.toBe('');
        }
        if (snapshot.matches({ browsing: 'loadingTypes' })) expect(view.gameTypes).toEqual([]);
        if (event?.type === lobbyEvents.typesDone) {
          expect(view.gameTypes.map((entry) => entry.gameClassify)).toContain(real((expected.context as LobbyContext).query.gameClassify) || 'SLOT');
          for (const entry of view.gameTypes) expect(entry.count).toBeGreaterThan(0);
        }
        if (event?.type === lobbyEvents.typesError) expect(view.gameTypes).toEqual([]);
        if (snapshot.matches({ browsing: 'debouncing' })) {
          expect(view.typing).toBe(true);
          expect(view.searchText).toBe(real((expected.context as LobbyContext).searchText));
        }
        if (snapshot.matches({ browsing: 'loadingList' })) expect(view.listStatus).toBe('loading');
        if (snapshot.matches({ browsing: 'failed' })) {
          expect(view.listStatus).toBe('failed');
          expect(view.errorCode).toBe('network.abnormal');
        }
        if (snapshot.matches({ browsing: 'empty' })) {
          expect(view.listStatus).toBe('empty');
          expect(view.games).toEqual([]);
        }
        if (snapshot.matches({ browsing: 'shown' })) {
          expect(view.listStatus).toBe('shown');
          expect(view.games.length).toBeGreaterThan(0);
          for (const game of view.games) {
            expect(game.gameType).toBe('RNG');
            if (query.vassalage) expect(game.vendor).toBe(query.vassalage);
            if (!input.member) expect(game.isHot).toBe(1);
          }
          if (input.member) {
            expect(view.games.length).toBeLessThanOrEqual(lobbyPageSize);
            expect(view.pageNo).toBe(query.pageNo);
            expect(view.totalPages).toBe(Math.ceil(view.totalCount / lobbyPageSize));
            for (const game of view.games) {
              if (query.gameClassify) expect(game.gameClassify).toBe(query.gameClassify);
              if (query.gameName) expect(game.gameName.toLowerCase()).toContain(query.gameName.toLowerCase());
              if (query.minBet !== null) expect(game.minBet).toBeLessThanOrEqual(query.minBet);
            }
          }
        }
      },
    });
  });

  it('reached every state and transition of the machine', () => {
    const report = coverage.report(gameLobbyMachine);
    console.log('[coverage]', JSON.stringify(report));
    expect(report.missingStates).toEqual([]);
    expect(report.missingTransitions).toEqual([]);
  });
});
